import StringCatalog
import TerminalScreen
import TestSupport
import XCTest

@testable import Editor

/// Issue 33 item 1: a `zero` form is valid in every language (Apple uses it for 0), shown with its
/// number 0; `other` leaves 0 out while a `zero` form is there. The CotEditor case.
final class PluralZeroFormTests: XCTestCase {
  static let commands = PluralZeroFixture.commands

  func testAJapaneseZeroFormIsShownWithZeroAndNotFlagged() throws {
    var harness = EditorHarness(catalog: try CatalogReader.read(bytes: Array(Self.commands.utf8)).catalog)
    harness.type("p")
    XCTAssertScreen(harness, rows: 4..<7, [
      "   plural forms · ja uses other",
      " ▸ zero      0                           translated    コマンドなし",
      "   other     1, 2, 3, 4, 5, 6, 1.5…      translated    %lld 個のコマンド",
    ])
    XCTAssertFalse(harness.lines.contains { $0.contains("not used") }, harness.lines.joined(separator: "\n"))
    harness.type("j")
    XCTAssertTrue(harness.lines.contains { $0.contains("numbers 1, 2, 3, 4, 5, 6, 1.5…") }, harness.lines.joined(separator: "\n"))
  }

  /// Without a `zero` form, 0 is `other`'s again (Foundation picks `other` for it).
  func testWithoutAZeroFormOtherTakesZero() throws {
    var catalog = try CatalogReader.read(bytes: Array(Self.commands.utf8)).catalog
    var ja = try XCTUnwrap(catalog.strings["%lld commands found"]?.localization("ja"))
    ja.setForm(nil, at: FormPath("plural.zero")!)
    catalog.strings["%lld commands found"]?.setLocalization(ja, for: "ja")
    var harness = EditorHarness(catalog: catalog)
    harness.type("p")
    XCTAssertEqual(harness.lines[5], " ▸ other     0, 1, 2, 3, 4, 5, 1.5…      translated    %lld 個のコマンド")
  }

  /// Varying a plain ja string by plural gives it the source's `zero` too.
  func testVaryingByPluralKeepsTheSourcesZeroForm() throws {
    var catalog = try CatalogReader.read(bytes: Array(Self.commands.utf8)).catalog
    catalog.strings["%lld commands found"]?.setLocalization(Localization(value: "%lld 個", state: .translated), for: "ja")
    var harness = EditorHarness(catalog: catalog)
    harness.type("p<Enter>")
    XCTAssertEqual(harness.messageLine, "ja now varies by plural: zero, other · u undoes")
    XCTAssertEqual(harness.catalog.strings["%lld commands found"]?.localization("ja")?.variations?.plural?.keys, ["other", "zero"])
  }
}

import Foundation
import TestSupport
import XCTest

/// Issue 33 item 1 through the binary: `zero` is a valid form in every language (Apple uses it for
/// 0), so lint, stats, translate and export agree with the editor's plural view about a ja `zero`.
final class PluralZeroCLITests: XCTestCase {
  static let catalog = PluralZeroFixture.commands

  func testLintAndStatsTakeAJapaneseZeroFormAsTranslatedAndValid() throws {
    let folder = try CLIFolder()
    let path = try folder.write("Commands.xcstrings", Array(Self.catalog.utf8))
    let lint = try GlossaExecutable.run(["lint", "--enable-only", "plural-categories", path])
    XCTAssertEqual(lint.status, 0, lint.stdout + lint.stderr)
    XCTAssertFalse(lint.stdout.contains("zero"), lint.stdout)
    let stats = try GlossaExecutable.run(["stats", path])
    XCTAssertEqual(stats.status, 0, stats.stderr)
    let ja = stats.stdout.split(separator: "\n").first { $0.hasPrefix("ja ") }.map { $0.split(separator: " ").map(String.init) }
    // language, total, translated, …, percent
    XCTAssertEqual(ja?[1], "1")
    XCTAssertEqual(ja?[2], "1")
    XCTAssertEqual(ja?.last, "100%")
  }

  /// Translating a plural whose source has `zero` writes a `zero` form too: dropping it would
  /// show the `other` text for 0 in the app.
  func testTranslateWritesTheZeroFormTheSourceHas() throws {
    let folder = try CLIFolder()
    let path = try folder.write("Commands.xcstrings", Array(Self.catalog.utf8))
    let run = try GlossaExecutable.run(["translate", "--provider", "pseudo", "--languages", "de", path])
    XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
    let json = try JSONSerialization.jsonObject(with: Data(try folder.bytes("Commands.xcstrings"))) as? [String: Any]
    let strings = json?["strings"] as? [String: Any]
    let entry = strings?["%lld commands found"] as? [String: Any]
    let de = (entry?["localizations"] as? [String: Any])?["de"] as? [String: Any]
    let plural = (de?["variations"] as? [String: Any])?["plural"] as? [String: Any]
    XCTAssertEqual(plural?.keys.sorted(), ["one", "other", "zero"])
    let lint = try GlossaExecutable.run(["lint", "--enable-only", "plural-categories", path])
    XCTAssertEqual(lint.status, 0, lint.stdout + lint.stderr)
  }

  /// gettext has no slot for `zero`: the export says so instead of calling it no category of ja;
  /// XLIFF keeps the form.
  func testExportKeepsZeroInXLIFFAndSaysWhyPOLeavesItOut() throws {
    let folder = try CLIFolder()
    let path = try folder.write("Commands.xcstrings", Array(Self.catalog.utf8))
    let po = try GlossaExecutable.run(["export", "--format", "po", "--languages", "ja", "--out", folder.path("po"), path])
    XCTAssertEqual(po.status, 0, po.stderr)
    XCTAssertTrue(
      po.stderr.contains("\"%lld commands found\" (ja): plural form zero has no gettext slot in ja; left out of ja.po"), po.stderr)
    XCTAssertFalse(po.stderr.contains("not a category"), po.stderr)
    let xliff = try GlossaExecutable.run(["export", "--format", "xliff", "--languages", "ja", "--out", folder.path("x"), path])
    XCTAssertEqual(xliff.status, 0, xliff.stderr)
    let files = try FileManager.default.subpathsOfDirectory(atPath: folder.path("x")).filter { $0.hasSuffix(".xliff") }
    let exported = try String(contentsOfFile: folder.path("x/" + (files.first ?? "")), encoding: .utf8)
    XCTAssertTrue(exported.contains("<trans-unit id=\"%lld commands found|==|plural.zero\""), exported)
    XCTAssertTrue(exported.contains("<target state=\"translated\">コマンドなし</target>"), exported)
  }
}

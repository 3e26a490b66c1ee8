import Foundation
import StringCatalog
import TerminalScreen
import XCTest

@testable import Editor

/// The hints that say how to leave a mode come first and are never cut (issue 35 item 7): at 100
/// columns a long key used to push the cell editor's "Enter saves · Esc cancels" off its title,
/// and the `?` entry for `C` ended at "or show".
final class LeavingHintTests: XCTestCase {
  private static let longKey =
    "settings.notifications.weekly-summary.body.when-the-reading-plan-has-unfinished-days-and-a-reminder-is-set"

  private func harness(width: Int) throws -> EditorHarness {
    let text = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "\(Self.longKey)" : {
            "localizations" : {
              "de" : { "stringUnit" : { "state" : "translated", "value" : "Wochenübersicht" } }
            }
          }
        },
        "version" : "1.0"
      }
      """
    let catalog = try CatalogReader.read(bytes: Array(text.utf8)).catalog
    return EditorHarness(catalog: catalog, width: width, height: 30)
  }

  func testTheCellEditorSaysHowToLeaveFirstWhateverTheKey() throws {
    for width in [100, 80, 60] {
      var harness = try harness(width: width)
      harness.type("<Enter>")
      let title = try XCTUnwrap(harness.lines.first { $0.contains("Editing de of") }, harness.lines.joined(separator: "\n"))
      XCTAssertTrue(title.hasPrefix("── Enter saves · Esc cancels · Editing de of \"settings."), "\(width) columns: \(title)")
      XCTAssertTrue(title.contains("…"), "the key is what is cut: \(title)")
    }
  }

  /// Every entry of `?` is there whole at 100 columns: a long description goes on on the next line.
  func testHelpCutsNoEntryAt100Columns() throws {
    var harness = try EditorHarness(catalog: try Fixtures.sample(), width: 100, height: 30)
    harness.type("?")
    var seen: [String] = []
    for _ in 0..<HelpContent.lines.count {
      seen += harness.lines.prefix(harness.height - 3)
      harness.type("j")
    }
    let text = seen.joined(separator: "\n")
    XCTAssertTrue(text.contains("Catalogs of the workspace: % done and needing work; jump to one, or"), text)
    XCTAssertTrue(text.contains("│                         show only it "), "the C entry ends whole on the next line")
    // Wrapped lines fit the box, and joined again they are the entries as written.
    let wrapped = HelpContent.wrapped(HelpContent.lines, width: 96).map(\.text)
    for line in wrapped { XCTAssertLessThanOrEqual(displayWidth(line), 96, line) }
    var rejoined: [String] = []
    for line in wrapped {
      let continuation = String(repeating: " ", count: 24)
      if line.hasPrefix(continuation), line.count > 24, line[line.index(line.startIndex, offsetBy: 24)] != " ",
        let last = rejoined.popLast()
      {
        rejoined.append(last + " " + line.dropFirst(24))
      } else {
        rejoined.append(line)
      }
    }
    XCTAssertEqual(rejoined, HelpContent.lines.map(\.text))
    XCTAssertGreaterThan(wrapped.count, HelpContent.lines.count, "some entry is wider than 96 columns")
  }
}

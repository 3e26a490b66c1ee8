import StringCatalog
import TerminalScreen
import XCTest

@testable import Editor

/// The key `""` Xcode extracts from `Text("")` has nothing to translate: its cells read "—" like
/// a don't-translate key's, the status bar does not count them, and `]` never stops there.
final class EmptySourceEditorTests: XCTestCase {
  private func harness() throws -> EditorHarness {
    let catalog = try Fixtures.catalog(
      """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "" : {

          },
          "Done" : {
            "localizations" : {
              "de" : { "stringUnit" : { "state" : "translated", "value" : "Fertig" } }
            }
          },
          "Save" : {

          }
        },
        "version" : "1.0"
      }
      """)
    return EditorHarness(catalog: catalog, width: 80, height: 20)
  }

  func testTheEmptyKeyIsShownAsNotTranslatedAndNotCounted() throws {
    var harness = try harness()
    XCTAssertTrue(harness.lines[1].hasSuffix("│   —"), harness.lines[1])
    XCTAssertTrue(harness.statusLine.contains("de 50% · 1 missing"), harness.statusLine)
    harness.type("]")
    XCTAssertEqual(harness.state.cursorRow, 2, "] goes to Save, the one cell that needs work:\n\(harness.lines.joined(separator: "\n"))")
    harness.type("]")
    XCTAssertEqual(harness.state.cursorRow, 2)
  }
}

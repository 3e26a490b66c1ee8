import StringCatalog
import TerminalScreen
import XCTest

@testable import Editor

/// Spaces at the start or end of a line and line breaks, shown as dim `·` and `⏎` in grid cells
/// and in the detail pane; spaces inside the text stay spaces.
final class VisibleWhitespaceTests: XCTestCase {
  private func harness() throws -> EditorHarness {
    let catalog = try Fixtures.catalog(
      """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "Greeting" : {
            "localizations" : {
              "de" : { "stringUnit" : { "state" : "translated", "value" : "  Hallo Welt " } },
              "en" : { "stringUnit" : { "state" : "translated", "value" : "Hello world" } }
            }
          },
          "Two lines" : {
            "localizations" : {
              "de" : { "stringUnit" : { "state" : "translated", "value" : "Erste Zeile \\nZweite" } }
            }
          }
        },
        "version" : "1.0"
      }
      """)
    return EditorHarness(catalog: catalog, width: 80, height: 20)
  }

  /// Row `row` with only its dim characters, the rest as spaces (trailing ones trimmed).
  private func dimmed(_ harness: EditorHarness, row: Int, from column: Int = 0) -> String {
    let screen = harness.screen
    var text = ""
    for x in column..<screen.width where screen[row, x].width > 0 {
      let cell = screen[row, x]
      text += cell.style.dim ? cell.text : String(repeating: " ", count: cell.width)
    }
    while text.hasSuffix(" ") { text.removeLast() }
    return text
  }

  func testGridCellsShowEdgeSpacesAndLineBreaksDim() throws {
    let harness = try harness()
    XCTAssertEqual(harness.lines[1], "  Greeting            │   Hello world              │   ··Hallo Welt·")
    XCTAssertEqual(harness.lines[2], "  Two lines           │   Two lines                │   Erste Zeile·⏎Zweite")
    // The separators are dim too; from the de cell's text on, only the marks are.
    XCTAssertEqual(dimmed(harness, row: 1, from: 55), "··          ·")
    XCTAssertEqual(dimmed(harness, row: 2, from: 55), "           ·⏎")
  }

  func testDetailPaneShowsThemOnEveryLine() throws {
    var harness = try harness()
    XCTAssertEqual(Array(harness.lines[16...17]), ["de       ··Hallo Welt·", "state    translated · extraction: —"])
    XCTAssertEqual((16...17).map { dimmed(harness, row: $0, from: 9) }, ["··          ·", ""], "the state line's · is no mark")
    harness.type("j")
    XCTAssertEqual(Array(harness.lines[15...17]), ["de       Erste Zeile·⏎", "         Zweite", "state    translated · extraction: —"])
    XCTAssertEqual((15...17).map { dimmed(harness, row: $0, from: 9) }, ["           ·⏎", "", ""])
  }
}

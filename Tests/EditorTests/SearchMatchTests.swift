import StringCatalog
import TerminalScreen
import XCTest

@testable import Editor

/// `match 3/17` in the status bar and the matches highlighted in the grid and the detail pane.
final class SearchMatchTests: XCTestCase {
  /// Item 1 … Item 80: seventeen of them hold a "1" (1, 10–19, 21, 31 … 71).
  private func harness() -> EditorHarness {
    EditorHarness(catalog: Fixtures.items(80), width: 80, height: 30)
  }

  /// Row `row` with only its highlighted characters, the rest as spaces (trailing ones trimmed).
  private func highlighted(_ harness: EditorHarness, row: Int) -> String {
    let screen = harness.screen
    var text = ""
    for column in 0..<screen.width {
      let cell = screen[row, column]
      guard cell.width > 0 else { continue }
      text += cell.style.background == .yellow && cell.style.underline ? cell.text : String(repeating: " ", count: cell.width)
    }
    while text.hasSuffix(" ") { text.removeLast() }
    return text
  }

  func testStatusCountsTheMatchesAndNAndNStepThroughThem() {
    var harness = harness()
    harness.type("/1<Enter>")
    XCTAssertEqual(harness.currentKey, "Item 1")
    XCTAssertEqual(harness.statusLine, " Sample.xcstrings  1/80  filter: all  match 1/17                        de 100%")
    harness.type("nn")
    XCTAssertEqual(harness.currentKey, "Item 11")
    XCTAssertEqual(harness.statusLine, " Sample.xcstrings  11/80  filter: all  match 3/17                       de 100%")
    harness.type("N")
    XCTAssertTrue(harness.statusLine.contains("  match 2/17"), harness.statusLine)
    harness.type("G")
    XCTAssertFalse(harness.statusLine.contains("match"), "Item 80 is no match")
    harness.type("n")
    XCTAssertEqual(harness.messageLine, "Wrapped to top")
    XCTAssertTrue(harness.statusLine.contains("  match 1/17"), harness.statusLine)
    harness.type("N")
    XCTAssertEqual(harness.currentKey, "Item 71")
    XCTAssertTrue(harness.statusLine.contains("  match 17/17"), harness.statusLine)
  }

  func testMatchesAreHighlightedInCellsAndTheDetailPane() {
    var harness = harness()
    harness.type("/1<Enter>nn")
    XCTAssertEqual((10...12).map { harness.lines[$0] }, [
      "  Item 10             │   Item 10                  │   de 10",
      "  Item 11             │   Item 11                  │   de 11",
      "  Item 12             │   Item 12                  │   de 12",
    ])
    XCTAssertEqual((10...12).map { highlighted(harness, row: $0) }, [
      "       1                       1                          1",
      "       11                      11                         11",
      "       1                       1                          1",
    ])
    XCTAssertEqual((19...22).map { harness.lines[$0] }, [
      "── Item 11 ─────────────────────────────────────────────────────────────────────",
      "comment  —",
      "en       Item 11",
      "de       de 11",
    ])
    XCTAssertEqual((19...22).map { highlighted(harness, row: $0) }, [
      "        11",
      "",
      "              11",
      "            11",
    ])
  }

  func testAnEditDropsTheMatchesAndTheNextNSearchesAgain() {
    var harness = harness()
    harness.type("/1<Enter>n")
    XCTAssertTrue(harness.statusLine.contains("  match 2/17"), harness.statusLine)
    harness.type("<Enter><C-u>zehn<Enter>")  // de of Item 10: still matches by its key
    XCTAssertFalse(harness.statusLine.contains("match"), harness.statusLine)
    harness.type("n")
    XCTAssertTrue(harness.statusLine.contains("  match 3/17"), harness.statusLine)
  }
}

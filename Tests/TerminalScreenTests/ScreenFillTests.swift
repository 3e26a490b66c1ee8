import TerminalScreen
import XCTest

final class ScreenFillTests: XCTestCase {
  func testFillClipsToScreen() {
    var screen = Screen(width: 5, height: 2)
    let bar = TextStyle(background: .blue)
    screen.fill(row: 1, column: 3, width: 10, style: bar, character: "-")
    XCTAssertEqual(screen.lines, ["", "   --"])
    XCTAssertEqual(screen[1, 4].style, bar)
    XCTAssertEqual(screen[1, 2].style, .plain)
  }

  func testFillWithSpacesKeepsStyle() {
    var screen = Screen(width: 4, height: 1)
    screen.put("abcd", row: 0, column: 0)
    let bar = TextStyle(reverse: true)
    screen.fill(row: 0, column: -2, width: 4, style: bar)
    XCTAssertEqual(screen.lines, ["  cd"])
    XCTAssertEqual(screen[0, 0].style, bar)
    XCTAssertEqual(screen[0, 2].style, .plain)
  }

  func testFillWithWideCharacterPadsOddColumn() {
    var screen = Screen(width: 5, height: 1)
    screen.fill(row: 0, column: 0, width: 5, style: .plain, character: "漢")
    XCTAssertEqual(screen.lines, ["漢漢"])
    XCTAssertEqual(screen[0, 4], ScreenCell(text: " ", width: 1))
  }

  func testScreensCompareByContent() {
    var first = Screen(width: 3, height: 1)
    var second = Screen(width: 3, height: 1)
    XCTAssertEqual(first, second)
    first.put("a", row: 0, column: 0)
    XCTAssertNotEqual(first, second)
    second.put("a", row: 0, column: 0)
    XCTAssertEqual(first, second)
  }
}

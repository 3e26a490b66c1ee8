import TerminalScreen
import XCTest

final class ScreenPutTests: XCTestCase {
  func testNewScreenIsBlankAndPlain() {
    let screen = Screen(width: 3, height: 2)
    XCTAssertEqual(screen.lines, ["", ""])
    XCTAssertEqual(screen[1, 2], ScreenCell(text: " ", width: 1, style: .plain))
  }

  func testASCIIWithStyle() {
    var screen = Screen(width: 10, height: 2)
    let bold = TextStyle(foreground: .red, bold: true)
    XCTAssertEqual(screen.put("abc", row: 1, column: 2, style: bold), 3)
    XCTAssertEqual(screen.text, "\n  abc")
    XCTAssertEqual(screen[1, 2].style, bold)
    XCTAssertEqual(screen[1, 5].style, .plain)
  }

  func testWideCharactersTakeTwoCells() {
    var screen = Screen(width: 10, height: 1)
    XCTAssertEqual(screen.put("漢字!", row: 0, column: 0), 5)
    XCTAssertEqual(screen[0, 0], ScreenCell(text: "漢", width: 2))
    XCTAssertEqual(screen[0, 1].width, 0)
    XCTAssertEqual(screen[0, 1].text, "")
    XCTAssertEqual(screen[0, 2].text, "字")
    XCTAssertEqual(screen[0, 4].text, "!")
    XCTAssertEqual(screen.lines, ["漢字!"])
  }

  func testCombiningMarkJoinsPreviousCell() {
    var screen = Screen(width: 5, height: 1)
    XCTAssertEqual(screen.put("e\u{301}x", row: 0, column: 0), 2)
    XCTAssertEqual(screen[0, 0].text, "e\u{301}")
    XCTAssertEqual(screen[0, 1].text, "x")
  }

  func testLeadingCombiningMarkGetsADottedCircle() {
    var screen = Screen(width: 5, height: 1)
    XCTAssertEqual(screen.put("\u{301}", row: 0, column: 0), 1)
    XCTAssertEqual(screen[0, 0].text, "\u{25CC}\u{301}")
  }

  func testEmojiIsWide() {
    var screen = Screen(width: 4, height: 1)
    XCTAssertEqual(screen.put("😀a", row: 0, column: 0), 3)
    XCTAssertEqual(screen[0, 0], ScreenCell(text: "😀", width: 2))
    XCTAssertEqual(screen[0, 2].text, "a")
  }

  func testRightToLeftTextStaysInLogicalOrder() {
    var screen = Screen(width: 10, height: 2)
    XCTAssertEqual(screen.put("שלום", row: 0, column: 0), 4)
    XCTAssertEqual((0..<4).map { screen[0, $0].text }, ["ש", "ל", "ו", "ם"])
    XCTAssertEqual(screen.put("سلام", row: 1, column: 0), 4)
    XCTAssertEqual(screen.lines[1], "سلام")
  }

  func testWideCharacterCutAtScreenEdgeBecomesSpace() {
    var screen = Screen(width: 5, height: 1)
    XCTAssertEqual(screen.put("ab漢字", row: 0, column: 0), 5)
    XCTAssertEqual(screen[0, 2].text, "漢")
    XCTAssertEqual(screen[0, 4], ScreenCell(text: " ", width: 1))
    XCTAssertEqual(screen.lines, ["ab漢"])
  }

  func testMaxWidthLimitsAndPadsWideCharacter() {
    var screen = Screen(width: 10, height: 1)
    screen.put("xxxxxxxxxx", row: 0, column: 0)
    XCTAssertEqual(screen.put("漢字", row: 0, column: 1, maxWidth: 3), 3)
    XCTAssertEqual(screen.lines, ["x漢 xxxxxx"])
  }

  func testZeroAndNegativeLimits() {
    var screen = Screen(width: 4, height: 1)
    XCTAssertEqual(screen.put("abc", row: 0, column: 0, maxWidth: 0), 0)
    XCTAssertEqual(screen.put("abc", row: 1, column: 0), 0)
    XCTAssertEqual(screen.put("abc", row: 0, column: 9), 0)
    XCTAssertEqual(screen.lines, [""])
  }

  func testNegativeColumnClipsTheStart() {
    var screen = Screen(width: 4, height: 1)
    XCTAssertEqual(screen.put("漢ab", row: 0, column: -1), 3)
    XCTAssertEqual(screen.lines, [" ab"])
  }

  func testOverwritingHalfOfAWideCharacterBlanksTheOtherHalf() {
    var screen = Screen(width: 6, height: 1)
    screen.put("漢字", row: 0, column: 0)
    screen.put("x", row: 0, column: 1)
    XCTAssertEqual(screen.lines, [" x字"])
    screen.put("y", row: 0, column: 2)
    XCTAssertEqual(screen.lines, [" xy"])
    XCTAssertEqual(screen[0, 3], ScreenCell(text: " ", width: 1))
  }

  func testControlCharactersAreEscaped() {
    var screen = Screen(width: 20, height: 1)
    XCTAssertEqual(screen.put("a\tb\n\u{0}\u{7F}\u{9B}", row: 0, column: 0), 14)
    XCTAssertEqual(screen.lines, ["a^Ib^J^@^?<9B>"])
    XCTAssertFalse(screen.lines[0].unicodeScalars.contains { $0.value < 0x20 })
  }

  func testEscapeIsClippedLikeText() {
    var screen = Screen(width: 3, height: 1)
    XCTAssertEqual(screen.put("ab\n", row: 0, column: 0), 3)
    XCTAssertEqual(screen.lines, ["ab^"])
  }

  func testZeroWidthJoinerSplitsFamilyIntoMembers() {
    var screen = Screen(width: 8, height: 1)
    XCTAssertEqual(screen.put("👨‍👩‍👧", row: 0, column: 0), 6)
    XCTAssertEqual(screen[0, 0].text, "👨\u{200D}")
    XCTAssertEqual(screen[0, 2].text, "👩\u{200D}")
    XCTAssertEqual(screen[0, 4].text, "👧")
  }
}

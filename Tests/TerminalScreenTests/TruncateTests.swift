import TerminalScreen
import XCTest

final class TruncateTests: XCTestCase {
  func testShortTextIsUnchanged() {
    XCTAssertEqual(truncate("Hello", toWidth: 5), "Hello")
    XCTAssertEqual(truncate("漢字", toWidth: 4), "漢字")
  }

  func testLongTextEndsWithEllipsis() {
    XCTAssertEqual(truncate("Hello, world", toWidth: 6), "Hello…")
    XCTAssertEqual(displayWidth(truncate("Hello, world", toWidth: 6)), 6)
  }

  func testWideCharactersAreNotSplit() {
    XCTAssertEqual(truncate("漢字漢字", toWidth: 6), "漢字…")
    XCTAssertEqual(truncate("漢字漢字", toWidth: 4), "漢…")
  }

  func testCombiningMarksStayWithTheirLetter() {
    XCTAssertEqual(truncate("e\u{301}e\u{301}e\u{301}", toWidth: 2), "e\u{301}…")
  }

  func testTinyWidths() {
    XCTAssertEqual(truncate("Hello", toWidth: 1), "…")
    XCTAssertEqual(truncate("Hello", toWidth: 0), "")
    XCTAssertEqual(truncate("Hello", toWidth: -3), "")
  }
}

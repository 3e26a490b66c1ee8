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

  /// Printable ASCII takes a shortcut (a column a byte): it must cut exactly where walking the
  /// characters one by one cuts, and control characters never take it (they draw as escapes).
  func testTheASCIIShortcutCutsWhereTheCharacterWalkCuts() {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<500 {
      let length = Int.random(in: 0...30, using: &generator)
      let text = String((0..<length).map { _ in Character(Unicode.Scalar(UInt8.random(in: 0x20...0x7E, using: &generator))) })
      for width in 0...32 {
        var expected = ""
        if width > 0 {
          expected = text.count <= width ? text : String(text.prefix(width - 1)) + "…"
        }
        XCTAssertEqual(truncate(text, toWidth: width), expected, "\(text) at \(width)")
      }
      XCTAssertEqual(displayWidth(text), text.count)
    }
    XCTAssertEqual(displayWidth("a\u{1}b"), displayWidth("a") + displayWidth("\u{1}") + displayWidth("b"))
    XCTAssertGreaterThan(displayWidth("a\u{1}b"), 3, "a control character draws as a wider escape")
  }
}

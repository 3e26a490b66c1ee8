import XCTest

@testable import Editor

final class TextBufferTests: XCTestCase {
  func testLineMovementKeepsTheColumn() {
    var buffer = TextBuffer("first line\nab\nthird line")
    buffer.moveUp()
    XCTAssertEqual(buffer.cursor, 13, "end of \"ab\"")
    buffer.moveUp()
    XCTAssertEqual(buffer.cursor, 2)
    buffer.moveDown()
    buffer.moveDown()
    XCTAssertEqual(buffer.cursor, 16)
    buffer.moveToLineStart()
    XCTAssertEqual(buffer.cursor, 14)
    buffer.moveToLineEnd()
    XCTAssertEqual(buffer.cursor, 24)
  }

  func testInsertingACombiningMarkJoinsThePreviousCharacter() {
    var buffer = TextBuffer("cafe")
    buffer.insert("\u{301}")
    XCTAssertEqual(buffer.characters.count, 4)
    XCTAssertEqual(buffer.cursor, 4)
    buffer.deleteBackward()
    XCTAssertEqual(buffer.text, "caf")
  }

  func testWrapPlacesTheCursorOnWideCharacters() {
    let wrapped = TextWrap.wrap(Array("ab日本語"), cursor: 4, width: 5)
    XCTAssertEqual(wrapped.lines, ["ab日", "本語"])
    XCTAssertEqual(wrapped.cursorRow, 1)
    XCTAssertEqual(wrapped.cursorColumn, 2)
    let full = TextWrap.wrap(Array("abcde"), cursor: 5, width: 5)
    XCTAssertEqual(full.lines, ["abcde", ""])
    XCTAssertEqual(full.cursorRow, 1)
    XCTAssertEqual(full.cursorColumn, 0)
    let breaks = TextWrap.wrap(Array("a\n\nb"), cursor: 2, width: 5)
    XCTAssertEqual(breaks.lines, ["a", "", "b"])
    XCTAssertEqual(breaks.cursorRow, 1)
  }
}

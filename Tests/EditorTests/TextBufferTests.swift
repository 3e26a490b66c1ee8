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

  func testWordMovesSkipBlanksThenTheWord() {
    var buffer = TextBuffer("one  two three")
    buffer.moveWordLeft()
    XCTAssertEqual(buffer.cursor, 9, "start of \"three\"")
    buffer.moveWordLeft()
    XCTAssertEqual(buffer.cursor, 5)
    buffer.moveWordLeft()
    XCTAssertEqual(buffer.cursor, 0)
    buffer.moveWordLeft()
    XCTAssertEqual(buffer.cursor, 0)
    buffer.moveWordRight()
    XCTAssertEqual(buffer.cursor, 3, "end of \"one\"")
    buffer.moveWordRight()
    XCTAssertEqual(buffer.cursor, 8)
    buffer.moveWordRight()
    buffer.moveWordRight()
    XCTAssertEqual(buffer.cursor, 14)
  }

  func testPastedLineBreaksBecomeLineBreaksOrSpaces() {
    var cell = TextBuffer("ab")
    cell.insertPasted("1\r\n2\r3\n\n4\t5", allowsLineBreaks: true)
    XCTAssertEqual(cell.text, "ab1\n2\n3\n\n4\t5")
    XCTAssertEqual(cell.cursor, cell.characters.count)
    var field = TextBuffer()
    field.insertPasted("1\r\n2\r3\n4", allowsLineBreaks: false)
    XCTAssertEqual(field.text, "1 2 3 4")
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

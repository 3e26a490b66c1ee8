import CNcursesw
import TerminalScreen
import XCTest

@testable import Curses

/// What `wget_wch` returns becomes the keys the keymap table names (no terminal needed).
final class KeyDecoderTests: XCTestCase {
  func testControlAndEditingCharacters() {
    XCTAssertEqual(KeyDecoder.key(forCharacter: 13), .enter)
    XCTAssertEqual(KeyDecoder.key(forCharacter: 10), .enter)
    XCTAssertEqual(KeyDecoder.key(forCharacter: 9), .tab)
    XCTAssertEqual(KeyDecoder.key(forCharacter: 127), .backspace)
    XCTAssertEqual(KeyDecoder.key(forCharacter: 8), .backspace)
    XCTAssertEqual(KeyDecoder.key(forCharacter: 27), .escape)
    XCTAssertEqual(KeyDecoder.key(forCharacter: 4), .control("d"))
    XCTAssertEqual(KeyDecoder.key(forCharacter: 18), .control("r"))
    XCTAssertEqual(KeyDecoder.key(forCharacter: 19), .control("s"))
    XCTAssertNil(KeyDecoder.key(forCharacter: 0x85), "C1 controls are dropped")
  }

  func testPrintableTextIncludingNonASCII() {
    XCTAssertEqual(KeyDecoder.key(forCharacter: UInt32(UInt8(ascii: "j"))), .character("j"))
    XCTAssertEqual(KeyDecoder.key(forCharacter: 0x6F22), .character("漢"))
    XCTAssertEqual(KeyDecoder.key(forCharacter: 0x1F600), .character("😀"))
    XCTAssertEqual(KeyDecoder.key(forCharacter: 0x05E9), .character("ש"))
  }

  func testKeyCodes() {
    XCTAssertEqual(KeyDecoder.key(forCode: Int32(CN_KEY_UP)), .up)
    XCTAssertEqual(KeyDecoder.key(forCode: Int32(CN_KEY_NPAGE)), .pageDown)
    XCTAssertEqual(KeyDecoder.key(forCode: Int32(CN_KEY_BTAB)), .backTab)
    XCTAssertEqual(KeyDecoder.key(forCode: Int32(CN_KEY_RESIZE)), .resize)
    XCTAssertEqual(KeyDecoder.key(forCode: Int32(CN_KEY_F0 + 1)), .function(1))
    XCTAssertEqual(KeyDecoder.key(forCode: Int32(CN_KEY_DC)), .delete)
  }

  func testEscapeSequencesBecomeAltKeys() {
    XCTAssertEqual(KeyDecoder.altKey(forCharacter: 13), .altEnter)
    XCTAssertEqual(KeyDecoder.altKey(forCharacter: UInt32(UInt8(ascii: "r"))), .alt("r"))
    XCTAssertNil(KeyDecoder.altKey(forCharacter: 27), "two ESC presses are two keys")
  }
}

/// Extended keys ncurses reports by their terminfo name (xterm-256color's modified cursor keys).
final class ExtendedKeyNameTests: XCTestCase {
  func testModifiedCursorAndEditingKeys() {
    XCTAssertEqual(KeyDecoder.key(forExtendedName: "kLFT5"), .modified(.left, .control))
    XCTAssertEqual(KeyDecoder.key(forExtendedName: "kRIT5"), .modified(.right, .control))
    XCTAssertEqual(KeyDecoder.key(forExtendedName: "kUP"), .modified(.up, .shift))
    XCTAssertEqual(KeyDecoder.key(forExtendedName: "kDN3"), .modified(.down, .alt))
    XCTAssertEqual(KeyDecoder.key(forExtendedName: "kHOM6"), .modified(.home, [.control, .shift]))
    XCTAssertEqual(KeyDecoder.key(forExtendedName: "kDC7"), .modified(.delete, [.control, .alt]))
    XCTAssertEqual(KeyDecoder.key(forExtendedName: "kNXT5"), .modified(.pageDown, .control))
    XCTAssertEqual(KeyDecoder.key(forExtendedName: "kpADD"), .character("+"))
    XCTAssertNil(KeyDecoder.key(forExtendedName: "kLFT1"))
    XCTAssertNil(KeyDecoder.key(forExtendedName: "kLFTx"))
    XCTAssertNil(KeyDecoder.key(forExtendedName: "kxIN"))
  }

  func testShiftedStandardCodes() {
    XCTAssertEqual(KeyDecoder.key(forCode: Int32(CN_KEY_SLEFT)), .modified(.left, .shift))
    XCTAssertEqual(KeyDecoder.key(forCode: Int32(CN_KEY_SHOME)), .modified(.home, .shift))
    XCTAssertEqual(KeyDecoder.key(forCode: Int32(CN_KEY_SDC)), .modified(.delete, .shift))
  }
}

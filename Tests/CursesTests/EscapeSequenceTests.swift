import TerminalScreen
import XCTest

@testable import Curses

/// The escape sequences terminals (and tmux) send for keys ncurses' terminfo entry does not list.
final class EscapeSequenceTests: XCTestCase {
  /// The whole sequence after ESC, e.g. "[1;5D" or "OH".
  private func meaning(_ afterEscape: String) -> EscapeSequence.Meaning {
    let bytes = Array(afterEscape.utf8)
    guard let introducer = bytes.first, let final = bytes.last, bytes.count >= 2 else { return .unknown }
    let body = Array(bytes[1..<(bytes.count - 1)])
    return introducer == UInt8(ascii: "[") ? EscapeSequence.csi(body, final: final) : EscapeSequence.ss3(body, final: final)
  }

  func testHomeEndInEveryCommonForm() {
    for form in ["[1~", "[7~", "[H", "OH", "[1;1H"] { XCTAssertEqual(meaning(form), .key(.home), form) }
    for form in ["[4~", "[8~", "[F", "OF"] { XCTAssertEqual(meaning(form), .key(.end), form) }
  }

  func testEditingAndPagingKeys() {
    XCTAssertEqual(meaning("[2~"), .key(.insert))
    XCTAssertEqual(meaning("[3~"), .key(.delete))
    XCTAssertEqual(meaning("[5~"), .key(.pageUp))
    XCTAssertEqual(meaning("[6~"), .key(.pageDown))
  }

  func testCursorKeysInNormalAndApplicationMode() {
    let expected: [(String, Key)] = [("A", .up), ("B", .down), ("C", .right), ("D", .left)]
    for (letter, key) in expected {
      XCTAssertEqual(meaning("[" + letter), .key(key), letter)
      XCTAssertEqual(meaning("O" + letter), .key(key), letter)
    }
  }

  func testXtermModifierParameter() {
    XCTAssertEqual(meaning("[1;5D"), .key(.modified(.left, .control)))
    XCTAssertEqual(meaning("[1;5C"), .key(.modified(.right, .control)))
    XCTAssertEqual(meaning("[1;2A"), .key(.modified(.up, .shift)))
    XCTAssertEqual(meaning("[1;3B"), .key(.modified(.down, .alt)))
    XCTAssertEqual(meaning("[1;6H"), .key(.modified(.home, [.control, .shift])))
    XCTAssertEqual(meaning("[1;9F"), .key(.modified(.end, .alt)), "Meta counts as Alt")
    XCTAssertEqual(meaning("[1;8D"), .key(.modified(.left, [.shift, .alt, .control])))
    XCTAssertEqual(meaning("[3;5~"), .key(.modified(.delete, .control)))
    XCTAssertEqual(meaning("[5;2~"), .key(.modified(.pageUp, .shift)))
    XCTAssertEqual(meaning("[1;1A"), .key(.up), "parameter 1 means no modifier")
    XCTAssertEqual(meaning("[;5D"), .key(.modified(.left, .control)), "an empty first parameter is 1")
  }

  func testFunctionKeys() {
    let tildeCodes = [11, 12, 13, 14, 15, 17, 18, 19, 20, 21, 23, 24, 25, 26, 28, 29, 31, 32, 33, 34]
    for (index, code) in tildeCodes.enumerated() {
      XCTAssertEqual(meaning("[\(code)~"), .key(.function(index + 1)), "ESC[\(code)~")
    }
    XCTAssertEqual(meaning("OP"), .key(.function(1)))
    XCTAssertEqual(meaning("OS"), .key(.function(4)))
    XCTAssertEqual(meaning("[P"), .key(.function(1)))
    XCTAssertEqual(meaning("[1;5P"), .key(.modified(.function(1), .control)))
    XCTAssertEqual(meaning("[1;2R"), .key(.modified(.function(3), .shift)))
    XCTAssertEqual(meaning("[15;5~"), .key(.modified(.function(5), .control)))
    XCTAssertEqual(meaning("[24;2~"), .key(.modified(.function(12), .shift)))
    XCTAssertEqual(meaning("O5P"), .key(.modified(.function(1), .control)), "older xterm: modifier inside SS3")
  }

  func testRxvtForms() {
    XCTAssertEqual(meaning("[7$"), .key(.modified(.home, .shift)))
    XCTAssertEqual(meaning("[8^"), .key(.modified(.end, .control)))
    XCTAssertEqual(meaning("[3@"), .key(.modified(.delete, [.control, .shift])))
    XCTAssertEqual(meaning("[a"), .key(.modified(.up, .shift)))
    XCTAssertEqual(meaning("[d"), .key(.modified(.left, .shift)))
    XCTAssertEqual(meaning("Oc"), .key(.modified(.right, .control)))
  }

  func testKeypadInApplicationMode() {
    XCTAssertEqual(meaning("OM"), .key(.enter))
    XCTAssertEqual(meaning("Ok"), .key(.character("+")))
    XCTAssertEqual(meaning("Op"), .key(.character("0")))
    XCTAssertEqual(meaning("Oy"), .key(.character("9")))
    XCTAssertEqual(meaning("[Z"), .key(.backTab))
  }

  func testPasteMarkers() {
    XCTAssertEqual(meaning("[200~"), .pasteStart)
    XCTAssertEqual(meaning("[201~"), .pasteEnd)
    XCTAssertEqual(meaning("[200;5~"), .unknown)
  }

  func testSequencesWithoutAKeyAreUnknown() {
    for form in ["[99~", "[0~", "[9~", "[16~", "[22~", "[35~", "[E", "[1;5E", "[?1h", "[<0;3;4M", "[1;17D", "[1;0D", "[M",
      "[I", "[2 q", "[1:5D", "[1;5;7D", "[12345678~", "OZ", "O1;5P", "[~",
    ] {
      XCTAssertEqual(meaning(form), .unknown, "ESC" + form)
    }
  }

  func testModifierParameterBits() {
    XCTAssertEqual(KeyModifiers(xtermParameter: 1), [])
    XCTAssertEqual(KeyModifiers(xtermParameter: 2), .shift)
    XCTAssertEqual(KeyModifiers(xtermParameter: 3), .alt)
    XCTAssertEqual(KeyModifiers(xtermParameter: 5), .control)
    XCTAssertEqual(KeyModifiers(xtermParameter: 16), [.shift, .alt, .control])
    XCTAssertNil(KeyModifiers(xtermParameter: 0))
    XCTAssertNil(KeyModifiers(xtermParameter: 17))
  }
}

import TerminalScreen
import XCTest

@testable import Curses

/// Every split and timing of terminal input, decoded without a terminal: what `wget_wch` returns
/// (characters, ncurses key codes, timeouts, end of input) goes in, keys come out.
final class InputDecoderTests: XCTestCase {
  private static let upCode: Int32 = 1000
  private static let resizeCode: Int32 = 1001
  private static let backspaceCode: Int32 = 1002
  private static let mouseCode: Int32 = 1003
  private static let mysteryCode: Int32 = 1004

  private func makeDecoder(pieceLimit: Int = 1 << 16) -> InputDecoder {
    InputDecoder(
      resizeCode: Self.resizeCode, pastePieceLimit: pieceLimit,
      keyForCode: { code in
        switch code {
        case Self.upCode: return .up
        case Self.resizeCode: return .resize
        case Self.backspaceCode: return .backspace
        default: return nil
        }
      },
      sequenceForCode: { code in
        switch code {
        case Self.upCode: return "\u{1B}OA"
        case Self.backspaceCode: return "\u{7F}"
        case Self.mouseCode: return "\u{1B}[M"
        default: return nil
        }
      })
  }

  /// Characters as wget_wch returns them, one scalar each.
  private func characters(_ text: String) -> [RawInput] {
    text.unicodeScalars.map { .character($0.value) }
  }

  private func decode(_ inputs: [RawInput], pieceLimit: Int = 1 << 16) -> [Key] {
    var decoder = makeDecoder(pieceLimit: pieceLimit)
    var keys: [Key] = []
    for input in inputs {
      decoder.feed(input)
      while let key = decoder.next() { keys.append(key) }
    }
    return keys
  }

  private func decode(_ text: String) -> [Key] {
    decode(characters(text))
  }

  private func paste(_ text: String) -> [RawInput] {
    characters("\u{1B}[200~" + text + "\u{1B}[201~")
  }

  // MARK: - Escape, Alt and sequences

  func testEscapeAloneAltKeysAndAltEnter() {
    XCTAssertEqual(decode(characters("\u{1B}") + [.timeout]), [.escape])
    XCTAssertEqual(decode("\u{1B}x\u{1B}\r"), [.alt("x"), .altEnter])
    XCTAssertEqual(decode(characters("\u{1B}\u{1B}") + [.timeout]), [.escape, .escape])
    XCTAssertEqual(decode("\u{1B}\t"), [.escape, .tab], "ESC and a control key are two keys")
    XCTAssertEqual(decode(characters("\u{1B}[") + [.timeout]), [.alt("[")])
    XCTAssertEqual(decode(characters("\u{1B}O") + [.timeout]), [.alt("O")])
  }

  /// Alt-1 … Alt-5 take translation memory suggestions: the terminal sends ESC and the digit.
  func testAltDigitsAreAltKeys() {
    XCTAssertEqual(decode("\u{1B}1\u{1B}2\u{1B}5"), [.alt("1"), .alt("2"), .alt("5")])
  }

  func testTmuxHomeAndEndAreKeysNotText() {
    XCTAssertEqual(decode("a\u{1B}[1~b\u{1B}[4~c"), [.character("a"), .home, .character("b"), .end, .character("c")])
    XCTAssertEqual(decode("\u{1B}[7~\u{1B}[8~\u{1B}OH\u{1B}OF\u{1B}[H\u{1B}[F"), [.home, .end, .home, .end, .home, .end])
    XCTAssertEqual(decode("\u{1B}[1;5D\u{1B}[1;5C"), [.modified(.left, .control), .modified(.right, .control)])
    XCTAssertEqual(decode("\u{1B}[[A\u{1B}[[E"), [.function(1), .function(5)], "the Linux console's F1–F5")
  }

  func testUnknownCompleteSequencesAreSwallowedAndReported() {
    XCTAssertEqual(decode("\u{1B}[99~x"), [.unknownSequence("\u{1B}[99~"), .character("x")])
    XCTAssertEqual(decode("\u{1B}[?1;2cx"), [.unknownSequence("\u{1B}[?1;2c"), .character("x")])
    XCTAssertEqual(decode("\u{1B}OZ"), [.unknownSequence("\u{1B}OZ")])
    XCTAssertEqual(decode("\u{1B}[[Z"), [.unknownSequence("\u{1B}[[Z")])
  }

  func testASequenceCutShortIsNeverTyped() {
    var decoder = makeDecoder()
    for input in characters("\u{1B}[1;5") { decoder.feed(input) }
    XCTAssertNil(decoder.next())
    XCTAssertEqual(decoder.readTimeout, InputDecoder.sequenceDelay, "a slow link may still deliver the rest")
    decoder.feed(.timeout)
    XCTAssertEqual(decoder.next(), .unknownSequence("\u{1B}[1;5"))
    XCTAssertNil(decoder.next())
    XCTAssertEqual(decoder.readTimeout, -1)
  }

  func testASequenceInterruptedByAnotherKeyKeepsThatKey() {
    XCTAssertEqual(decode("\u{1B}[1\u{1B}[A"), [.unknownSequence("\u{1B}[1"), .up])
    XCTAssertEqual(decode("\u{1B}[12\r"), [.unknownSequence("\u{1B}[12"), .enter])
    XCTAssertEqual(decode(characters("\u{1B}[3") + [.code(Self.upCode)]), [.unknownSequence("\u{1B}[3"), .up])
    XCTAssertEqual(decode(characters("\u{1B}O5é")), [.unknownSequence("\u{1B}O5"), .character("é")])
  }

  func testAnOverlongSequenceIsDroppedWhole() {
    let digits = String(repeating: "1", count: 500)
    let keys = decode("\u{1B}[" + digits + "~x")
    XCTAssertEqual(keys.count, 2)
    guard case .unknownSequence(let sequence)? = keys.first else { return XCTFail("\(keys)") }
    XCTAssertEqual(sequence.count, 2 + InputDecoder.sequenceLimit + 2, "ESC [ + the kept bytes + … + final")
    XCTAssertEqual(keys.last, .character("x"))
  }

  func testKeyCodes() {
    XCTAssertEqual(decode([.code(Self.upCode), .code(Self.resizeCode)]), [.up, .resize])
    XCTAssertEqual(decode([.code(Self.mouseCode)]), [.unknownSequence("\u{1B}[M")], "a key ncurses knows and we do not")
    XCTAssertEqual(decode([.code(Self.mysteryCode), .character(0x61)]), [.character("a")])
    XCTAssertEqual(decode(characters("\u{1B}") + [.code(Self.upCode)]), [.modified(.up, .alt)], "rxvt's Alt-↑")
    XCTAssertEqual(decode(characters("\u{1B}") + [.code(Self.resizeCode)]), [.escape, .resize])
    XCTAssertEqual(decode(characters("\u{1B}") + [.code(Self.backspaceCode)]), [.escape, .backspace])
  }

  func testInputClosedEverywhere() {
    XCTAssertEqual(decode([.closed]), [.inputClosed])
    XCTAssertEqual(decode(characters("\u{1B}") + [.closed]), [.escape, .inputClosed])
    XCTAssertEqual(decode(characters("\u{1B}[1") + [.closed]), [.unknownSequence("\u{1B}[1"), .inputClosed])
    XCTAssertEqual(decode(characters("\u{1B}[200~ab") + [.closed]), [.paste("ab"), .inputClosed])
  }

  // MARK: - Bracketed paste

  func testAPasteIsOneKeyWhateverItHolds() {
    XCTAssertEqual(decode(paste("Wort\rDy")), [.paste("Wort\nDy")], "tmux pastes line breaks as CR")
    XCTAssertEqual(decode(paste("Hallo\nqd")), [.paste("Hallo\nqd")])
    XCTAssertEqual(decode(paste("a\tb\r\r c")), [.paste("a\tb\n\n c")], "exactly what tmux sent for a\\tb\\r\\nc")
    XCTAssertEqual(decode(paste("1\r\n2\r3\n4\n\n5")), [.paste("1\n2\n3\n4\n\n5")], "CRLF and CR become LF")
    XCTAssertEqual(decode(paste("\u{1}x\u{7F}y\u{1B}z:\u{8}")), [.paste("\u{1}x\u{7F}y\u{1B}z:\u{8}")], "controls kept")
    XCTAssertEqual(decode(paste("Größe 漢字 🚪 e\u{301}")), [.paste("Größe 漢字 🚪 e\u{301}")])
    XCTAssertEqual(decode(paste("") + characters("q")), [.character("q")], "an empty paste is nothing")
  }

  func testTextThatLooksLikeTheEndMarkerIsKept() {
    XCTAssertEqual(decode(paste("a\u{1B}[201b")), [.paste("a\u{1B}[201b")])
    XCTAssertEqual(decode(paste("\u{1B}[20\u{1B}[2")), [.paste("\u{1B}[20\u{1B}[2")])
    XCTAssertEqual(decode(paste("\u{1B}[200~x")), [.paste("\u{1B}[200~x")], "a start marker inside is text")
    XCTAssertEqual(decode(paste("\u{1B}\u{1B}[201")), [.paste("\u{1B}\u{1B}[201")])
  }

  func testKeysAfterAPasteAreKeysAgain() {
    XCTAssertEqual(decode(paste("ab") + characters("q\u{1B}[201~j")), [.paste("ab"), .character("q"), .character("j")])
  }

  func testKeysNcursesDecodedInsideAPasteBecomeTheirTextAgain() {
    let inputs = characters("\u{1B}[200~a") + [.code(Self.upCode), .code(Self.backspaceCode)] + characters("b\u{1B}[201~")
    XCTAssertEqual(decode(inputs), [.paste("a\u{1B}OA\u{7F}b")])
  }

  func testAResizeDuringAPasteIsReportedInOrder() {
    let inputs = characters("\u{1B}[200~ab") + [.code(Self.resizeCode)] + characters("cd\u{1B}[201~")
    XCTAssertEqual(decode(inputs), [.paste("ab"), .resize, .paste("cd")])
  }

  func testAPasteThatNeverEndsEndsAfterSilence() {
    var decoder = makeDecoder()
    for input in characters("\u{1B}[200~Hallo\rqd") { decoder.feed(input) }
    XCTAssertNil(decoder.next(), "nothing is typed while the paste lasts")
    XCTAssertEqual(decoder.readTimeout, InputDecoder.pasteSilence, "the paste never waits forever")
    decoder.feed(.timeout)
    XCTAssertEqual(decoder.next(), .paste("Hallo\nqd"))
    XCTAssertEqual(decoder.readTimeout, -1)
    decoder.feed(.character(UInt32(UInt8(ascii: "q"))))
    XCTAssertEqual(decoder.next(), .character("q"))
  }

  func testAPartOfTheEndMarkerBeforeSilenceIsText() {
    XCTAssertEqual(decode(characters("\u{1B}[200~x\u{1B}[20") + [.timeout]), [.paste("x\u{1B}[20")])
  }

  func testALongPasteComesInOrderedPiecesThatJoinExactly() {
    let text = String(repeating: "abc\r\n", count: 7) + "end"
    let keys = decode(paste(text), pieceLimit: 4)
    let pieces = keys.compactMap { key -> String? in
      if case .paste(let piece) = key { return piece }
      return nil
    }
    XCTAssertEqual(pieces.count, keys.count, "only pastes")
    XCTAssertTrue(pieces.allSatisfy { $0.unicodeScalars.count <= 4 })
    XCTAssertEqual(pieces.joined(), String(repeating: "abc\n", count: 7) + "end", "a CRLF split between pieces stays one LF")
  }

  func testAHugePasteIsOneKeyPerPiece() {
    let text = String(repeating: "x", count: 200_000)
    let keys = decode(paste(text))
    XCTAssertEqual(keys.count, 4, "200,000 characters in pieces of 65,536")
    XCTAssertEqual(keys.map { key -> Int in
      if case .paste(let piece) = key { return piece.count }
      return -1
    }, [65_536, 65_536, 65_536, 3_392])
  }

  func testAStrayEndMarkerIsIgnored() {
    XCTAssertEqual(decode("\u{1B}[201~x"), [.character("x")])
  }
}

import TerminalScreen
import XCTest

/// One escaping for the grid and for everything glossa prints.
final class ControlEscapeTests: XCTestCase {
  func testPrintedTextShowsTheSameStandInsAsTheGrid() {
    let text = "a\u{1B}]0;x\u{07}b\t\u{9B}2J\u{202E}c\u{2066}d\u{2069}\r\n"
    XCTAssertEqual(ControlEscape.escaping(text), "a^[]0;x^Gb^I<9B>2J<RLO>c<LRI>d<PDI>^M^J")
    XCTAssertEqual(ControlEscape.escaping(text, keepingLineBreaks: true), "a^[]0;x^Gb\t<9B>2J<RLO>c<LRI>d<PDI>^M\n")
    var screen = Screen(width: 60, height: 1)
    screen.put(text, row: 0, column: 0)
    XCTAssertEqual(screen.lines, [ControlEscape.escaping(text)])
  }

  func testEveryBidiEmbeddingOverrideAndIsolateIsNamedButMarksStay() {
    let controls = "\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}\u{2066}\u{2067}\u{2068}\u{2069}"
    XCTAssertEqual(ControlEscape.escaping(controls), "<LRE><RLE><PDF><LRO><RLO><LRI><RLI><FSI><PDI>")
    let marks = "\u{200F}שלום\u{200E}\u{061C}"
    XCTAssertEqual(ControlEscape.escaping(marks), marks)
  }

  func testPlainTextIsReturnedAsItIs() {
    let text = "Grüße · 日本語 ⟦x⟧"
    XCTAssertEqual(ControlEscape.escaping(text), text)
  }

  /// The byte-level check lint's output uses agrees with `escape(for:)` on every scalar, alone
  /// and between other text (a C1 or bidi control is two or three bytes of UTF-8).
  func testNeedsEscapingAgreesWithEscapeForEveryScalar() {
    var disagreements: [UInt32] = []
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let named = ControlEscape.escape(for: scalar) != nil
      let text = "a" + String(scalar) + "b"
      if ControlEscape.needsEscaping(String(scalar)) != named || ControlEscape.needsEscaping(text) != named {
        disagreements.append(value)
      }
    }
    XCTAssertEqual(disagreements, [])
    XCTAssertFalse(ControlEscape.needsEscaping("\u{C2}"), "U+00C2 alone is no C1 control")
    XCTAssertFalse(ControlEscape.needsEscaping("…—·"))
  }
}

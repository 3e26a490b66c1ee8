import XCTest

@testable import TerminalScreen

final class DisplayWidthTests: XCTestCase {
  func testASCII() {
    XCTAssertEqual(displayWidth("Hello, world"), 12)
    XCTAssertEqual(displayWidth(""), 0)
  }

  func testCJKIsTwoColumnsPerCharacter() {
    XCTAssertEqual(displayWidth("漢字"), 4)
    XCTAssertEqual(displayWidth("한국어"), 6)
    XCTAssertEqual(displayWidth("ｶﾀｶﾅ"), 4, "halfwidth katakana stays narrow")
    XCTAssertEqual(displayWidth("Ａ"), 2, "fullwidth forms are wide")
  }

  func testCombiningMarkAddsNoWidth() {
    XCTAssertEqual(displayWidth("e\u{301}"), 1)
    XCTAssertEqual(displayWidth("\u{301}" as Unicode.Scalar), 0)
    XCTAssertEqual(displayWidth("Cafe\u{301}"), 4)
  }

  func testEmoji() {
    XCTAssertEqual(displayWidth("😀"), 2)
    XCTAssertEqual(displayWidth("\u{FE0F}" as Unicode.Scalar), 0, "variation selector")
    XCTAssertEqual(displayWidth("\u{200D}" as Unicode.Scalar), 0, "zero-width joiner")
    // A ZWJ family is drawn as its three members side by side.
    XCTAssertEqual(displayWidth("👨‍👩‍👧"), 6)
    // Regional indicators are one column each, so a flag takes two.
    XCTAssertEqual(displayWidth("🇩🇪"), 2)
  }

  func testRightToLeftScriptsAreOneColumnPerLetter() {
    XCTAssertEqual(displayWidth("مرحبا"), 5)
    XCTAssertEqual(displayWidth("שלום"), 4)
    XCTAssertEqual(displayWidth("\u{200F}" as Unicode.Scalar), 0, "right-to-left mark")
  }

  func testControlCharactersCountAsTheirEscapes() {
    XCTAssertEqual(displayWidth("a\nb"), 4, "a^Jb")
    XCTAssertEqual(displayWidth("\u{7F}"), 2, "^?")
    XCTAssertEqual(displayWidth("\u{85}"), 4, "<85>")
  }

  func testFormatCharacters() {
    XCTAssertEqual(displayWidth("\u{AD}" as Unicode.Scalar), 0, "soft hyphen")
    XCTAssertEqual(displayWidth("\u{600}" as Unicode.Scalar), 1, "Arabic number sign is visible")
    XCTAssertEqual(displayWidth("\u{200F}abc"), 3, "a leading bidi mark is dropped")
  }

  func testHangulJamoSequenceIsOneWideCell() {
    // Initial consonant + medial vowel: a syllable in decomposed form.
    XCTAssertEqual(displayWidth("\u{1100}\u{1161}"), 2)
  }

  /// The table the Basic Multilingual Plane is read from gives every scalar the width its
  /// Unicode properties give it.
  func testTheBasicPlaneTableAgreesWithTheProperties() {
    var checked = 0
    for value in UInt32(0)..<0x10000 {
      guard let scalar = Unicode.Scalar(value) else { continue }
      XCTAssertEqual(displayWidth(scalar), computedWidth(scalar), String(value, radix: 16))
      checked += 1
    }
    XCTAssertEqual(checked, 0x10000 - 0x800, "every scalar but the surrogates")
    XCTAssertEqual(displayWidth("\u{4E2D}" as Unicode.Scalar), 2, "中 is wide")
    XCTAssertEqual(displayWidth("\u{0301}" as Unicode.Scalar), 0, "a combining accent takes no column")
    XCTAssertEqual(displayWidth("\u{0416}" as Unicode.Scalar), 1, "Ж takes one")
  }
}

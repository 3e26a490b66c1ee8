import CatalogTestSupport
import StringCatalog
import XCTest

/// Malformed JSON: each kind of error is reported at its exact line and column (`‸` in the
/// test text marks the expected place; columns count Unicode scalars, starting at 1).
final class ReaderSyntaxErrorTests: XCTestCase {
  static let valid = #"""
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Hello" : {
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Hallo"
              }
            }
          },
          "zzz" : true
        }
      },
      "version" : "1.0"
    }
    """#

  func testTheUntruncatedFileReads() throws {
    XCTAssertEqual(try readCatalog(Self.valid).catalog.strings["Hello"]?.localization("de")?.stringUnit?.value, "Hallo")
  }

  // MARK: Truncated files

  func testTruncatedAfterTheOpeningBrace() {
    assertReadError(marked: "‸{", message: "unexpected end of file: the object opened here is not closed")
    assertReadError(marked: "‸{\n  ", message: "unexpected end of file: the object opened here is not closed")
  }

  func testTruncatedInsideAMemberName() {
    assertReadError(marked: "{\n  ‸\"sourceLang", message: "unterminated string")
  }

  func testTruncatedAfterAColon() {
    assertReadError(marked: "{\n  \"sourceLanguage\" :‸", message: "\"sourceLanguage\" must be a string, found the end of the file")
  }

  func testTruncatedAfterAComma() {
    assertReadError(marked: "‸{\n  \"sourceLanguage\" : \"en\",", message: "unexpected end of file: the object opened here is not closed")
  }

  func testTruncatedInsideAValue() {
    let text = prefix(of: Self.valid, through: "\"value\" : \"Hal")
    assertReadError(marked: insertMarker(in: text, before: "\"Hal"), message: "unterminated string")
  }

  func testTruncatedAfterTheLastValueOfAStringUnit() {
    let text = prefix(of: Self.valid, through: "\"Hallo\"")
    // The innermost object left open is the stringUnit.
    assertReadError(marked: insertMarker(in: text, before: "{\n            \"state\""), message: "the object opened here is not closed")
  }

  func testTruncatedInsideAnUnknownLiteral() {
    let text = prefix(of: Self.valid, through: "\"zzz\" : tr")
    assertReadError(marked: insertMarker(in: text, before: "tr"), message: "invalid literal: expected true")
  }

  func testTruncatedBeforeTheLastBrace() {
    var text = Self.valid
    text.removeLast()
    assertReadError(marked: "‸" + text, message: "unexpected end of file: the object opened here is not closed")
  }

  func testTruncatedInsideAnArray() {
    assertReadError(
      marked: "{\n  \"a\" : ‸[\n    1,\n    2", message: "unexpected end of file: the array opened here is not closed")
    assertReadError(marked: "{\n  \"a\" : [\n    1,\n‸", message: "expected a value, found the end of the file")
  }

  func testTruncatedInsideANumber() {
    assertReadError(marked: "{\n  \"a\" : -‸", message: "invalid number: expected a digit")
    assertReadError(marked: "{\n  \"a\" : 1.‸", message: "invalid number: expected a digit after '.'")
    assertReadError(marked: "{\n  \"a\" : 1e‸", message: "invalid number: expected a digit in the exponent")
  }

  func testTruncatedInsideAnEscape() {
    assertReadError(marked: "{\n  \"a‸\\", message: "unterminated escape sequence")
    assertReadError(marked: "{\n  \"a‸\\u12", message: "incomplete \\u escape: expected 4 hex digits")
  }

  func testTruncatedInsideAMultiByteCharacter() {
    // "é" is C3 A9: cut after C3.
    assertReadError(marked: "{\n  \"caf‸¤", rawBytes: [[0xC3]], message: "invalid UTF-8 byte 0xC3")
  }

  // MARK: Tokens

  func testBadLiteral() {
    assertReadError(marked: "{\n  \"x\" : ‸tru,\n  \"sourceLanguage\" : \"en\"\n}", message: "invalid literal: expected true")
    assertReadError(marked: "{\n  \"x\" : ‸nul\n}", message: "invalid literal: expected null")
    assertReadError(marked: "{\n  \"x\" : ‸False\n}", message: "expected a value (string, number, object, array, true, false or null), found 'F'")
  }

  func testBadCharacterWhereAValueBelongs() {
    assertReadError(marked: "{\n  \"x\" : ‸@\n}", message: "expected a value (string, number, object, array, true, false or null), found '@'")
    assertReadError(marked: "{\n  \"x\" : [\n    1,\n    ‸@\n  ]\n}", message: "found '@'")
    assertReadError(marked: "{\n  ‸@ : 1\n}", message: "expected a member name (a string) in the catalog, found '@'")
  }

  func testBadLiteralInATypedMember() {
    let text = catalogText(entry: "{\n      \"shouldTranslate\" : ‸tru\n    }")
    assertReadError(marked: text, message: "invalid literal: expected true")
  }

  func testBadNumbers() {
    assertReadError(marked: "{\n  \"x\" : ‸01\n}", message: "leading zeros are not allowed")
    assertReadError(marked: "{\n  \"x\" : ‸+1\n}", message: "found '+'")
    assertReadError(marked: "{\n  \"x\" : ‸.5\n}", message: "found '.'")
    assertReadError(marked: "{\n  \"x\" : 1‸x\n}", message: "expected ',' or '}' after a member of the catalog, found 'x'")
  }

  func testMissingComma() {
    assertReadError(
      marked: "{\n  \"sourceLanguage\" : \"en\"\n  ‸\"strings\" : {\n\n  }\n}",
      message: "expected ',' or '}' after a member of the catalog, found a string")
    assertReadError(marked: "{\n  \"x\" : [\n    1\n    ‸2\n  ]\n}", message: "expected ',' or ']' in an array, found '2'")
    let inEntry = catalogText(entry: "{\n      \"comment\" : \"c\"\n      ‸\"extractionState\" : \"manual\"\n    }")
    assertReadError(marked: inEntry, message: "expected ',' or '}' after a member of a string entry, found a string")
  }

  func testMissingColon() {
    assertReadError(marked: "{\n  \"sourceLanguage\" ‸\"en\"\n}", message: "expected ':' after the member name, found a string")
    assertReadError(marked: "{\n  \"sourceLanguage\"‸, \"en\"\n}", message: "expected ':' after the member name, found ','")
  }

  /// A trailing comma is read (ReaderLenientTests); two commas, or a comma alone, are not.
  func testCommasWithoutAMember() {
    assertReadError(
      marked: "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\n  },‸,\n}",
      message: "expected a member name (a string) in the catalog, found ','")
    assertReadError(marked: "{\n  \"x\" : [\n    1,\n  ‸,]\n}", message: "expected a value")
    assertReadError(marked: "{\n  \"strings\" : {‸,}\n}", message: "expected a member name (a string)")
  }

  func testTrailingGarbageAfterTheCatalog() {
    assertReadError(marked: Self.valid + "‸x", message: "unexpected 'x' after the end of the catalog")
    assertReadError(marked: Self.valid + "\n\n  ‸}", message: "unexpected '}' after the end of the catalog")
    assertReadError(marked: Self.valid + "\n‸{\n}", message: "unexpected '{' after the end of the catalog")
    assertReadError(marked: Self.valid + "‸,", message: "unexpected ',' after the end of the catalog")
    // Trailing whitespace is fine.
    XCTAssertNoThrow(try readCatalog(Self.valid + "\n \t\r\n"))
  }

  // MARK: Strings

  func testUnterminatedString() {
    assertReadError(marked: "{\n  \"sourceLanguage\" : ‸\"en", message: "unterminated string: no closing '\"'")
    assertReadError(marked: "{\n  \"sourceLanguage\" : ‸\"e\\\"n", message: "unterminated string: no closing '\"'")
  }

  func testRawLineBreakInsideAString() {
    let text = Self.valid.replacingOccurrences(of: "\"Hallo\"", with: "\"Hal‸\nlo\"")
    assertReadError(marked: text, message: "line break inside a string")
    // Also after an escape (the slow path of the string reader).
    let escaped = Self.valid.replacingOccurrences(of: "\"Hallo\"", with: "\"Hal\\\"‸\nlo\"")
    assertReadError(marked: escaped, message: "line break inside a string")
  }

  func testRawControlCharactersInsideAString() {
    assertReadError(marked: "{\n  \"source‸\tLanguage\" : \"en\"\n}", message: "control character U+0009 inside a string must be escaped")
    assertReadError(marked: "{\n  \"sourceLanguage\" : \"e‸\r\"\n}", message: "control character U+000D inside a string must be escaped")
    assertReadError(marked: "{\n  \"x\" : \"\\n‸\u{1}\"\n}", message: "control character U+0001")
  }

  func testBadEscape() {
    assertReadError(marked: "{\n  \"sourceLanguage\" : \"e‸\\xn\"\n}", message: "invalid escape '\\x'")
    assertReadError(marked: "{\n  \"x\" : \"‸\\'\"\n}", message: "invalid escape '\\''")
    assertReadError(marked: "{\n  \"x\" : \"‸\\U0041\"\n}", message: "invalid escape '\\U'")
  }

  func testIncompleteUnicodeEscape() {
    assertReadError(marked: "{\n  \"x\" : \"ab‸\\u12\"\n}", message: "expected 4 hex digits")
    assertReadError(marked: "{\n  \"x\" : \"‸\\u12G4\"\n}", message: "expected 4 hex digits")
  }

  func testLoneSurrogates() {
    assertReadError(marked: "{\n  \"x\" : \"a‸\\ud800\"\n}", message: "lone surrogate \\uD800")
    assertReadError(marked: "{\n  \"x\" : \"a‸\\ud800b\"\n}", message: "lone surrogate \\uD800")
    assertReadError(marked: "{\n  \"x\" : \"‸\\ud800\\u0041\"\n}", message: "lone surrogate \\uD800")
    assertReadError(marked: "{\n  \"x\" : \"‸\\ud800\\ud800\"\n}", message: "lone surrogate \\uD800")
    assertReadError(marked: "{\n  \"x\" : \"a‸\\udc00\"\n}", message: "lone surrogate \\uDC00")
    assertReadError(marked: "{\n  \"x\" : \"\\ud83d\\ude00‸\\ude00\"\n}", message: "lone surrogate \\uDE00")
  }

  // MARK: Invalid UTF-8

  func testInvalidUTF8InsideStrings() {
    let cases: [(bytes: [UInt8], message: String)] = [
      ([0xFF], "invalid UTF-8 byte 0xFF"),
      ([0xFE], "invalid UTF-8 byte 0xFE"),
      ([0xC0, 0x80], "invalid UTF-8 byte 0xC0"),  // overlong NUL
      ([0xC1, 0xBF], "invalid UTF-8 byte 0xC1"),  // overlong
      ([0xE0, 0x80, 0x80], "invalid UTF-8 byte 0xE0"),  // overlong 3-byte
      ([0xF0, 0x80, 0x80, 0x80], "invalid UTF-8 byte 0xF0"),  // overlong 4-byte
      ([0xE2, 0x82], "invalid UTF-8 byte 0xE2"),  // truncated sequence, then the closing quote
      ([0xF0, 0x9F, 0x98], "invalid UTF-8 byte 0xF0"),  // truncated emoji
      ([0xED, 0xA0, 0x80], "invalid UTF-8 byte 0xED"),  // encoded surrogate U+D800
      ([0xED, 0xBF, 0xBF], "invalid UTF-8 byte 0xED"),  // encoded surrogate U+DFFF
      ([0xF4, 0x90, 0x80, 0x80], "invalid UTF-8 byte 0xF4"),  // beyond U+10FFFF
      ([0x80], "invalid UTF-8 byte 0x80"),  // lone continuation byte
    ]
    for (bytes, message) in cases {
      // In a key, after non-ASCII text: the column counts scalars, not bytes.
      assertReadError(
        marked: "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"é漢😀‸¤\" : {\n\n    }\n  }\n}",
        rawBytes: [bytes], message: message)
      // In a value after an escape (the slow path of the string reader).
      assertReadError(marked: "{\n  \"x\" : \"\\n‸¤\"\n}", rawBytes: [bytes], message: message)
    }
  }

  func testValidUTF8AtTheEdgesIsAccepted() throws {
    // U+0080, U+07FF, U+0800, U+D7FF, U+E000, U+FFFF, U+10000, U+10FFFF written raw.
    let text = "{\n  \"x\" : \"\u{80}\u{7FF}\u{800}\u{D7FF}\u{E000}\u{FFFF}\u{10000}\u{10FFFF}\",\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\n  }\n}"
    let catalog = try readCatalog(text).catalog
    XCTAssertEqual(catalog.extra.first?.value, .string("\u{80}\u{7FF}\u{800}\u{D7FF}\u{E000}\u{FFFF}\u{10000}\u{10FFFF}"))
    assertFormats(text, to: "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\n  },\n  \"x\" : \"\u{80}\u{7FF}\u{800}\u{D7FF}\u{E000}\u{FFFF}\u{10000}\u{10FFFF}\"\n}")
  }

  func testInvalidUTF8OutsideStrings() {
    assertReadError(marked: "{\n  \"x\" : ‸¤\n}", rawBytes: [[0xFF]], message: "found byte 0xFF")
    assertReadError(marked: "{\n  ‸¤", rawBytes: [[0xC3, 0xA9]], message: "expected a member name (a string) in the catalog, found byte 0xC3")
  }

  // MARK: Helpers

  /// `text` cut right after the first occurrence of `marker`.
  private func prefix(of text: String, through marker: String) -> String {
    guard let range = text.range(of: marker) else {
      XCTFail("marker \(marker) not found")
      return text
    }
    return String(text[..<range.upperBound])
  }

  /// `text` with `‸` inserted before the last occurrence of `anchor`.
  private func insertMarker(in text: String, before anchor: String) -> String {
    guard let range = text.range(of: anchor, options: .backwards) else {
      XCTFail("anchor \(anchor) not found")
      return text
    }
    return text.replacingCharacters(in: range.lowerBound..<range.lowerBound, with: "‸")
  }
}

import CatalogTestSupport
import StringCatalog
import XCTest

/// String escapes on input, and the escape set the writer uses (spec rule 9, §3.3).
final class ReaderStringEscapeTests: XCTestCase {
  /// (JSON text of the key as found in a file, the decoded key, the JSON text Xcode writes for it)
  static let cases: [(input: String, decoded: String, output: String)] = [
    (#"Say \"hi\""#, "Say \"hi\"", #"Say \"hi\""#),
    (#"back\\slash"#, "back\\slash", #"back\\slash"#),
    (#"a\/b"#, "a/b", "a/b"),
    ("/path/to/dir", "/path/to/dir", "/path/to/dir"),
    (#"line\nbreak"#, "line\nbreak", #"line\nbreak"#),
    (#"\u000A"#, "\n", #"\n"#),
    (#"\u0009tab"#, "\ttab", #"\ttab"#),
    (#"\u0008\u000C\u000D"#, "\u{8}\u{C}\r", #"\b\f\r"#),
    (#"\b\f\r\t"#, "\u{8}\u{C}\r\t", #"\b\f\r\t"#),
    (#"x\u0001y"#, "x\u{1}y", #"x\u0001y"#),
    (#"\u001F\u001b\u000B\u0000"#, "\u{1F}\u{1B}\u{B}\u{0}", #"\u001f\u001b\u000b\u0000"#),
    (#"del\u007Fete"#, "del\u{7F}ete", "del\u{7F}ete"),
    ("raw del\u{7F}", "raw del\u{7F}", "raw del\u{7F}"),
    (#"line\u2028separator"#, "line\u{2028}separator", "line\u{2028}separator"),
    ("raw\u{2028}ls\u{2029}ps", "raw\u{2028}ls\u{2029}ps", "raw\u{2028}ls\u{2029}ps"),
    (#"caf\u00e9"#, "café", "café"),
    (#"smile \ud83d\ude00 \uD83D\uDE00"#, "smile 😀 😀", "smile 😀 😀"),
    ("👩‍👩‍👧 family", "👩‍👩‍👧 family", "👩‍👩‍👧 family"),
    ("nbsp\u{A0}zwsp\u{200B}", "nbsp\u{A0}zwsp\u{200B}", "nbsp\u{A0}zwsp\u{200B}"),
    ("漢字 and e\u{301} decomposed", "漢字 and e\u{301} decomposed", "漢字 and e\u{301} decomposed"),
    ("", "", ""),
  ]

  func testKeysAreDecodedAndWrittenWithXcodesEscapes() throws {
    for (input, decoded, output) in Self.cases {
      let text = catalogText(entry: "{\n\n    }", key: input)
      let catalog = try readCatalog(text).catalog
      XCTAssertEqual(catalog.strings.keys.map { Array($0.unicodeScalars) }, [Array(decoded.unicodeScalars)], "key \(input)")
      assertFormats(text, to: catalogText(entry: "{\n\n    }", key: output))
    }
  }

  func testValuesAndCommentsUseTheSameEscapes() throws {
    for (input, decoded, output) in Self.cases {
      func entry(_ text: String) -> String {
        "{\n      \"comment\" : \"\(text)\",\n      \"localizations\" : {\n        \"de\" : {\n          \"stringUnit\" : {\n"
          + "            \"state\" : \"translated\",\n            \"value\" : \"\(text)\"\n          }\n        }\n      }\n    }"
      }
      let text = catalogText(entry: entry(input))
      let read = try XCTUnwrap(try readCatalog(text).catalog.strings["k"])
      XCTAssertEqual(read.comment.map { Array($0.unicodeScalars) }, Array(decoded.unicodeScalars), "comment \(input)")
      XCTAssertEqual(
        read.localization("de")?.stringUnit?.value.unicodeScalars.map { $0 }, Array(decoded.unicodeScalars), "value \(input)")
      assertFormats(text, to: catalogText(entry: entry(output)))
    }
  }

  /// The writer, fed a model built in code, escapes exactly the C0 controls, `"` and `\`.
  func testWriterEscapesEveryControlCharacter() {
    var key = ""
    for scalar in 0..<0x20 { key.unicodeScalars.append(Unicode.Scalar(UInt8(scalar))) }
    key += "\"\\/\u{7F}\u{80}\u{2028}\u{2029}\u{FEFF}"
    let catalog = makeCatalog(version: nil, [(key, Entry())])
    let expectedKey =
      #"\u0000\u0001\u0002\u0003\u0004\u0005\u0006\u0007\b\t\n\u000b\f\r\u000e\u000f"#
      + #"\u0010\u0011\u0012\u0013\u0014\u0015\u0016\u0017\u0018\u0019\u001a\u001b\u001c\u001d\u001e\u001f"#
      + "\\\"\\\\/\u{7F}\u{80}\u{2028}\u{2029}\u{FEFF}"
    assertSameBytes(
      CatalogWriter.bytes(catalog),
      Array("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"\(expectedKey)\" : {\n\n    }\n  }\n}".utf8))
  }

  /// Canonically equivalent keys are different keys: the format has no Unicode normalization
  /// (spec §3.3), Xcode's NSDictionary keeps both, and `.forcedOrdering` orders them.
  func testCanonicallyEquivalentKeysAreKeptApart() throws {
    let text = #"{"sourceLanguage":"en","strings":{"caf\u00e9":{"comment":"precomposed"},"cafe\u0301":{"comment":"decomposed"}}}"#
    let result = try readCatalog(text)
    XCTAssertEqual(result.catalog.strings.count, 2, "\(result.catalog.strings.keys.map(\.unicodeScalars.count))")
    XCTAssertEqual(result.warnings, [])
    XCTAssertEqual(Set(result.catalog.strings.keys.map(\.unicodeScalars.count)), [4, 5])
    assertSameBytes(
      CatalogWriter.bytes(result.catalog),
      Array(("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"cafe\u{301}\" : {\n      \"comment\" : \"decomposed\"\n    },\n"
        + "    \"caf\u{E9}\" : {\n      \"comment\" : \"precomposed\"\n    }\n  }\n}").utf8))
  }
}

import CatalogTestSupport
import StringCatalog
import XCTest

/// Byte-order marks and UTF-16: Xcode writes plain UTF-8, but hand-made files are read too.
final class ReaderEncodingTests: XCTestCase {
  static let text = #"""
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Café 😀" : {
          "localizations" : {
            "ja" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "カフェ 😀\n漢字"
              }
            }
          }
        }
      },
      "version" : "1.0"
    }
    """#

  func testUTF8WithByteOrderMarkReadsTheSameCatalog() throws {
    let plain = try readCatalog(Self.text)
    let withMark = try CatalogReader.read(bytes: [0xEF, 0xBB, 0xBF] + Array(Self.text.utf8))
    XCTAssertEqual(withMark.catalog, plain.catalog)
    XCTAssertNil(plain.encodingNote)
    XCTAssertEqual(withMark.encodingNote, "UTF-8 with a byte-order mark")
    // Formatting drops the mark (Xcode writes none).
    assertFormats(bytes: [0xEF, 0xBB, 0xBF] + Array(Self.text.utf8), to: Self.text)
  }

  func testUTF16LittleEndianWithByteOrderMarkReadsTheSameCatalog() throws {
    let result = try CatalogReader.read(bytes: utf16(Self.text, bigEndian: false, mark: true))
    XCTAssertEqual(result.catalog, try readCatalog(Self.text).catalog)
    XCTAssertEqual(result.encodingNote, "UTF-16LE")
    assertFormats(bytes: utf16(Self.text, bigEndian: false, mark: true), to: Self.text)
  }

  func testUTF16BigEndianWithByteOrderMarkReadsTheSameCatalog() throws {
    let result = try CatalogReader.read(bytes: utf16(Self.text, bigEndian: true, mark: true))
    XCTAssertEqual(result.catalog, try readCatalog(Self.text).catalog)
    XCTAssertEqual(result.encodingNote, "UTF-16BE")
    assertFormats(bytes: utf16(Self.text, bigEndian: true, mark: true), to: Self.text)
  }

  func testUTF16WithoutByteOrderMarkIsAnError() {
    assertReadError(
      bytes: utf16(Self.text, bigEndian: false, mark: false), line: 1, column: 1,
      message: "looks like UTF-16 without a byte-order mark")
    assertReadError(
      bytes: utf16(Self.text, bigEndian: true, mark: false), line: 1, column: 1,
      message: "looks like UTF-16 without a byte-order mark")
  }

  func testErrorsInUTF16FilesAreLocatedInCharacters() {
    let (bytes, line, column) = marked("{\n  \"sourceLanguage\" : \"en\"\n  ‸\"strings\" : {}\n}")
    let text = String(decoding: bytes, as: UTF8.self)
    for bigEndian in [false, true] {
      assertReadError(
        bytes: utf16(text, bigEndian: bigEndian, mark: true), line: line, column: column,
        message: "expected ',' or '}' after a member of the catalog")
    }
  }

  func testErrorsAfterAUTF8ByteOrderMarkIgnoreTheMark() {
    assertReadError(bytes: [0xEF, 0xBB, 0xBF] + Array("[]".utf8), line: 1, column: 1, message: "found '['")
    assertReadError(bytes: [0xEF, 0xBB, 0xBF], line: 1, column: 1, message: "the file is empty")
  }

  func testMalformedUTF16() {
    var odd = utf16(Self.text, bigEndian: false, mark: true)
    odd.append(0x20)
    assertReadError(bytes: odd, line: 16, column: 2, message: "invalid UTF-16: the file has an odd number of bytes")

    // A lone high surrogate (D800) in the middle of line 2.
    let prefix = "{\n  \"x"
    var lone = utf16(prefix, bigEndian: true, mark: true)
    lone += [0xD8, 0x00]
    lone += utf16("\" : 1\n}", bigEndian: true, mark: false)
    assertReadError(bytes: lone, line: 2, column: 5, message: "invalid UTF-16: a lone surrogate")
  }

  private func utf16(_ text: String, bigEndian: Bool, mark: Bool) -> [UInt8] {
    var bytes: [UInt8] = mark ? (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) : []
    for unit in text.utf16 {
      let high = UInt8(unit >> 8)
      let low = UInt8(unit & 0xFF)
      bytes += bigEndian ? [high, low] : [low, high]
    }
    return bytes
  }
}

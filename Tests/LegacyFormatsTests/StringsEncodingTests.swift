import XCTest

@testable import LegacyFormats

final class StringsEncodingTests: XCTestCase {
  private let sample = "/* c */\n\"Größe\" = \"😀 size\";\n"

  func testUTF8WithBOM() throws {
    let file = try StringsFile.parse([0xEF, 0xBB, 0xBF] + Array(sample.utf8))
    XCTAssertEqual(file.encoding, .utf8BOM)
    XCTAssertEqual(file.dictionary, ["Größe": "😀 size"])
    // The BOM is not part of the text, so the first column is still 1.
    XCTAssertEqual(file.entries[0].keyPosition, position(2, 1))
  }

  func testUTF16LittleEndian() throws {
    let file = try StringsFile.parse(utf16Bytes(sample, bigEndian: false))
    XCTAssertEqual(file.encoding, .utf16LE)
    XCTAssertEqual(file.dictionary, ["Größe": "😀 size"])
    XCTAssertEqual(file.entries[0].valuePosition, position(2, 11))
  }

  func testUTF16BigEndian() throws {
    let file = try StringsFile.parse(utf16Bytes(sample, bigEndian: true))
    XCTAssertEqual(file.encoding, .utf16BE)
    XCTAssertEqual(file.entries[0].comment, "c")
    XCTAssertEqual(file.dictionary, ["Größe": "😀 size"])
  }

  func testEmptyUTF16FileIsValid() throws {
    let file = try StringsFile.parse([0xFF, 0xFE, 0x0A, 0x00])
    XCTAssertEqual(file.entries, [])
    XCTAssertEqual(file.encoding, .utf16LE)
  }

  func testInvalidUTF8PointsAtTheBadByte() {
    let bytes = Array("\"a\" = \"b\";\n\"é".utf8) + [0xC3, 0x28] + Array("\" = \"x\";".utf8)
    assertParseError({ _ = try StringsFile.parse(bytes) }, line: 2, column: 3, message: "invalid UTF-8")
  }

  func testUTF16WithOddByteCount() {
    let bytes = utf16Bytes("\"a\" = \"b\";", bigEndian: false) + [0x0A]
    assertParseError({ _ = try StringsFile.parse(bytes) }, line: 1, column: 11, message: "odd number of bytes")
  }

  func testUTF16WithUnpairedSurrogate() {
    // "ab" on line 1, then a lone high surrogate followed by 'c'.
    let bytes: [UInt8] = [0xFF, 0xFE, 0x61, 0x00, 0x0A, 0x00, 0x62, 0x00, 0x3D, 0xD8, 0x63, 0x00]
    assertParseError({ _ = try StringsFile.parse(bytes) }, line: 2, column: 2, message: "unpaired surrogate")
  }
}

import Foundation
import XCTest

@testable import LegacyFormats

/// Decision: compiled binary-plist .strings are accepted, read by Glossa's
/// own bounds-checked reader, with encoding `.binaryPropertyList`.
/// Foundation is only used here to write valid test files.
final class BinaryPlistStringsTests: XCTestCase {
  private func binaryPlist(_ object: Any) throws -> [UInt8] {
    Array(try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0))
  }

  func testBinaryDictionaryOfStrings() throws {
    let file = try StringsFile.parse(binaryPlist(["b": "Zwei", "a": "Eins 😀"]))
    XCTAssertEqual(file.encoding, .binaryPropertyList)
    XCTAssertEqual(file.dictionary, ["a": "Eins 😀", "b": "Zwei"])
    XCTAssertEqual(file.entries.first?.keyPosition, position(1, 1))
    XCTAssertEqual(file.duplicates, [])
  }

  func testLongStringsAndManyEntries() throws {
    // More than 15 entries and characters need the extended length form.
    var dictionary: [String: String] = [:]
    for index in 0..<40 {
      dictionary["key number \(index) with a long name"] = String(repeating: "é✓x", count: index)
    }
    let file = try StringsFile.parse(binaryPlist(dictionary))
    XCTAssertEqual(file.dictionary, dictionary)
    XCTAssertEqual(file.entries.count, 40)
  }

  func testBinaryNonStringValueIsRejected() throws {
    let bytes = try binaryPlist(["a": 1])
    assertParseError({ _ = try StringsFile.parse(bytes) }, line: 1, column: 1, message: "value of \"a\"")
  }

  func testBinaryNonDictionaryIsRejected() throws {
    let bytes = try binaryPlist(["x"])
    assertParseError({ _ = try StringsFile.parse(bytes) }, line: 1, column: 1, message: "not a dictionary")
  }

  func testTruncatedBinaryPlistIsRejected() throws {
    let bytes = try binaryPlist(["a": "b"])
    for length in [6, 8, bytes.count / 2, bytes.count - 1] {
      assertParseError(
        { _ = try StringsFile.parse(Array(bytes.prefix(length))) }, line: 1, column: 1,
        message: "malformed binary property list")
    }
  }

  /// Foundation crashed on some of these mutations; the reader must only
  /// ever return entries or throw.
  func testMutatedBinaryPlistsNeverCrash() throws {
    var dictionary: [String: String] = [:]
    for index in 0..<20 { dictionary["k\(index)"] = "välue \(index) " + String(repeating: "x", count: index) }
    let seed = try binaryPlist(dictionary)
    XCTAssertEqual(try StringsFile.parse(seed).dictionary, dictionary, "the undamaged plist reads")
    var random = SplitMix64(seed: 7)
    let interesting: [UInt8] = [0x00, 0xFF, 0x7F, 0x80, 0x01, 0xD0, 0xDF, 0x5F, 0x6F, 0x13, 0x08]
    var outcomes = FuzzOutcomes()
    for _ in 0..<3_000 {
      var bytes = seed
      for _ in 0...random.next(below: 4) {
        let index = random.next(below: bytes.count)
        bytes[index] =
          random.next(below: 2) == 0
          ? UInt8(random.next(below: 256)) : interesting[random.next(below: interesting.count)]
      }
      outcomes.record(bytes, StringsFile.parse)
    }
    outcomes.assertBothPathsReached()
  }

  func testBinaryStringsDictIsRejectedWithAClearMessage() throws {
    let bytes = try binaryPlist(["a": ["NSStringLocalizedFormatKey": "x"]])
    assertParseError(
      { _ = try StringsDictFile.parse(bytes) }, line: 1, column: 1,
      message: "binary property list .stringsdict files are not supported")
  }
}

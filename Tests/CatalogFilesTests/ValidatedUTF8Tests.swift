import CatalogTestSupport
import XCTest

@testable import CatalogChecks
@testable import CatalogEditing
@testable import CatalogFiles
@testable import CatalogModel
@testable import CatalogWorkspace
import StringCatalog

/// The reader's own UTF-8 check decides which bytes become strings without the standard
/// library's second look, so it must agree with the standard library on every sequence.
final class ValidatedUTF8Tests: XCTestCase {
  /// What the standard library calls valid: decoding keeps every byte (invalid ones become
  /// U+FFFD, which changes them).
  private func standardLibraryAccepts(_ bytes: [UInt8]) -> Bool {
    Array(String(decoding: bytes, as: UTF8.self).utf8) == bytes
  }

  /// The automaton, and the vector check both with its last block copied and loaded in place
  /// (with bytes after the end that would be errors, or would complete a cut sequence, if they
  /// were looked at).
  private func check(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) {
    let expected = standardLibraryAccepts(bytes)
    let shown = "\(bytes.map { String($0, radix: 16) })"
    let automaton = bytes.withUnsafeBufferPointer { UTF8Check.isValidByAutomaton($0) }
    XCTAssertEqual(automaton, expected, "automaton: \(shown)", file: file, line: line)
    for level: Int32 in [1, 2] {
      let copied = bytes.withUnsafeBufferPointer { UTF8Check.isValid($0, readable: 0, vectorLevel: level) }
      guard let copied else { continue }  // not on this machine
      XCTAssertEqual(copied, expected, "level \(level), last block copied: \(shown)", file: file, line: line)
      for after in [[UInt8](repeating: 0x80, count: 32), [UInt8](repeating: 0xFF, count: 32)] {
        let padded = bytes + after
        let inPlace = padded.withUnsafeBufferPointer { buffer in
          UTF8Check.isValid(UnsafeBufferPointer(rebasing: buffer[..<bytes.count]), readable: buffer.count, vectorLevel: level)
        }
        XCTAssertEqual(inPlace, expected, "level \(level), last block in place, then \(after[0]): \(shown)", file: file, line: line)
      }
    }
    XCTAssertEqual(bytes.withUnsafeBufferPointer { UTF8Check.isValid($0) }, expected, "as the reader calls it: \(shown)", file: file, line: line)
  }

  func testThisMachineChecksWithVectorCodeWhereItHasIt() {
    #if arch(x86_64)
      XCTAssertGreaterThanOrEqual(UTF8Check.vectorLevel, 1, "every x86-64 machine Glossa runs on has SSSE3")
      XCTAssertNotNil([UInt8]("ü".utf8).withUnsafeBufferPointer { UTF8Check.isValid($0, readable: 0, vectorLevel: 1) })
    #else
      XCTAssertEqual(UTF8Check.vectorLevel, 0)
    #endif
  }

  func testEverySequenceOfUpToThreeBytesAgreesWithTheStandardLibrary() {
    var checked = 0
    for first in 0...255 {
      check([UInt8(first)])
      for second in 0...255 {
        check([UInt8(first), UInt8(second)])
        // Three-byte sequences only where the first two could begin one (the rest fail early
        // the same way), with every third byte.
        guard first >= 0xE0 else { continue }
        for third in 0...255 {
          check([UInt8(first), UInt8(second), UInt8(third)])
          checked += 1
        }
      }
    }
    XCTAssertEqual(checked, 32 * 256 * 256)
  }

  func testFourByteSequencesAgreeWithTheStandardLibrary() {
    let interesting: [UInt8] = [0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC2, 0xE0, 0xED, 0xF0, 0xF4, 0xF5, 0xFF]
    for first in 0xF0...0xFF {
      for second in 0...255 {
        for third in interesting {
          for fourth in interesting {
            check([UInt8(first), UInt8(second), third, fourth])
          }
        }
      }
    }
  }

  /// The automaton skips ASCII eight bytes at a time and the vector check works in blocks of 16;
  /// sequences that start, end or break at every place around a word's or a block's edge are
  /// still seen.
  func testSequencesAcrossWordEdgesAgreeWithTheStandardLibrary() {
    let pieces: [[UInt8]] = [
      Array("é".utf8), Array("日".utf8), Array("😀".utf8), [0xC3], [0xE6, 0x97], [0xF0, 0x9F, 0x98], [0x80], [0xED, 0xA0, 0x80],
      [0xC0, 0xAF], [0xF4, 0x90, 0x80, 0x80],
    ]
    for prefix in 0...81 {
      for piece in pieces {
        for suffix in [0, 1, 7, 8, 9, 15, 16, 17, 31, 32, 33] {
          check([UInt8](repeating: 0x61, count: prefix) + piece + [UInt8](repeating: 0x62, count: suffix))
          check([UInt8](repeating: 0x61, count: prefix) + Array("ü".utf8) + piece + Array("ş".utf8))
        }
      }
    }
  }

  func testRandomTextAgreesWithTheStandardLibrary() {
    var generator = SystemRandomNumberGenerator()
    let alphabet = Array("aZ 9.é日ß😀Ωж".unicodeScalars)
    for _ in 0..<20_000 {
      var bytes = Array(String(String.UnicodeScalarView((0..<Int.random(in: 0...110, using: &generator)).map { _ in
        alphabet.randomElement(using: &generator) ?? "a"
      })).utf8)
      if !bytes.isEmpty && Bool.random(using: &generator) {
        bytes[Int.random(in: 0..<bytes.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
      }
      check(bytes)
    }
  }

  func testStringsMadeWithoutTheSecondCheckEqualDecodedOnes() {
    for text in ["", "plain", "sixteen bytes!!!", "Привет, мир — 日本語のテキスト 😀", "\u{10FFFF}\u{80}"] {
      let bytes = Array(text.utf8)
      let ascii = bytes.allSatisfy { $0 < 0x80 }
      let made = bytes.withUnsafeBufferPointer { ValidatedUTF8.string($0, isASCII: ascii) }
      XCTAssertEqual(made, text)
      XCTAssertEqual(made.count, text.count)
      XCTAssertEqual(made.hashValue, text.hashValue)
      XCTAssertEqual(Array(made.utf8), bytes)
    }
  }

  /// A bad byte inside a value is still reported where it is.
  func testAnInvalidByteInAValueIsReportedAtItsLineAndColumn() throws {
    var bytes = Array("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"k\" : {\n      \"comment\" : \"Привет мир".utf8)
    bytes += [0xD0, 0x41]
    bytes += Array(" tail\"\n    }\n  },\n  \"version\" : \"1.0\"\n}\n".utf8)
    XCTAssertThrowsError(try CatalogReader.read(bytes: bytes, path: "bad.xcstrings")) { error in
      XCTAssertEqual("\(error)", "bad.xcstrings:5:30: invalid UTF-8 byte 0xD0 (the file must be UTF-8)")
    }
  }
}

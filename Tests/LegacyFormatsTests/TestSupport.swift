import XCTest

@testable import LegacyFormats

/// Parses UTF-8 text as a .strings file.
func parseStrings(_ text: String) throws -> StringsFile {
  try StringsFile.parse(Array(text.utf8))
}

func parseStringsDict(_ text: String) throws -> StringsDictFile {
  try StringsDictFile.parse(Array(text.utf8))
}

func position(_ line: Int, _ column: Int) -> SourcePosition {
  SourcePosition(line: line, column: column)
}

/// Asserts that `body` throws a LegacyParseError at exactly line:column
/// whose message contains `message`.
func assertParseError(
  _ body: () throws -> Void, line: Int, column: Int, message: String,
  file: StaticString = #filePath, testLine: UInt = #line
) {
  do {
    try body()
    XCTFail("expected an error at \(line):\(column) containing \(message)", file: file, line: testLine)
  } catch let error as LegacyParseError {
    XCTAssertEqual(error.position, position(line, column), "\(error)", file: file, line: testLine)
    XCTAssertTrue(error.message.contains(message), "message was: \(error.message)", file: file, line: testLine)
  } catch {
    XCTFail("unexpected error type: \(error)", file: file, line: testLine)
  }
}

func assertStringsError(
  _ text: String, line: Int, column: Int, message: String,
  file: StaticString = #filePath, testLine: UInt = #line
) {
  assertParseError(
    { _ = try parseStrings(text) }, line: line, column: column, message: message, file: file, testLine: testLine)
}

func assertStringsDictError(
  _ text: String, line: Int, column: Int, message: String,
  file: StaticString = #filePath, testLine: UInt = #line
) {
  assertParseError(
    { _ = try parseStringsDict(text) }, line: line, column: column, message: message, file: file, testLine: testLine)
}

/// UTF-16 bytes of `text` with a byte order mark.
func utf16Bytes(_ text: String, bigEndian: Bool) -> [UInt8] {
  var bytes: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
  for unit in text.utf16 {
    let high = UInt8(unit >> 8)
    let low = UInt8(unit & 0xFF)
    bytes += bigEndian ? [high, low] : [low, high]
  }
  return bytes
}

/// A small deterministic generator so fuzz tests repeat exactly.
struct SplitMix64 {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  mutating func next(below bound: Int) -> Int {
    Int(next() % UInt64(bound))
  }
}

import XCTest

@testable import LegacyFormats

/// What a reader did with damaged inputs. Every error must say where, inside the input, and what;
/// the counts show the damage reached both ends (some inputs still read, some are refused), so a
/// run that only ever hit one path cannot pass as a fuzz test.
struct FuzzOutcomes {
  var parsed = 0
  var rejected = 0

  mutating func record<Parsed>(
    _ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line,
    _ parse: ([UInt8]) throws(LegacyParseError) -> Parsed
  ) {
    do {
      _ = try parse(bytes)
      parsed += 1
    } catch {
      rejected += 1
      // A decoded line break is at least one 0x0A or 0x0D byte, whatever the encoding.
      let lines = bytes.filter { $0 == 0x0A || $0 == 0x0D }.count + 1
      let position = error.position
      XCTAssertTrue(
        (1...lines).contains(position.line) && (1...bytes.count + 1).contains(position.column),
        "\(error) is outside the input (\(lines) lines, \(bytes.count) bytes)", file: file, line: line)
      XCTAssertFalse(error.message.isEmpty, "an error without a message at \(position)", file: file, line: line)
    }
  }

  func assertBothPathsReached(file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertGreaterThan(parsed, 0, "no damaged input read", file: file, line: line)
    XCTAssertGreaterThan(rejected, 0, "no damaged input refused", file: file, line: line)
  }
}

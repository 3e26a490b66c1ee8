import GlossaRuntime
import XCTest

/// Formatting through a pack, so the formatter is exercised as apps reach it.
final class PackFormatterTests: XCTestCase {
  func format(_ pattern: String, _ arguments: any Sendable...) throws -> String {
    let escaped = pattern.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    let fixture = try PackFixture([
      "languages.json": Manifests.languages(layout: "keys-once", entries: [Manifests.entry("en", fallback: ["en"])]),
      "keys.json": #"["k"]"#,
      "en.json": "[\"\(escaped)\"]",
    ])
    let pack = try StringPack(directory: fixture.directory, preferredLanguages: ["en"])
    return pack.string("k", arguments: arguments)
  }

  func testApplesSpecifiersWithSwiftValues() throws {
    XCTAssertEqual(try format("%@ has %lld new messages", "Zoë", 12), "Zoë has 12 new messages")
    XCTAssertEqual(try format("%2$@ before %1$@", "one", "two"), "two before one")
    XCTAssertEqual(try format("100%% of %d", 3), "100% of 3")
    XCTAssertEqual(try format("%.2f|%5.1f|%05lld|%-4d|%x", 3.14159, 2.25, 42, 7, 255), "3.14|  2.2|00042|7   |ff")
    XCTAssertEqual(try format("%@ and %@", 5, 2.5), "5 and 2.5")
    XCTAssertEqual(try format("%lu items", UInt8(200)), "200 items")
  }

  func testMismatchedOrMissingArgumentsNeverCrash() throws {
    XCTAssertEqual(try format("%lld and %@ and %3$@", "text"), "text and %@ and %3$@")
    XCTAssertEqual(try format("%f", "x"), "x")
    XCTAssertEqual(try format("50% off %"), "50% off %")
    XCTAssertEqual(try format("%0$@ %k", 1), "%0$@ %k")
  }

  /// A width from a downloaded pack must not make the app build a gigabyte string.
  func testHugeWidthOrPrecisionIsShownAsWritten() throws {
    XCTAssertEqual(try format("%999999999d|%.999999999f|%12d", 1), "%999999999d|%.999999999f|           1")
  }
}

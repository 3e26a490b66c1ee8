import XCTest

@testable import LegacyFormats

final class StringsDuplicateTests: XCTestCase {
  func testDuplicatesAreReportedWithBothPositionsAndLastWins() throws {
    let file = try parseStrings("\"hello\" = \"Hello\";\n\"bye\" = \"Bye\";\n  \"hello\" = \"Hi\";\nhello = \"Hey\";")
    XCTAssertEqual(file.entries.count, 4)
    XCTAssertEqual(
      file.duplicates,
      [
        DuplicateKey(key: "hello", first: position(1, 1), second: position(3, 3)),
        DuplicateKey(key: "hello", first: position(1, 1), second: position(4, 1)),
      ])
    XCTAssertEqual(file.dictionary, ["hello": "Hey", "bye": "Bye"])
  }

  func testNoDuplicates() throws {
    XCTAssertEqual(try parseStrings("a = b; c = d;").duplicates, [])
  }
}

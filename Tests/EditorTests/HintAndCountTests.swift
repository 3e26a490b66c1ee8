import StringCatalog
import XCTest

@testable import Editor

/// Issue 33 item 10: the grid's hint names the key that opens review (`R`; `r` toggles a cell's
/// state), and counted nouns go through the one pluralizing helper (`Plural`; the commands:
/// `CountedNounsCLITests`).
final class HintAndCountTests: XCTestCase {
  func testTheReviewHintIsCapitalR() throws {
    let harness = try sampleHarness(width: 200)
    XCTAssertTrue(harness.messageLine.contains("R review"), harness.messageLine)
    XCTAssertFalse(harness.messageLine.contains("r review"), harness.messageLine)
  }

  func testCountedNounsTakeTheirPluralFromOneHelper() {
    XCTAssertEqual(Plural.count(1, "entry"), "1 entry")
    XCTAssertEqual(Plural.count(2, "entry"), "2 entries")
    XCTAssertEqual(Plural.count(1, "batch"), "1 batch")
    XCTAssertEqual(Plural.count(3, "batch"), "3 batches")
    XCTAssertEqual(Plural.count(2, "try"), "2 tries")
  }
}

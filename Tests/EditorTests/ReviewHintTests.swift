import StringCatalog
import XCTest

@testable import Editor

/// Issue 33 item 10: the grid's hint names the key that opens review (`R`; `r` toggles a cell's
/// state). Counted nouns: `CountedNounsCLITests`.
final class ReviewHintTests: XCTestCase {
  func testTheReviewHintIsCapitalR() throws {
    let harness = try sampleHarness(width: 200)
    XCTAssertTrue(harness.messageLine.contains("R review"), harness.messageLine)
    XCTAssertFalse(harness.messageLine.contains("r review"), harness.messageLine)
  }
}

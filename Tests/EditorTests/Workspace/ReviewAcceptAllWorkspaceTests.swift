import StringCatalog
import XCTest

@testable import Editor

/// Issue 33 item 4: review's `A` acts on the queue the card counts — every catalog of the
/// workspace — or, asked, on the current item's catalog only.
final class ReviewAcceptAllWorkspaceTests: XCTestCase {
  /// App has 2 cells needing review, Widget 3: the card counts 5.
  private func harness() throws -> EditorHarness {
    WorkspaceFixtures.harness(
      WorkspaceFixtures.workspace([
        ("App/Localizable.xcstrings", try WorkspaceFixtures.catalog(keys: ["Cancel", "OK"], review: ["Cancel", "OK"])),
        (
          "Widget/Localizable.xcstrings",
          try WorkspaceFixtures.catalog(keys: ["Refresh", "Share", "Stop"], review: ["Refresh", "Share", "Stop"])
        ),
      ]))
  }

  private func state(_ harness: EditorHarness, _ member: Int, _ key: String) -> TranslationState? {
    harness.state.workspace[member].catalog.strings[key]?.localization("de")?.stringUnit?.state
  }

  func testAcceptAllAcceptsEveryCatalogOfTheQueue() throws {
    var harness = try harness()
    harness.type("R")
    XCTAssertTrue(harness.lines[0].contains("1 / 5"), harness.lines[0])
    harness.type("A")
    XCTAssertEqual(
      harness.messageLine,
      "Accept all 5 remaining strings in 2 catalogs (de)? (y)es · (c)this catalog only: 2 · (n)o")
    harness.type("y")
    XCTAssertEqual(harness.messageLine, "Accepted 5 strings in 2 catalogs · u undoes one catalog at a time")
    for (member, key) in [(0, "Cancel"), (0, "OK"), (1, "Refresh"), (1, "Share"), (1, "Stop")] {
      XCTAssertEqual(state(harness, member, key), .translated, key)
    }
    XCTAssertTrue(harness.lines[0].contains("5 accepted"), harness.lines[0])
    harness.type("u")
    XCTAssertEqual(state(harness, 1, "Stop"), .needsReview)
    XCTAssertEqual(state(harness, 0, "OK"), .translated)
  }

  func testThisCatalogOnlyAcceptsTheCurrentItemsCatalogAndGoesOn() throws {
    var harness = try harness()
    harness.type("RAc")
    XCTAssertEqual(harness.messageLine, "Accepted 2 strings · u undoes them as one step")
    XCTAssertEqual(state(harness, 0, "Cancel"), .translated)
    XCTAssertEqual(state(harness, 1, "Refresh"), .needsReview)
    XCTAssertTrue(harness.lines[0].contains("3 / 5 · 2 accepted"), harness.lines[0])
    XCTAssertTrue(harness.lines[1].contains("Widget/Localizable.xcstrings › Refresh"), harness.lines[1])
  }
}

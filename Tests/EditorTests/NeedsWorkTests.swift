import StringCatalog
import XCTest

@testable import Editor

/// `]` and `[` in the sample's ar column: missing, new and needs-review cells, skipping stale
/// keys and keys marked don't translate (as every count leaves them out).
final class NeedsWorkTests: XCTestCase {
  func testNextCellNeedingWorkSkipsTranslatedAndDoNotTranslateRows() throws {
    var harness = try sampleHarness()
    var visited: [String] = []
    for _ in 0..<10 {
      harness.type("]")
      visited.append(harness.currentKey ?? "")
    }
    XCTAssertEqual(visited, [
      "Cancel", "Delete Hike", "Download the map before you lose signal.\nMaps are stored on this device.",
      "Elevation gain", "Offline maps", "Save", "Siri phrase: log a hike",
      "Tap to start tracking", "Weather at the trailhead: %@", "You hiked %#@distance@ in %#@days@",
    ])
    XCTAssertNil(harness.message)
  }

  func testWrapsAroundWithAMessage() throws {
    var harness = try sampleHarness()
    harness.type("G]")
    XCTAssertEqual(harness.currentKey, "Cancel")
    XCTAssertEqual(harness.messageLine, "Wrapped to top")
    harness.type("[")
    XCTAssertEqual(harness.currentKey, "You hiked %#@distance@ in %#@days@")
    XCTAssertEqual(harness.messageLine, "Wrapped to bottom")
    harness.type("[")
    XCTAssertEqual(harness.currentKey, "Weather at the trailhead: %@")
    XCTAssertNil(harness.message)
  }

  func testVariedCellNeedsWorkWhenAnyFormDoes() throws {
    var harness = try sampleHarness()
    harness.type("<Tab><Tab><Tab><Tab>]")  // ru
    XCTAssertEqual(harness.currentKey, "%lld photos", "four plural forms need review")
  }

  func testColumnWithoutWorkSaysSo() throws {
    var harness = EditorHarness(catalog: Fixtures.items(5))
    harness.type("]")
    XCTAssertEqual(harness.messageLine, "No cells need work in de")
    XCTAssertEqual(harness.currentKey, "Item 1")
    harness.type("h[")
    XCTAssertEqual(harness.messageLine, "No cells need work in en")
  }

  func testOnlyOneCellNeedingWorkWrapsOntoItself() {
    var harness = EditorHarness(catalog: Fixtures.items(5, missingEvery: 3))
    harness.type("]")
    XCTAssertEqual(harness.currentKey, "Item 3")
    harness.type("]")
    XCTAssertEqual(harness.currentKey, "Item 3")
    XCTAssertEqual(harness.messageLine, "Wrapped to top")
  }
}

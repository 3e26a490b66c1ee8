import StringCatalog
import XCTest

@testable import Editor

final class FilterTests: XCTestCase {
  private let missingInAr = [
    "Cancel", "Delete Hike", "Download the map before you lose signal.\nMaps are stored on this device.",
    "Offline maps", "Siri phrase: log a hike", "Tap to start tracking",
    "Weather at the trailhead: %@", "You hiked %#@distance@ in %#@days@",
  ]

  func testEachFilterByItsLetter() throws {
    var harness = try sampleHarness()
    harness.type("fm")
    XCTAssertEqual(harness.visibleKeys, missingInAr)
    harness.type("fw")
    XCTAssertEqual(harness.visibleKeys, (missingInAr + ["Elevation gain", "Save"]).sorted(by: CatalogOrder.precedes))
    XCTAssertTrue(harness.statusLine.contains("filter: needs work (ar)"))
    harness.type("fr")
    XCTAssertEqual(harness.visibleKeys, ["Save"])
    harness.type("fs")
    XCTAssertEqual(harness.visibleKeys, ["Sync with iCloud"])
    XCTAssertTrue(harness.statusLine.contains("filter: stale "))
    harness.type("fd")
    XCTAssertEqual(harness.visibleKeys, ["GPX", "Trail Notes"])
    XCTAssertTrue(harness.statusLine.contains("filter: don't translate"))
    harness.type("fa")
    XCTAssertEqual(harness.visibleKeys.count, 21)
  }

  func testChoosingWithJKAndEnter() throws {
    var harness = try sampleHarness()
    harness.type("fjj<Enter>")
    XCTAssertEqual(harness.visibleKeys, missingInAr)
    harness.type("fk<Enter>")
    XCTAssertTrue(harness.statusLine.contains("filter: needs work (ar)"))
    harness.type("f<Esc>")
    XCTAssertTrue(harness.statusLine.contains("filter: needs work (ar)"), "Esc keeps the filter")
  }

  func testFilterKeepsTheLanguageItWasChosenIn() throws {
    var harness = try sampleHarness()
    harness.type("fm<Tab>")
    XCTAssertEqual(harness.currentLanguage, "de")
    XCTAssertEqual(harness.visibleKeys, missingInAr)
    harness.type("fm")
    XCTAssertEqual(harness.visibleKeys, [], "every translatable key has German; GPX and Trail Notes are not translated")
    XCTAssertTrue(harness.statusLine.contains("filter: missing (de)"))
    XCTAssertEqual(harness.messageLine, "No rows match the filter: missing (de)")
  }

  func testCursorStaysOnItsKeyOrMovesToTheNextShownOne() throws {
    var harness = try sampleHarness()
    harness.type("jjj")  // Delete Hike: missing in ar
    harness.type("fm")
    XCTAssertEqual(harness.currentKey, "Delete Hike")
    harness.type("fa/Elevation<Enter>fm")
    XCTAssertEqual(harness.currentKey, "Offline maps", "the next missing key after Elevation gain")
  }

  func testFixingACellRemovesItsRowAndUndoBringsItBack() throws {
    var harness = try sampleHarness()
    harness.type("fm")
    XCTAssertEqual(harness.currentKey, "Cancel")
    harness.type("<Enter>إلغاء<Enter>")
    XCTAssertEqual(harness.visibleKeys, Array(missingInAr.dropFirst()))
    XCTAssertEqual(harness.currentKey, "Delete Hike", "the next row moves up under the cursor")
    XCTAssertTrue(harness.statusLine.contains("1/7"))
    harness.type("u")
    XCTAssertEqual(harness.visibleKeys, missingInAr)
    XCTAssertEqual(harness.currentKey, "Cancel", "undo selects the changed key")
  }

  func testEmptyResultSaysSoAndTheGridExplains() {
    var harness = EditorHarness(catalog: Fixtures.items(5))
    harness.type("fs")
    XCTAssertEqual(harness.messageLine, "No rows match the filter: stale")
    XCTAssertEqual(harness.lines[1], " (no rows match the filter: stale)")
    XCTAssertTrue(harness.statusLine.contains("0/0"))
    harness.type("j]<Enter>")
    XCTAssertEqual(harness.messageLine, "No row selected")
  }

  func testAddingAKeyTheFilterHidesDropsTheFilter() throws {
    var harness = try sampleHarness()
    harness.type("fsaZebra<Enter>")
    XCTAssertEqual(harness.currentKey, "Zebra")
    XCTAssertTrue(harness.statusLine.contains("filter: all"))
  }
}

import StringCatalog
import XCTest

@testable import Editor

/// `d`: Xcode's "Don't translate" (`shouldTranslate: false`) on and off, one undoable edit each.
final class DoNotTranslateToggleTests: XCTestCase {
  func testDMarksAKeyDontTranslateAndUndoTakesItBack() throws {
    var harness = try sampleHarness()
    harness.type("jj")  // Cancel
    XCTAssertEqual(harness.gridLine(containing: "Cancel"), "  Cancel                    │   Cancel              │∅  missing             │   Abbrechen")
    harness.type("d")
    XCTAssertEqual(harness.catalog.strings["Cancel"]?.shouldTranslate, false)
    XCTAssertEqual(harness.gridLine(containing: "Cancel"), "⊘ Cancel                    │   Cancel              │   —                   │   —")
    XCTAssertEqual(harness.messageLine, "\"Cancel\" marked don't translate")
    XCTAssertTrue(harness.statusLine.hasSuffix("ar 47% · 7 missing · 1 new · 1 review"), harness.statusLine)
    harness.type("u")
    XCTAssertNil(harness.catalog.strings["Cancel"]?.shouldTranslate)
    XCTAssertSameBytes(harness.bytes, try Fixtures.sampleBytes())
  }

  func testDOnADontTranslateKeyRemovesTheMark() throws {
    var harness = try sampleHarness()
    harness.type("/GPX<Enter>d")
    XCTAssertNil(harness.catalog.strings["GPX"]?.shouldTranslate, "Xcode writes only false: the member goes")
    XCTAssertEqual(harness.messageLine, "\"GPX\" no longer marked don't translate")
    XCTAssertEqual(harness.gridLine(containing: "GPX"), "  GPX                       │   GPX                 │∅  missing             │∅  missing")
    harness.type("u")
    XCTAssertSameBytes(harness.bytes, try Fixtures.sampleBytes())
  }

  func testHelpListsTheKey() throws {
    var harness = try sampleHarness(height: 80)
    harness.type("?")
    // The legend (first page) explains the marks in quotes; the key list has the binding.
    XCTAssertEqual(
      harness.lines.filter { $0.contains("don't translate") && !$0.contains("\"") },
      ["│   d                     Toggle the key's don't translate (shouldTranslate)                       │"])
  }
}

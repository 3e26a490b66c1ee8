import StringCatalog
import XCTest

@testable import Editor

/// `r` on a `new` cell or form: a person has looked at it, so it becomes translated.
final class ReviewNewTests: XCTestCase {
  func testROnANewCellMarksItTranslatedAndUndoBringsNewBack() throws {
    var harness = try sampleHarness()
    harness.type("/Elevation<Enter>")  // Elevation gain, ar: new
    XCTAssertEqual(harness.gridLine(containing: "Elevation gain"), "  Elevation gain            │   Elevation gain      │+  الارتفاع المكتسب    │   Höhenmeter")
    harness.type("r")
    XCTAssertEqual(harness.catalog.strings["Elevation gain"]?.localization("ar")?.stringUnit?.state, .translated)
    XCTAssertEqual(harness.gridLine(containing: "Elevation gain"), "  Elevation gain            │   Elevation gain      │   الارتفاع المكتسب    │   Höhenmeter")
    harness.type("r")
    XCTAssertEqual(harness.catalog.strings["Elevation gain"]?.localization("ar")?.stringUnit?.state, .needsReview, "translated ↔ needs review as before")
    harness.type("uu")
    XCTAssertEqual(harness.catalog.strings["Elevation gain"]?.localization("ar")?.stringUnit?.state, .new)
    XCTAssertSameBytes(harness.bytes, try Fixtures.sampleBytes())
  }

  func testROnANewFormInTheVariationEditorMarksOnlyThatFormTranslated() throws {
    var harness = try sampleHarness()
    harness.type("/Tap to start<Enter>")
    while harness.currentLanguage != "fr" { harness.type("<Tab>") }
    harness.type("pj")
    XCTAssertEqual(harness.lines[6], " ▸ mac                                 + new           Cliquez pour commencer le suivi")
    harness.type("r")
    XCTAssertEqual(harness.lines[6], " ▸ mac                                   translated    Cliquez pour commencer le suivi")
    XCTAssertEqual(harness.lines[7], "   other                                 translated    Sélectionnez pour commencer le suivi")
    harness.type("r")
    XCTAssertEqual(harness.lines[6], " ▸ mac                                 ? needs review  Cliquez pour commencer le suivi")
    harness.type("uu")
    XCTAssertSameBytes(harness.bytes, try Fixtures.sampleBytes())
  }
}

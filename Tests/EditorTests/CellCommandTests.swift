import StringCatalog
import XCTest

@testable import Editor

/// r, y, x on the selected cell.
final class CellCommandTests: XCTestCase {
  func testReviewToggleGoesBothWays() throws {
    var harness = try sampleHarness()
    harness.type("/Sichern<Enter>")  // Save, ar: needs review
    XCTAssertEqual(harness.currentKey, "Save")
    harness.type("r")
    XCTAssertEqual(harness.catalog.strings["Save"]?.localization("ar")?.stringUnit?.state, .translated)
    XCTAssertEqual(harness.gridLine(containing: "Save"), "  Save                      │   Save                │   حفظ                 │   Sichern")
    harness.type("r")
    XCTAssertEqual(harness.catalog.strings["Save"]?.localization("ar")?.stringUnit?.state, .needsReview)
    XCTAssertSameBytes(harness.bytes, try Fixtures.sampleBytes())
    XCTAssertTrue(harness.isModified, "two changes were made, even if they cancel out")
    harness.type("uu")
    XCTAssertFalse(harness.isModified)
  }

  func testReviewToggleMarksEveryFormOfAVariedCell() throws {
    var harness = try sampleHarness()
    harness.type("j<Tab>r")  // %lld photos, de
    let forms = harness.catalog.strings["%lld photos"]?.localization("de")?.leaves.map(\.state)
    XCTAssertEqual(forms, [.needsReview, .needsReview])
    XCTAssertEqual(harness.gridLine(containing: "%lld photos")?.contains("│?# ⋯ 2 forms · 2 review"), true)
  }

  func testReviewToggleOnAMissingCellExplains() throws {
    var harness = try sampleHarness()
    harness.type("jjr")
    XCTAssertEqual(harness.messageLine, "Nothing to mark: ar of \"Cancel\" is missing")
    XCTAssertFalse(harness.isModified)
  }

  func testCopySourceFillsTheCellForReview() throws {
    var harness = try sampleHarness()
    harness.type("jjy")  // Cancel, ar
    XCTAssertSameBytes(harness.bytes, try ExpectedCatalog.sample { catalog in
      catalog.strings["Cancel"]?.setLocalization(Localization(value: "Cancel", state: .needsReview), for: "ar")
    })
    XCTAssertEqual(harness.gridLine(containing: "Cancel")?.contains("│?  Cancel "), true)
    harness.type("y")
    XCTAssertEqual(harness.messageLine, "The cell already holds the source text")
  }

  func testCopySourceRefusesTheSourceColumnAndVariedCells() throws {
    var harness = try sampleHarness()
    harness.type("jjhy")
    XCTAssertEqual(harness.messageLine, "This is the source column: y copies the source text into a target language")
    harness.type("<Tab>ky")
    XCTAssertEqual(harness.messageLine, "This cell varies (plural/device/substitutions): the variation editor (p) opens it")
    XCTAssertFalse(harness.isModified)
  }

  func testDeletingATranslationAsksFirst() throws {
    var harness = try sampleHarness()
    harness.type("jj<Tab>x")  // Cancel, de
    XCTAssertEqual(harness.messageLine, "Delete the de translation of \"Cancel\"? (y)es · (n)o")
    harness.type("j")
    XCTAssertEqual(harness.messageLine, "Delete the de translation of \"Cancel\"? (y)es · (n)o", "other keys keep the question")
    harness.type("n")
    XCTAssertFalse(harness.isModified)
    harness.type("x<Esc>")
    XCTAssertFalse(harness.isModified)
    harness.type("xY")
    XCTAssertSameBytes(harness.bytes, try ExpectedCatalog.sample { catalog in
      catalog.strings["Cancel"]?.setLocalization(nil, for: "de")
    })
    XCTAssertEqual(harness.messageLine, "Deleted the de translation of \"Cancel\"")
    XCTAssertEqual(harness.gridLine(containing: "Cancel")?.hasSuffix("│∅  missing"), true)
    harness.type("x")
    XCTAssertEqual(harness.messageLine, "Nothing to delete: de of \"Cancel\" is missing")
  }

  func testStatsFollowEveryChange() throws {
    var harness = try sampleHarness()
    XCTAssertTrue(harness.statusLine.hasSuffix("ar 44.4% · 8 missing · 1 new · 1 review"), harness.statusLine)
    harness.type("jjy")
    XCTAssertTrue(harness.statusLine.hasSuffix("ar 44.4% · 7 missing · 1 new · 2 review"), harness.statusLine)
    harness.type("r")
    XCTAssertTrue(harness.statusLine.hasSuffix("ar 50% · 7 missing · 1 new · 1 review"), harness.statusLine)
    XCTAssertTrue(harness.lines[0].contains("ar 50%"))
    harness.type("xy")
    XCTAssertTrue(harness.statusLine.hasSuffix("ar 44.4% · 8 missing · 1 new · 1 review"), harness.statusLine)
    XCTAssertEqual(harness.state.stats["ar"], harness.catalog.stats(for: ["ar"]).first)
  }
}

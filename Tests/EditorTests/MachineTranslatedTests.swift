import StringCatalog
import XCTest

@testable import Editor

/// A `machine_translated` cell (native since Xcode 27): its own mark, count, filter and place
/// in review mode, where accepting makes it translated.
final class MachineTranslatedTests: XCTestCase {
  private let catalogText = ReviewModeTests.fruit(
    few: "translated", apple: "machine_translated", banana: "translated", cherry: "translated")

  func testTheCellHasItsMarkAndColourAndTheStatusBarCountsIt() throws {
    var (harness, _) = try harnessSaving(catalogText)
    harness.type("<Tab>")
    XCTAssertEqual(harness.currentLanguage, "ru")
    let apple = try XCTUnwrap(harness.gridLine(containing: "Apple"))
    XCTAssertTrue(apple.hasSuffix("│≈  Яблоко"), apple)
    XCTAssertTrue(harness.statusLine.hasSuffix("ru 80% · 1 machine"), harness.statusLine)
    XCTAssertEqual(harness.state.stats["ru"]?.machineTranslated, 1)
    XCTAssertTrue(CellMarks.legend.contains { $0.contains("\"≈\" machine-translated") }, "the help legend names the mark")
  }

  func testTheMachineTranslatedFilterFindsIt() throws {
    var (harness, _) = try harnessSaving(catalogText)
    harness.type("<Tab>ft")
    XCTAssertEqual(harness.visibleKeys, ["Apple"])
    XCTAssertTrue(harness.statusLine.contains("filter: machine-translated (ru)"), harness.statusLine)
    harness.type("fr")
    XCTAssertEqual(harness.visibleKeys, [], "machine-translated is not needs_review")
    harness.type("fw")
    XCTAssertEqual(harness.visibleKeys, ["Apple"], "but it needs work")
  }

  func testReviewAcceptsItAsTranslated() throws {
    var (harness, _) = try harnessSaving(catalogText)
    harness.type("<Tab>R")
    XCTAssertEqual(harness.lines[0], " Review · ru · 1 / 1 · 0 accepted · 0 edited")
    XCTAssertEqual(harness.lines[2], "key      Apple")
    XCTAssertEqual(harness.lines[6], "state    machine-translated")
    harness.type("a")
    XCTAssertEqual(harness.text, ReviewModeTests.fruit(few: "translated", apple: "translated", banana: "translated", cherry: "translated"))
    XCTAssertEqual(harness.state.stats["ru"]?.machineTranslated, 0)
    XCTAssertEqual(harness.state.stats["ru"]?.translated, 5)
  }
}

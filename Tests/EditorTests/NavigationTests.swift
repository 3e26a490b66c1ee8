import StringCatalog
import TerminalScreen
import XCTest

@testable import Editor

final class NavigationTests: XCTestCase {
  func testCursorStartsOnTheFirstRowAndFirstTargetLanguage() throws {
    let harness = try sampleHarness()
    XCTAssertEqual(harness.currentKey, "%lld km")
    XCTAssertEqual(harness.currentLanguage, "ar")
  }

  func testCatalogWithOnlyTheSourceLanguageStartsOnTheSourceColumn() throws {
    let catalog = try Fixtures.catalog(#"{"sourceLanguage":"en","strings":{"A":{},"B":{}},"version":"1.0"}"#)
    var harness = EditorHarness(catalog: catalog)
    XCTAssertEqual(harness.currentLanguage, "en")
    harness.type("<Tab>l")
    XCTAssertEqual(harness.currentLanguage, "en")
    XCTAssertEqual(harness.lines[0], "  Key                       │ en (source)")
  }

  func testArrowsAndVimKeysMoveAndStopAtTheEdges() throws {
    var harness = try sampleHarness()
    harness.type("jj<Down>")
    XCTAssertEqual(harness.currentKey, "Delete Hike")
    harness.type("k<Up>")
    XCTAssertEqual(harness.currentKey, "%lld photos")
    harness.type("kkkk")
    XCTAssertEqual(harness.currentKey, "%lld km")
    harness.type("l<Right>")
    XCTAssertEqual(harness.currentLanguage, "fr")
    harness.type("h<Left><Left><Left>")
    XCTAssertEqual(harness.currentLanguage, "en")
    harness.type("llllllllll")
    XCTAssertEqual(harness.currentLanguage, "ru", "l stops at the last column")
  }

  func testFirstAndLastRow() throws {
    var harness = try sampleHarness()
    harness.type("G")
    XCTAssertEqual(harness.currentKey, "You hiked %#@distance@ in %#@days@")
    harness.type("g")
    XCTAssertEqual(harness.currentKey, "%lld km")
    harness.type("<End>")
    XCTAssertEqual(harness.statusLine.contains("21/21"), true)
    harness.type("<Home>")
    XCTAssertEqual(harness.currentKey, "%lld km")
  }

  func testPagesAndHalfPagesMoveByTheGridHeight() {
    // 100×30 leaves 18 grid rows.
    var harness = EditorHarness(catalog: Fixtures.items(100))
    harness.type("<PgDn>")
    XCTAssertEqual(harness.state.cursorRow, 18)
    XCTAssertEqual(harness.lines[1].trimmingWhitespace().hasPrefix("Item 19"), true, "the view pages with the cursor")
    harness.type("<C-d>")
    XCTAssertEqual(harness.state.cursorRow, 27)
    harness.type("<C-u><PgUp>")
    XCTAssertEqual(harness.state.cursorRow, 0)
    harness.type("<PgUp>")
    XCTAssertEqual(harness.state.cursorRow, 0)
    harness.type("GG<PgDn>")
    XCTAssertEqual(harness.state.cursorRow, 99)
  }

  func testTabCyclesThroughLanguageColumnsAndWraps() throws {
    var harness = try sampleHarness()
    var seen: [String] = []
    for _ in 0..<7 {
      seen.append(harness.currentLanguage)
      harness.type("<Tab>")
    }
    XCTAssertEqual(seen, ["ar", "de", "fr", "ja", "ru", "en", "ar"])
    harness.type("<S-Tab><S-Tab>")
    XCTAssertEqual(harness.currentLanguage, "en")
    harness.type("<S-Tab>")
    XCTAssertEqual(harness.currentLanguage, "ru", "Shift-Tab wraps from the source to the last column")
  }

  func testKeyAndSourceColumnsStayPinnedWhenTabbingFarRight() throws {
    var harness = try sampleHarness()
    harness.type("jjj<Tab><Tab><Tab><Tab>")  // Delete Hike, ru
    let header = harness.lines[0]
    XCTAssertEqual(header, "  Key                       │ en (source)           ◂ ja 66.6%              │ ru 55.5%")
    XCTAssertEqual(harness.gridLine(containing: "Delete Hike"),
      "  Delete Hike               │   Delete Hike         │+  ハイキングを削除    │   Удалить поход")
    harness.type("<Tab>")  // back to the source, then ar scrolls back in
    harness.type("<Tab>")
    XCTAssertTrue(harness.lines[0].contains("│ ar 44.4%"))
    XCTAssertFalse(harness.lines[0].contains("ru 55.5%"))
  }

  func testLanguagesOptionPicksAndOrdersColumns() throws {
    let harness = try sampleHarness(options: EditorOptions(languages: ["ru", "de", "en"], displayPath: "Sample.xcstrings"))
    XCTAssertEqual(harness.state.columns.all, ["en", "ru", "de"])
    XCTAssertEqual(harness.currentLanguage, "ru")
    XCTAssertTrue(harness.lines[0].hasPrefix("  Key                       │ en (source)           │ ru 55.5%              │ de 88.8%"))
  }

  func testResizeKeepsTheCursorVisibleAtSmallerAndLargerSizes() {
    var harness = EditorHarness(catalog: Fixtures.items(100))
    harness.type(":50<Enter>")
    XCTAssertEqual(harness.currentKey, "Item 50")
    harness.resize(width: 40, height: 10)
    XCTAssertNotNil(harness.gridLine(containing: "Item 50"))
    harness.type("j")
    XCTAssertNotNil(harness.gridLine(containing: "Item 51"))
    harness.resize(width: 160, height: 50)
    XCTAssertNotNil(harness.gridLine(containing: "Item 51"))
    XCTAssertEqual(harness.lines.count, 50)
    XCTAssertTrue(harness.lines.allSatisfy { displayWidth($0) <= 160 })
    // A render at a size the editor was not told about still shows the cursor row.
    let lines = harness.state.render(width: 60, height: 12).screen.lines
    XCTAssertTrue(lines.contains { $0.contains("Item 51") })
  }

  func testResizeKeyKeepsTheMessage() throws {
    var harness = try sampleHarness()
    harness.state.showMessage("Hello")
    harness.type("<Resize>")
    XCTAssertEqual(harness.messageLine, "Hello")
    harness.type("j")
    XCTAssertNotEqual(harness.messageLine, "Hello", "a message lasts until the next key")
  }

  func testUnboundKeySaysSo() throws {
    var harness = try sampleHarness()
    harness.type("Z")
    XCTAssertEqual(harness.messageLine, "Z does nothing here · ? shows the keys")
    harness.type("<Esc>")
    XCTAssertNil(harness.message, "Esc in the grid is quietly ignored")
  }
}

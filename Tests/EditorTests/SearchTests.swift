import StringCatalog
import XCTest

@testable import Editor

final class SearchTests: XCTestCase {
  func testSearchFindsKeysCommentsAndTranslationsAndRepeatsWithNAndShiftN() throws {
    var harness = try sampleHarness()
    harness.type("/hike<Enter>")
    XCTAssertEqual(harness.currentKey, "%lld photos", "the comment says \"a hike\"")
    harness.type("n")
    XCTAssertEqual(harness.currentKey, "Delete Hike")
    harness.type("n")
    XCTAssertEqual(harness.currentKey, "Elevation gain", "comment: hike statistics")
    harness.type("N")
    XCTAssertEqual(harness.currentKey, "Delete Hike")
    harness.type("G")
    harness.type("n")
    XCTAssertEqual(harness.currentKey, "%lld photos")
    XCTAssertEqual(harness.messageLine, "Wrapped to top")
    harness.type("N")
    XCTAssertEqual(harness.currentKey, "You hiked %#@distance@ in %#@days@")
    XCTAssertEqual(harness.messageLine, "Wrapped to bottom")
  }

  func testEnterJumpsToTheFirstMatchAtOrAfterTheCursor() throws {
    var harness = try sampleHarness()
    harness.type("jjj/hike<Enter>")
    XCTAssertEqual(harness.currentKey, "Delete Hike", "the current row counts")
  }

  func testSearchIsCaseInsensitiveAcrossScriptsAndLooksInEveryForm() throws {
    var harness = try sampleHarness()
    harness.type("/WANDERUNG LÖSCHEN<Enter>")
    XCTAssertEqual(harness.currentKey, "Delete Hike")
    harness.type("g/УДАЛИТЬ<Enter>")
    XCTAssertEqual(harness.currentKey, "Delete Hike")
    harness.type("g/фотографий<Enter>")
    XCTAssertEqual(harness.currentKey, "%lld photos", "a plural form")
    harness.type("g/километров<Enter>")
    XCTAssertEqual(harness.currentKey, "You hiked %#@distance@ in %#@days@", "a substitution's plural form")
    harness.type("g/ハイキングを保存<Enter>")
    XCTAssertEqual(harness.currentKey, "Hike saved 🎉")
    harness.type("g/START A HIKE WITH ${applicationName}<Enter>")
    XCTAssertEqual(harness.currentKey, "Siri phrase: log a hike", "a phrase set's second value")
  }

  func testPatternNotFoundKeepsTheCursor() throws {
    var harness = try sampleHarness()
    harness.type("jj/xyzzy<Enter>")
    XCTAssertEqual(harness.currentKey, "Cancel")
    XCTAssertEqual(harness.messageLine, "Pattern not found: xyzzy")
    harness.type("n")
    XCTAssertEqual(harness.messageLine, "Pattern not found: xyzzy")
  }

  func testEscapeCancelsTheSearchPrompt() throws {
    var harness = try sampleHarness()
    harness.type("/hike<Esc>")
    XCTAssertEqual(harness.currentKey, "%lld km")
    harness.type("n")
    XCTAssertEqual(harness.messageLine, "No previous search: / searches")
  }

  func testPromptShowsTheTypedTextWithTheCursor() throws {
    var harness = try sampleHarness()
    harness.type("/ハイk")
    XCTAssertEqual(harness.messageLine, "/ハイk")
    XCTAssertEqual(harness.cursor?.row, 28)
    XCTAssertEqual(harness.cursor?.column, 6)
    harness.type("<Left><BS>")
    XCTAssertEqual(harness.messageLine, "/ハk")
    XCTAssertEqual(harness.cursor?.column, 3)
  }

  func testEmptySearchRepeatsTheLastPattern() throws {
    var harness = try sampleHarness()
    harness.type("/hike<Enter>/<Enter>")
    XCTAssertEqual(harness.currentKey, "%lld photos")
    harness.type("j/<Enter>")
    XCTAssertEqual(harness.currentKey, "Delete Hike")
  }

  func testSearchOnlyLooksAtTheRowsTheFilterShows() throws {
    var harness = try sampleHarness()
    harness.type("fr/hike<Enter>")  // needs review in ar: only "Save"
    XCTAssertEqual(harness.messageLine, "Pattern not found: hike")
  }

  func testSearchSeesEditsAndUndo() throws {
    var harness = try sampleHarness()
    harness.type("jj<Enter>Zebrastreifen<Enter>g/zebra<Enter>")
    XCTAssertEqual(harness.currentKey, "Cancel")
    harness.type("ug/zebra<Enter>")
    XCTAssertEqual(harness.messageLine, "Pattern not found: zebra")
  }
}

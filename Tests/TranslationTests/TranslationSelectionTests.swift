import StringCatalog
import XCTest

final class TranslationSelectionTests: XCTestCase {
  func testDefaultChoosesMissingAndNewCellsOfEveryLanguageButTheSourceSkippingStaleAndDontTranslate() throws {
    let catalog = try TranslationFixtures.catalogWithLanguages()
    let cells = catalog.translationCells(TranslationSelection())
    let names = cells.map { "\($0.language):\($0.key)" }
    XCTAssertEqual(
      names,
      [
        "ar:Delete %@?", "ar:hiked", "ar:stops", "ar:tap",
        "de:Delete %@?", "de:hiked", "de:stops", "de:tap",
        "ru:Delete %@?", "ru:hiked", "ru:stops", "ru:tap",
      ])
    XCTAssertFalse(names.contains { $0.hasSuffix(":Old") || $0.hasSuffix(":Glossa Pro") || $0.hasSuffix(":Cancel") })
  }

  func testLanguagesKeysAndStatesNarrowTheChoice() throws {
    let catalog = try TranslationFixtures.catalogWithLanguages()
    let onlyNew = catalog.translationCells(TranslationSelection(languages: ["de"], states: [.new]))
    XCTAssertEqual(onlyNew, [TranslationCell(key: "Delete %@?", language: "de")])
    let translated = catalog.translationCells(TranslationSelection(languages: ["de"], states: [.translated]))
    XCTAssertEqual(translated, [TranslationCell(key: "Cancel", language: "de")])
    let glob = catalog.translationCells(TranslationSelection(languages: ["ru"], keys: GlobPattern("s*")))
    XCTAssertEqual(glob.map(\.key), ["stops"])
    let inner = catalog.translationCells(TranslationSelection(languages: ["ru"], keys: GlobPattern("*e*")))
    XCTAssertEqual(inner.map(\.key), ["Delete %@?", "hiked"])
  }

  func testGlobMatchesStarsAndQuestionMarks() {
    XCTAssertTrue(GlobPattern("onboarding.*").matches("onboarding.title"))
    XCTAssertFalse(GlobPattern("onboarding.*").matches("settings.title"))
    XCTAssertTrue(GlobPattern("a?c*").matches("abcdef"))
    XCTAssertTrue(GlobPattern("*").matches(""))
    XCTAssertFalse(GlobPattern("a*b*c").matches("aXbY"))
    XCTAssertTrue(GlobPattern("*a*a*a*a*a*b").matches(String(repeating: "a", count: 40) + "b"))
  }

  func testStateNames() {
    XCTAssertEqual(TranslationSelection.state(named: "needs-review"), .needsReview)
    XCTAssertEqual(TranslationSelection.state(named: "machine-translated"), .machineTranslated)
    XCTAssertNil(TranslationSelection.state(named: "stale"))
  }
}

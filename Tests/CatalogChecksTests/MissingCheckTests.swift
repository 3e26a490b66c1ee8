import CatalogTestSupport
import XCTest

@testable import CatalogChecks
@testable import CatalogEditing
@testable import CatalogFiles
@testable import CatalogModel
@testable import CatalogWorkspace
import StringCatalog

final class MissingCheckTests: XCTestCase {
  private func catalog() -> Catalog {
    Fixture.catalog([
      "Hello": Fixture.entry(["en": Fixture.unit("Hello"), "de": Fixture.unit("Hallo"), "fr": Fixture.unit("Bonjour")]),
      "Bye": Fixture.entry(["en": Fixture.unit("Bye"), "de": Fixture.unit("Tschüss")]),
      "Logo": Fixture.entry(["en": Fixture.unit("Logo")], shouldTranslate: false),
      "Old": Fixture.entry(["en": Fixture.unit("Old")], extractionState: "stale"),
      "Empty": Fixture.entry([:]),
    ])
  }

  func testALanguageOfTheCatalogWithoutATranslationIsAnErrorAtTheEntryKey() {
    let linted = Linted(catalog())
    assertFinding(linted, .missing, key: "Bye", language: "fr", severity: .error, message: "no translation", locatedAt: "\"Bye\"")
  }

  func testAnEntryWithNoLocalizationsMissesEveryTargetLanguageButNotTheSource() {
    let linted = Linted(catalog())
    let missing = linted.only(.missing).filter { $0.key == "Empty" }.compactMap(\.language)
    XCTAssertEqual(missing.sorted(), ["de", "fr"])
  }

  func testDontTranslateAndStaleEntriesAreExempt() {
    let linted = Linted(catalog())
    XCTAssertTrue(linted.only(.missing).allSatisfy { $0.key != "Logo" && $0.key != "Old" }, linted.summary)
  }

  func testCompleteEntriesHaveNoFinding() {
    let linted = Linted(catalog())
    XCTAssertTrue(linted.only(.missing).allSatisfy { $0.key != "Hello" })
  }

  func testLanguagesOptionNarrowsTheCheck() {
    let options = LintOptions(checks: CheckOptions(languages: ["de"]))
    let linted = Linted(catalog(), options: options)
    XCTAssertEqual(Set(linted.only(.missing).compactMap(\.language)), ["de"])
  }
}

final class StateCheckTests: XCTestCase {
  func testNewAndNeedsReviewAreWarningsAtTheValue() {
    let linted = Linted(
      Fixture.single(source: Fixture.unit("Save"), ["de": Fixture.unit("Sichern", .needsReview), "fr": Fixture.unit("Save", .new)]))
    assertFinding(linted, .needsReview, language: "de", severity: .warning, locatedAt: "\"Sichern\"")
    assertFinding(linted, .new, language: "fr", severity: .warning, message: "state new", locatedAt: "\"Save\"")
  }

  func testEachPluralFormIsReportedWithItsPath() {
    let linted = Linted(
      Fixture.single(
        source: Fixture.plural(["one": "%lld photo", "other": "%lld photos"]),
        ["de": Fixture.plural(["one": "%lld Foto", "other": "%lld Fotos"], .new)]))
    assertFinding(linted, .new, language: "de", path: "plural.one", locatedAt: "\"%lld Foto\"")
    assertFinding(linted, .new, language: "de", path: "plural.other", locatedAt: "\"%lld Fotos\"")
  }

  func testTranslatedStringsHaveNoStateFinding() {
    let linted = Linted(Fixture.single(source: Fixture.unit("Save"), ["de": Fixture.unit("Sichern")]))
    assertNoFinding(linted, .new)
    assertNoFinding(linted, .needsReview)
  }

  func testStaleEntriesAreAWarningAtTheKeyAndNothingElse() {
    let linted = Linted(
      Fixture.catalog([
        "Old": Fixture.entry(["en": Fixture.unit("Old"), "de": Fixture.unit("Alt.", .new)], extractionState: "stale"),
        "New": Fixture.entry(["en": Fixture.unit("New"), "de": Fixture.unit("Neu")]),
      ]))
    assertFinding(linted, .stale, language: nil, severity: .warning, locatedAt: "\"Old\"")
    XCTAssertEqual(linted.findings.filter { $0.key == "Old" }.map(\.check), [.stale], linted.summary)
    XCTAssertFalse(linted.findings.contains { $0.key == "New" }, linted.summary)
  }
}

final class EmptyCheckTests: XCTestCase {
  func testAnEmptyTranslationOfANonEmptySourceIsAnError() {
    let linted = Linted(Fixture.single(source: Fixture.unit("Save"), ["de": Fixture.unit("")]))
    assertFinding(linted, .empty, language: "de", severity: .error, locatedAt: "\"\"")
  }

  func testAnEmptyTranslationOfAnEmptySourceIsFine() {
    let linted = Linted(Fixture.single(" ", source: Fixture.unit(""), ["de": Fixture.unit("")]))
    assertNoFinding(linted, .empty, language: "de")
  }

  func testAnEmptySourceValueIsComparedWithTheKey() {
    let linted = Linted(Fixture.single("Save", source: Fixture.unit(""), ["de": Fixture.unit("Sichern")]))
    assertFinding(linted, .empty, language: "en", message: "the key")
  }
}

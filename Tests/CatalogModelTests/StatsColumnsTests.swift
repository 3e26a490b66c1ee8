import CatalogTestSupport
import Foundation
import StringCatalog
import XCTest

/// `glossa stats`' columns (issue 20, item 20): stale means stale, don't-translate has its own
/// count, and a source value Interface Builder wrote as `new` is translated in the source row.
final class StatsColumnsTests: XCTestCase {
  private let catalog = makeCatalog([
    ("live", Entry(localizations: localizations([("de", unit("Live"))]))),
    ("old", Entry(extractionState: "stale", localizations: localizations([("de", unit("Alt"))]))),
    ("brand", Entry(shouldTranslate: false)),
    ("old brand", Entry(extractionState: "stale", shouldTranslate: false)),
    ("ib", Entry(localizations: localizations([("en", unit("Open", .new)), ("de", unit("Öffnen", .new))]))),
    ("review", Entry(localizations: localizations([("en", unit("Close", .needsReview))]))),
  ])

  func testStaleAndDoNotTranslateAreCountedApartAndAnEntryThatIsBothIsInEach() throws {
    for stats in [catalog.stats(), catalog.stats(for: catalog.languages)] {
      for language in stats {
        XCTAssertEqual(language.stale, 2, language.language)
        XCTAssertEqual(language.doNotTranslate, 2, language.language)
        XCTAssertEqual(language.leftOut, 3, language.language)
        XCTAssertEqual(language.total + language.leftOut, catalog.strings.count)
      }
    }
  }

  func testASourceValueWrittenAsNewIsTranslatedInTheSourceRowOnly() throws {
    let stats = catalog.stats()
    let en = try XCTUnwrap(stats.first { $0.language == "en" })
    let de = try XCTUnwrap(stats.first { $0.language == "de" })
    XCTAssertEqual([en.total, en.translated, en.new, en.needsReview], [3, 2, 0, 1])
    XCTAssertEqual([de.total, de.translated, de.new, de.missing], [3, 1, 1, 1])
    XCTAssertEqual(catalog.strings["ib"]?.count(in: "en", key: "ib", sourceLanguage: "en"), .translated)
    XCTAssertEqual(catalog.strings["ib"]?.count(in: "de", key: "ib", sourceLanguage: "en"), .new)
  }

  func testEditsFollowTheSameColumns() throws {
    var de = LanguageStats(language: "de")
    for (key, entry) in catalog.strings.pairs { de.add(entry, key: key, sourceLanguage: "en") }
    XCTAssertEqual(de, catalog.stats().first { $0.language == "de" })
    if let old = catalog.strings["old brand"] { de.remove(old, key: "old brand", sourceLanguage: "en") }
    XCTAssertEqual([de.stale, de.doNotTranslate, de.leftOut], [1, 1, 2])
  }

  func testTheTotalIsTheSumOfTheCatalogsRowsWithThePercentFromTheSums() throws {
    let other = makeCatalog([
      ("a", Entry(localizations: localizations([("fr", unit("A")), ("de", unit("A", .needsReview))]))),
      ("b", Entry(extractionState: "stale")),
    ])
    let total = StatsTotal([(catalog.sourceLanguage, catalog.stats()), (other.sourceLanguage, other.stats())])
    XCTAssertEqual(total.sourceLanguage, "en")
    XCTAssertEqual(total.languages.map(\.language), ["en", "de", "fr"])
    for language in total.languages {
      let parts = [catalog.stats(), other.stats()].compactMap { $0.first { $0.language == language.language } }
      var sum = LanguageStats(language: language.language)
      for part in parts { sum.add(part) }
      XCTAssertEqual(language, sum)
    }
    let de = try XCTUnwrap(total.languages.first { $0.language == "de" })
    XCTAssertEqual([de.total, de.translated, de.needsReview, de.stale, de.doNotTranslate], [4, 1, 1, 3, 2])
    XCTAssertEqual(de.percent, 25)
    let fr = try XCTUnwrap(total.languages.first { $0.language == "fr" })
    XCTAssertEqual([fr.total, fr.translated], [1, 1], "a catalog without fr adds nothing to fr")
    let mixed = StatsTotal([("en", catalog.stats()), ("de", other.stats())])
    XCTAssertNil(mixed.sourceLanguage)
  }
}

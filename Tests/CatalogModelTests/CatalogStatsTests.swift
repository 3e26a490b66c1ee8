import CatalogTestSupport
import Foundation
import StringCatalog
import XCTest

/// Per-language progress, one rule per test, then the numbers of the bundled sample.
final class CatalogStatsTests: XCTestCase {
  private func stats(_ catalog: Catalog, _ language: String) throws -> LanguageStats {
    try XCTUnwrap(catalog.stats().first { $0.language == language }, "no stats for \(language)")
  }

  private func plural(_ states: [(String, TranslationState)]) -> Localization {
    Localization(variations: Variations(plural: localizations(states.map { ($0.0, unit($0.0, $0.1)) })))
  }

  private func counts(_ stats: LanguageStats) -> [Int] {
    [stats.total, stats.translated, stats.needsReview, stats.new, stats.missing, stats.machineTranslated, stats.leftOut]
  }

  func testEntriesThatShouldNotBeTranslatedAreLeftOutAndCountedAsStale() throws {
    let catalog = makeCatalog([
      ("A", Entry(localizations: localizations([("de", unit("A"))]))),
      ("Brand", Entry(shouldTranslate: false)),
      ("Brand 2", Entry(localizations: localizations([("de", unit("B", .new))]), shouldTranslate: false)),
      ("Explicitly true", Entry(shouldTranslate: true)),
    ])
    XCTAssertEqual(counts(try stats(catalog, "de")), [2, 1, 0, 0, 1, 0, 2])
    XCTAssertEqual(counts(try stats(catalog, "en")), [2, 2, 0, 0, 0, 0, 2])
  }

  func testAVariedEntryIsTranslatedOnlyWhenEveryLeafIs() throws {
    let catalog = makeCatalog([
      ("all", Entry(localizations: localizations([("ru", plural([("one", .translated), ("few", .translated), ("many", .translated), ("other", .translated)]))]))),
      ("one new", Entry(localizations: localizations([("ru", plural([("one", .translated), ("other", .new)]))]))),
      ("review and new", Entry(localizations: localizations([("ru", plural([("one", .new), ("other", .needsReview)]))]))),
      (
        "device nested review",
        Entry(localizations: localizations([
          ("ru", Localization(variations: Variations(device: localizations([
            ("mac", plural([("one", .translated), ("other", .needsReview)])),
            ("other", unit("x")),
          ]))))
        ]))
      ),
      (
        "substitution new",
        Entry(localizations: localizations([
          (
            "ru",
            {
              var localization = Localization(value: "%#@n@", state: .translated)
              localization.substitutions = KeyedList([("n", Substitution(argNum: 1, formatSpecifier: "lld", variations: Variations(plural: localizations([("other", unit("x", .new))]))))])
              return localization
            }()
          )
        ]))
      ),
    ])
    let ru = try stats(catalog, "ru")
    XCTAssertEqual(counts(ru), [5, 1, 2, 2, 0, 0, 0])
    let entries = catalog.strings
    XCTAssertEqual(entries["all"]?.status(for: "ru", sourceLanguage: "en"), .translated)
    XCTAssertEqual(entries["one new"]?.status(for: "ru", sourceLanguage: "en"), .new)
    XCTAssertEqual(entries["review and new"]?.status(for: "ru", sourceLanguage: "en"), .needsReview)
    XCTAssertEqual(entries["device nested review"]?.status(for: "ru", sourceLanguage: "en"), .needsReview)
    XCTAssertEqual(entries["substitution new"]?.status(for: "ru", sourceLanguage: "en"), .new)
  }

  func testStringSetsCountLikeStringUnits() throws {
    let catalog = makeCatalog([
      ("a", Entry(localizations: localizations([("fr", Localization(stringSet: StringSet(state: .translated, values: ["x"])))]))),
      ("b", Entry(localizations: localizations([("fr", Localization(stringSet: StringSet(state: .needsReview, values: ["y"])))]))),
    ])
    XCTAssertEqual(counts(try stats(catalog, "fr")), [2, 1, 1, 0, 0, 0, 0])
  }

  func testTheSourceLanguageWithoutALocalizationCountsAsTranslated() throws {
    let catalog = makeCatalog([
      ("No localizations", Entry()),
      ("Only German", Entry(localizations: localizations([("de", unit("Nur Deutsch"))]))),
      ("New source", Entry(localizations: localizations([("en", unit("New source", .new))]))),
      ("Reviewed source", Entry(localizations: localizations([("en", unit("x", .needsReview))]))),
    ])
    // A source value written as new (as Interface Builder writes them) exists: translated.
    XCTAssertEqual(counts(try stats(catalog, "en")), [4, 3, 1, 0, 0, 0, 0])
    XCTAssertEqual(counts(try stats(catalog, "de")), [4, 1, 0, 0, 3, 0, 0])
    XCTAssertEqual(catalog.strings["No localizations"]?.status(for: "en", sourceLanguage: "en"), .translated)
    XCTAssertEqual(catalog.strings["No localizations"]?.status(for: "de", sourceLanguage: "en"), .missing)
  }

  func testStaleEntriesAreLeftOutAndCountedAsStaleButStillHaveAStatus() throws {
    let catalog = makeCatalog([
      ("old", Entry(extractionState: "stale", localizations: localizations([("de", unit("alt"))]))),
      ("old missing", Entry(extractionState: "stale")),
      ("current", Entry(extractionState: "manual", localizations: localizations([("de", unit("neu", .new))]))),
    ])
    XCTAssertEqual(counts(try stats(catalog, "de")), [1, 0, 0, 1, 0, 0, 2])
    XCTAssertEqual(counts(try stats(catalog, "en")), [1, 1, 0, 0, 0, 0, 2])
    XCTAssertEqual(catalog.strings["old missing"]?.status(for: "de", sourceLanguage: "en"), .missing)
    XCTAssertEqual(catalog.strings["old missing"]?.count(in: "de", key: "old missing", sourceLanguage: "en"), .stale)
  }

  func testMachineTranslatedHasItsOwnCount() throws {
    let catalog = makeCatalog([
      ("a", Entry(localizations: localizations([("de", unit("A", TranslationState("machine_translated")))]))),
      ("b", Entry(localizations: localizations([("de", unit("B"))]))),
      ("c", Entry(localizations: localizations([("de", plural([("one", .translated), ("other", .machineTranslated)]))]))),
      ("d", Entry(localizations: localizations([("de", plural([("one", .new), ("other", .machineTranslated)]))]))),
    ])
    let de = try stats(catalog, "de")
    XCTAssertEqual(counts(de), [4, 1, 0, 1, 0, 2, 0])
    XCTAssertEqual(de.percent, 25)
    XCTAssertEqual(catalog.strings["c"]?.status(for: "de", sourceLanguage: "en"), .machineTranslated)
  }

  func testAnUnknownStateCountsAsNeedsReview() throws {
    let catalog = makeCatalog([
      ("a", Entry(localizations: localizations([("de", unit("A", TranslationState("ai_suggested")))]))),
      ("b", Entry(localizations: localizations([("de", plural([("one", .machineTranslated), ("other", TranslationState("x"))]))]))),
      ("c", Entry(localizations: localizations([("de", unit("C"))]))),
    ])
    XCTAssertEqual(counts(try stats(catalog, "de")), [3, 1, 2, 0, 0, 0, 0])
    XCTAssertEqual(catalog.strings["a"]?.status(for: "de", sourceLanguage: "en"), .other("ai_suggested"))
    XCTAssertEqual(catalog.strings["a"]?.count(in: "de", key: "a", sourceLanguage: "en"), .needsReview)
  }

  func testEveryEntryLandsInExactlyOneCount() throws {
    let catalog = try CatalogReader.read(path: TestPaths.sampleCatalog.path).catalog
    for language in catalog.stats() {
      let parts = language.translated + language.needsReview + language.new + language.missing + language.machineTranslated
      XCTAssertEqual(parts, language.total, language.language)
      XCTAssertEqual(language.total + language.leftOut, catalog.strings.count, language.language)
    }
  }

  func testPercentIsRoundedDownToOneDecimal() {
    func percent(_ translated: Int, of total: Int) -> Double {
      var stats = LanguageStats(language: "de")
      stats.total = total
      stats.translated = translated
      return stats.percent
    }
    XCTAssertEqual(percent(0, of: 0), 100, "nothing to translate is complete")
    XCTAssertEqual(percent(0, of: 3), 0)
    XCTAssertEqual(percent(1, of: 3), 33.3)
    XCTAssertEqual(percent(2, of: 3), 66.6, "rounded down, not to nearest")
    XCTAssertEqual(percent(1, of: 8), 12.5)
    XCTAssertEqual(percent(999, of: 1000), 99.9)
    XCTAssertEqual(percent(9999, of: 10000), 99.9, "never 100 before everything is translated")
    XCTAssertEqual(percent(7, of: 7), 100)
    XCTAssertEqual(percent(29, of: 100), 29)
  }

  func testLanguagesAreTheSourceThenCatalogOrder() {
    let catalog = makeCatalog(sourceLanguage: "fr", [
      ("a", Entry(localizations: localizations([("zh-HK", unit("a")), ("de", unit("a"))]))),
      ("b", Entry(localizations: localizations([("zh-Hant", unit("b")), ("fr", unit("b")), ("ar", unit("b"))]))),
    ])
    XCTAssertEqual(catalog.languages, ["fr", "ar", "de", "zh-Hant", "zh-HK"])
    XCTAssertEqual(catalog.stats().map(\.language), ["fr", "ar", "de", "zh-Hant", "zh-HK"])
    XCTAssertEqual(catalog.stats(for: ["de"]).map(\.total), [2])
  }

  /// Numbers worked out independently (a short script over the JSON, applying the rules above).
  func testTheBundledSample() throws {
    let result = try CatalogReader.read(path: TestPaths.sampleCatalog.path)
    XCTAssertEqual(result.warnings, [])
    let catalog = result.catalog
    XCTAssertEqual(catalog.strings.count, 21)
    let expected: [String: [Int]] = [
      // total, translated, needsReview, new, missing, machineTranslated, stale (+ don't translate)
      "en": [18, 18, 0, 0, 0, 0, 3],
      "ar": [18, 8, 1, 1, 8, 0, 3],
      "de": [18, 16, 1, 1, 0, 0, 3],
      "fr": [18, 11, 2, 2, 3, 0, 3],
      "ja": [18, 12, 0, 1, 5, 0, 3],
      "ru": [18, 10, 2, 1, 5, 0, 3],
    ]
    let stats = catalog.stats()
    XCTAssertEqual(stats.map(\.language), ["en", "ar", "de", "fr", "ja", "ru"])
    for language in stats {
      XCTAssertEqual(counts(language), expected[language.language], language.language)
    }
    XCTAssertEqual(stats.map(\.percent), [100, 44.4, 88.8, 61.1, 66.6, 55.5])
  }

  func testTheBundledSampleIsInXcodesForm() throws {
    let bytes = Array(try Data(contentsOf: TestPaths.sampleCatalog))
    assertSameBytes(CatalogWriter.bytes(try CatalogReader.read(bytes: bytes).catalog), bytes, "Resources/Sample.xcstrings")
  }
}

import Foundation
import PluralRules
import TestSupport
import XCTest

/// Compares the plural forms real catalogs ship with what ICU says each language needs. Single
/// catalogs disagree (authors keep categories a language doesn't use, e.g. "one" in Japanese, or
/// leave out `many`), so those are reported; what most catalogs of a language ship must agree.
final class CorpusPluralCategoryTests: XCTestCase {
  /// One `variations.plural` map of a translated, non-source localization.
  private struct PluralMap {
    let language: String
    let keys: Set<String>
  }

  func testCorpusPluralCategoriesAgainstICU() throws {
    let directory = try corpusDirectory()
    let files = try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
      .filter { $0.pathExtension == "xcstrings" }
      .sorted { $0.lastPathComponent < $1.lastPathComponent }
    var maps: [PluralMap] = []
    var unreadable: [String] = []
    for file in files {
      guard let catalog = try? JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any] else {
        unreadable.append(file.lastPathComponent)
        continue
      }
      maps += pluralMaps(in: catalog)
    }

    var rulesByLanguage: [String: PluralRules] = [:]
    var extraMaps = 0
    var extraPairs: Set<String> = []
    var missingMaps = 0
    var missingPairs: [String: Int] = [:]
    for map in maps {
      let rules = rulesByLanguage[map.language] ?? PluralRules(language: map.language)
      rulesByLanguage[map.language] = rules
      let icuKeys = Set(rules.categories.map(\.rawValue))
      let extra = map.keys.subtracting(icuKeys)
      if !extra.isEmpty {
        extraMaps += 1
        extraPairs.formUnion(extra.map { "\(map.language):\($0)" })
      }
      let missing = icuKeys.subtracting(map.keys)
      if !missing.isEmpty { missingMaps += 1 }
      for key in missing { missingPairs["\(map.language):\(key)", default: 0] += 1 }
    }

    for (language, rules) in rulesByLanguage {
      XCTAssertTrue(rules.categories.contains(.other), language)
      XCTAssertEqual(rules.categories, rules.categories.sorted(), language)
      XCTAssertTrue(Set(rules.categories).isSubset(of: PluralCategory.allCases), language)
      for category in rules.categories {
        XCTAssertFalse(rules.exampleSummary(for: category).isEmpty, "\(language) \(category)")
      }
    }

    // What most real catalogs of a language ship agrees with ICU: never a category ICU says the
    // language lacks, and exactly ICU's categories where it has no `many` (which CLDR added to
    // es/fr/it/pt for millions, and which Slavic catalogs often fold into `other`, so a catalog
    // without it is common and not a disagreement). A wrong language mapping in the ICU bridge
    // (pl read as en, ja given `one`) fails here.
    for (language, group) in Dictionary(grouping: maps, by: \.language) where group.count >= 5 {
      let counts = Dictionary(grouping: group, by: \.keys).mapValues(\.count)
      // Ties broken by the categories' names, so the answer does not depend on hashing order.
      let ranked = counts.sorted { ($0.value, $1.key.sorted().joined()) > ($1.value, $0.key.sorted().joined()) }
      guard let modal = ranked.first?.key,
        let rules = rulesByLanguage[language]
      else { continue }
      let icu = Set(rules.categories.map(\.rawValue))
      XCTAssertTrue(modal.isSubset(of: icu), "\(language): most catalogs ship \(modal.sorted()), ICU has \(icu.sorted())")
      if !icu.contains("many") {
        XCTAssertEqual(modal, icu, "\(language): most of its \(group.count) catalogs' plural maps")
      }
    }
    XCTAssertGreaterThanOrEqual(Set(maps.map(\.language)).count, 20, "the corpus covers many languages")
    // The report only shows when the test fails: swift test prints nothing of its own.
    XCTAssertFalse(
      maps.isEmpty,
      """
      Corpus: \(files.count) catalogs (\(unreadable.count) unreadable), \(maps.count) translated plural maps, \
      \(rulesByLanguage.count) languages.
      Maps with categories ICU says the language lacks: \(extraMaps) \
      (\(extraPairs.sorted().joined(separator: ", "))).
      Maps missing a category ICU requires: \(missingMaps) \
      (most often: \(missingPairs.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.prefix(8)
        .map { "\($0.key) ×\($0.value)" }.joined(separator: ", "))).
      """)
  }

  // MARK: - Walking the catalog

  private func pluralMaps(in catalog: [String: Any]) -> [PluralMap] {
    let source = catalog["sourceLanguage"] as? String
    let strings = catalog["strings"] as? [String: Any] ?? [:]
    var found: [PluralMap] = []
    for case let entry as [String: Any] in strings.values {
      let localizations = entry["localizations"] as? [String: Any] ?? [:]
      for (language, localization) in localizations where language != source {
        collectPluralMaps(in: localization, language: language, into: &found)
      }
    }
    return found
  }

  /// Plural maps sit at `variations.plural`, possibly nested in device
  /// variations or in `substitutions.<name>`, so the walk is recursive.
  private func collectPluralMaps(in node: Any, language: String, into found: inout [PluralMap]) {
    guard let object = node as? [String: Any] else { return }
    if let variations = object["variations"] as? [String: Any],
      let plural = variations["plural"] as? [String: Any]
    {
      let translated = plural.compactMap { key, value -> String? in
        guard let form = value as? [String: Any],
          let unit = form["stringUnit"] as? [String: Any],
          unit["state"] as? String == "translated"
        else { return nil }
        return key
      }
      if !translated.isEmpty { found.append(PluralMap(language: language, keys: Set(translated))) }
    }
    for child in object.values {
      collectPluralMaps(in: child, language: language, into: &found)
    }
  }

  private func corpusDirectory() throws -> URL {
    try TestCorpus.require()
    return TestCorpus.xcstrings
  }
}

import CatalogTestSupport
import XCTest

@testable import CatalogChecks
@testable import CatalogEditing
@testable import CatalogFiles
@testable import CatalogModel
@testable import CatalogWorkspace
import StringCatalog

/// A map whose keys are the very strings of an earlier in-order map, in the same places, skips
/// the catalog-order comparisons; anything else must be compared, sorted and de-duplicated
/// exactly as without a precedent.
final class MapPrecedentTests: XCTestCase {
  private func build(_ keys: [String], precedent: [String]) -> (KeyedList<Int>, duplicates: [String], comparisons: Int) {
    var map = OrderedMapBuilder<Int>(precedent: precedent)
    var duplicates: [String] = []
    for (index, key) in keys.enumerated() where !map.add(key, index) { duplicates.append(key) }
    return (map.finish(), duplicates, map.orderComparisons)
  }

  func testTheSameKeysInTheSamePlacesAreNotCompared() {
    let languages = ["de", "en", "fr", "zh-Hans", "zh-HK"]
    let followed = build(languages, precedent: languages)
    XCTAssertEqual(followed.0.keys, languages)
    XCTAssertEqual(followed.comparisons, 0)
    XCTAssertEqual(build(languages, precedent: []).comparisons, 4)
    // A shorter map that is a prefix of the precedent needs no comparison either.
    XCTAssertEqual(build(Array(languages.prefix(2)), precedent: languages).comparisons, 0)
    // Nor one with a few of its keys missing.
    XCTAssertEqual(build(["de", "fr", "zh-HK"], precedent: languages).comparisons, 0)
    // A key the precedent lacks is compared with its neighbours, and the rest follows again.
    let extra = build(["de", "en", "es", "fr", "zh-Hans", "zh-HK"], precedent: languages)
    XCTAssertEqual(extra.0.keys, ["de", "en", "es", "fr", "zh-Hans", "zh-HK"])
    XCTAssertEqual(extra.comparisons, 2)
  }

  func testEveryDepartureFromThePrecedentIsComparedAsWithoutIt() {
    let precedent = ["de", "en", "fr"]
    let cases: [[String]] = [
      ["de", "en", "fr", "ar"],  // longer, then out of order
      ["de", "en", "fr", "it"],  // longer, in order
      ["de", "fr", "en"],  // same keys, another order
      ["de", "en", "de"],  // a repeat after following it
      ["en", "de", "fr"],  // departs at the first key
      ["de", "es", "fr"],  // another key in the middle
      ["de", "en", "fr", "fr"],  // a repeat of the last one
      ["de", "fr", "en"],  // a key skipped, then found behind
      ["en", "fr", "de", "en"],  // skipped ahead, then back
      [],
    ]
    for keys in cases {
      let withPrecedent = build(keys, precedent: precedent)
      let without = build(keys, precedent: [])
      XCTAssertEqual(withPrecedent.0, without.0, "\(keys)")
      XCTAssertEqual(withPrecedent.duplicates, without.duplicates, "\(keys)")
    }
    XCTAssertEqual(build(["de", "en", "de"], precedent: precedent).duplicates, ["de"])
    XCTAssertEqual(build(["de", "fr", "en"], precedent: precedent).0.keys, ["de", "en", "fr"])
  }

  func testEqualKeysInOtherStorageAreComparedNotTrusted() {
    // Long strings made separately are equal but not the same storage: they are compared.
    let first = String(repeating: "long-language-key-", count: 2) + "a"
    let second = String(repeating: "long-language-key-", count: 2) + "b"
    let precedent = [first, second]
    let copies = [String(first.utf8.map { Character(Unicode.Scalar($0)) }), String(second.utf8.map { Character(Unicode.Scalar($0)) })]
    let result = build(copies, precedent: precedent)
    XCTAssertEqual(result.0.keys, precedent)
    XCTAssertEqual(result.comparisons, 1)
    // The reverse order is caught.
    XCTAssertEqual(build([copies[1], copies[0]], precedent: precedent).0.keys, precedent)
  }

  /// Entries read one after another (each following the last one's languages) read as each
  /// would on its own, errors-free or with the same duplicate warnings.
  func testEntriesWhoseLanguagesChangeReadAsEachAlone() throws {
    let entries = [
      #"{"localizations":{"de":{"stringUnit":{"state":"new","value":"a"}},"en":{"stringUnit":{"state":"new","value":"b"}}}}"#,
      #"{"localizations":{"de":{"stringUnit":{"state":"new","value":"c"}},"en":{"stringUnit":{"state":"new","value":"d"}}}}"#,
      #"{"localizations":{"en":{"stringUnit":{"state":"new","value":"e"}},"de":{"stringUnit":{"state":"new","value":"f"}}}}"#,
      #"{"localizations":{"de":{"stringUnit":{"state":"new","value":"g"}}}}"#,
      #"{"localizations":{"de":{"stringUnit":{"state":"new","value":"h"}},"en":{"stringUnit":{"state":"new","value":"i"}},"ar":{"stringUnit":{"state":"new","value":"j"}}}}"#,
      #"{"localizations":{"de":{"stringUnit":{"state":"new","value":"k"}},"en":{"stringUnit":{"state":"new","value":"l"}},"de":{"stringUnit":{"state":"new","value":"m"}}}}"#,
      #"{"localizations":{"de":{"stringUnit":{"state":"new","value":"n"}},"en":{"stringUnit":{"state":"new","value":"o"}}}}"#,
    ]
    func catalog(_ members: [(String, String)]) -> String {
      "{\"sourceLanguage\":\"en\",\"strings\":{" + members.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}}"
    }
    let keys = entries.indices.map { "k\($0)" }
    let together = try CatalogReader.read(bytes: Array(catalog(Array(zip(keys, entries))).utf8), parallel: false)
    var duplicates = 0
    for (key, text) in zip(keys, entries) {
      let alone = try CatalogReader.read(bytes: Array(catalog([(key, text)]).utf8), parallel: false)
      XCTAssertEqual(together.catalog.strings[key], alone.catalog.strings[key], key)
      duplicates += alone.warnings.count
    }
    XCTAssertEqual(together.catalog.strings["k2"]?.localizations?.keys, ["de", "en"])
    XCTAssertEqual(together.catalog.strings["k4"]?.localizations?.keys, ["ar", "de", "en"])
    XCTAssertEqual(together.catalog.strings["k5"]?.localizations?["de"]?.stringUnit?.value, "m")
    XCTAssertEqual(duplicates, 1)
    XCTAssertEqual(together.warnings.map(\.message).filter { $0.contains("duplicate member \"de\"") }.count, 1)
  }
}

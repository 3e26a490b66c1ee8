import CatalogTestSupport
import Foundation
import StringCatalog
import XCTest

/// `glossa stats` counts one entry at a time without keeping the catalog; its counts must be
/// exactly those of the catalog read whole.
final class StatsStreamingTests: XCTestCase {
  private func assertSameStats(_ path: String, file: StaticString = #filePath, line: UInt = #line) throws {
    let whole = try CatalogReader.read(path: path)
    let streamed = try CatalogReader.readStats(path: path)
    XCTAssertEqual(streamed.sourceLanguage, whole.catalog.sourceLanguage, path, file: file, line: line)
    XCTAssertEqual(streamed.entryCount, whole.catalog.strings.count, path, file: file, line: line)
    XCTAssertEqual(streamed.languages, whole.catalog.stats(for: whole.catalog.languages), path, file: file, line: line)
    XCTAssertEqual(streamed.warnings.map(\.description), whole.warnings.map(\.description), path, file: file, line: line)
  }

  func testStreamedStatsEqualTheWholeCatalogsOnEveryCorpusFile() throws {
    let files = try XCStringsCorpus.manifest()
    var compared = 0
    for row in files {
      let path = XCStringsCorpus.directory.appendingPathComponent(row.file).path
      guard (try? CatalogReader.read(path: path)) != nil else { continue }
      try assertSameStats(path)
      compared += 1
    }
    XCTAssertGreaterThan(compared, 60)
  }

  func testShapesThatCannotStreamAreReadWhole() throws {
    let folder = try TemporaryFolder()
    let stringsFirst = try folder.file(
      "first.xcstrings",
      """
      {"strings":{"a":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"A"}}}},
      "b":{"extractionState":"stale"},"c":{}},"sourceLanguage":"en","version":"1.0"}
      """)
    try assertSameStats(stringsFirst)
    XCTAssertEqual(try CatalogReader.readStats(path: stringsFirst).languages.map(\.missing), [0, 1])

    let repeated = try folder.file(
      "repeated.xcstrings",
      """
      {"sourceLanguage":"en","strings":{"a":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"A"}}}},
      "a":{}},"version":"1.0"}
      """)
    try assertSameStats(repeated)
    let stats = try CatalogReader.readStats(path: repeated)
    XCTAssertEqual(stats.entryCount, 1, "a repeated key counted twice")
    XCTAssertEqual(stats.warnings.count, 1)
  }

  func testStaleAndDoNotTranslateEntriesAndLanguagesOnlyTheyHave() throws {
    let folder = try TemporaryFolder()
    let path = try folder.file(
      "mixed.xcstrings",
      """
      {"sourceLanguage":"en","strings":{
      "a":{"localizations":{"de":{"stringUnit":{"state":"needs_review","value":"A"}},"en":{"stringUnit":{"state":"translated","value":"A"}}}},
      "b":{"extractionState":"stale","localizations":{"fr":{"stringUnit":{"state":"translated","value":"B"}}}},
      "c":{"shouldTranslate":false},
      "d":{}},"version":"1.0"}
      """)
    try assertSameStats(path)
    let stats = try CatalogReader.readStats(path: path).languages
    XCTAssertEqual(stats.map(\.language), ["en", "de", "fr"])
    XCTAssertEqual(stats.map(\.total), [2, 2, 2])
    XCTAssertEqual(stats.map(\.leftOut), [2, 2, 2])
    XCTAssertEqual(stats.map(\.stale), [1, 1, 1], "stale means stale")
    XCTAssertEqual(stats.map(\.doNotTranslate), [1, 1, 1])
    XCTAssertEqual(stats.map(\.missing), [0, 1, 2])
    XCTAssertEqual(stats.map(\.translated), [2, 0, 0])
  }

  func testALargeCatalogCountedInTwoHalvesGivesTheSameCounts() {
    var pairs: [(String, Entry)] = []
    let states: [TranslationState] = [.translated, .needsReview, .new]
    for index in 0..<5_000 {
      var entry = Entry()
      var localizations = KeyedList<Localization>()
      if index % 7 != 0 { localizations["de"] = Localization(value: "W\(index)", state: states[index % 3]) }
      if index % 5 != 0 { localizations["fr"] = Localization(value: "V\(index)", state: states[(index + 1) % 3]) }
      entry.localizations = localizations.isEmpty ? nil : localizations
      if index % 11 == 0 { entry.extractionState = "stale" }
      if index % 13 == 0 { entry.shouldTranslate = false }
      pairs.append((String(format: "k%05d", index), entry))
    }
    let catalog = Catalog(sourceLanguage: "en", strings: KeyedList(pairs))
    XCTAssertGreaterThanOrEqual(catalog.strings.count, 4096, "below the size counted in two halves")
    let halves = catalog.stats(for: catalog.languages)
    let oneByOne = catalog.stats()
    XCTAssertEqual(halves, oneByOne)
    XCTAssertEqual(halves.map(\.total).reduce(0, +) + halves.map(\.leftOut).reduce(0, +), 3 * 5_000)
  }
}

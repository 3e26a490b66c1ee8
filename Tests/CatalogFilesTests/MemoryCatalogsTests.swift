import CatalogTestSupport
import Foundation
import StringCatalog
import XCTest

/// `memory:` in `.glossa.yml`: paths and globs relative to the file, read into a memory that
/// suggests the translations of one language; what cannot be read is a warning.
final class MemoryCatalogsTests: XCTestCase {
  private func folder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-memory-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder.appendingPathComponent("Shared/Old"), withIntermediateDirectories: true)
    addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
    return folder
  }

  private func catalog(_ pairs: [(key: String, de: String)]) -> String {
    let entries = pairs.map { pair in
      """
          "\(pair.key)" : {
            "localizations" : {
              "de" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "\(pair.de)"
                }
              }
            }
          }
      """
    }
    return "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\(entries.joined(separator: ",\n"))\n  },\n  \"version\" : \"1.0\"\n}\n"
  }

  func testGlobsAndPathsAreRelativeToTheConfigurationAndTheEditedCatalogIsLeftOut() throws {
    let root = try folder()
    try Data(catalog([("Open", "Öffnen")]).utf8).write(to: root.appendingPathComponent("Shared/A.xcstrings"))
    try Data(catalog([("Close", "Schließen")]).utf8).write(to: root.appendingPathComponent("Shared/B.xcstrings"))
    try Data(catalog([("Quit", "Beenden")]).utf8).write(to: root.appendingPathComponent("Shared/Old/C.xcstrings"))
    try Data("not a catalog".utf8).write(to: root.appendingPathComponent("Shared/Old/Broken.xcstrings"))
    let yml = root.appendingPathComponent(".glossa.yml")
    try Data("memory:\n  - Shared/*.xcstrings\n  - Shared/?ld/C.xcstrings\n  - Missing/*.xcstrings\n  - Shared/Old/Broken.xcstrings\n".utf8).write(to: yml)

    let loaded = MemoryCatalogs.load(forCatalogAt: root.appendingPathComponent("Shared/B.xcstrings").path)
    XCTAssertEqual(loaded.sources.map(\.name), ["A.xcstrings", "C.xcstrings"])
    XCTAssertEqual(loaded.warnings.count, 2)
    XCTAssertEqual(loaded.warnings.first, "\(yml.path): memory: “Missing/*.xcstrings” matches no file")
    XCTAssertTrue(
      loaded.warnings.last?.hasPrefix("memory: \(root.appendingPathComponent("Shared/Old/Broken.xcstrings").path):1:1: ") == true,
      "\(loaded.warnings)")

    let memory = TranslationMemory(sources: loaded.sources)
    var work = SimilarTextIndex.Work()
    XCTAssertEqual(
      memory.suggestions(for: "Open", language: "de", work: &work),
      [MemorySuggestion(percent: 100, source: "Open", translation: "Öffnen", key: "Open", origin: "A.xcstrings")])
    XCTAssertEqual(memory.suggestions(for: "Open", language: "fr", work: &work), [], "no fr in the memory")
  }

  func testRankingPutsExactFirstAndKeepsOneSuggestionPerTranslation() {
    func suggestion(_ percent: Int, _ translation: String, _ key: String) -> MemorySuggestion {
      MemorySuggestion(percent: percent, source: key, translation: translation, key: key)
    }
    let ranked = MemorySuggestion.ranked([
      suggestion(80, "b", "1"), suggestion(100, "a", "2"), suggestion(90, "c", "3"), suggestion(99, "a", "4"),
      suggestion(90, "d", "5"), suggestion(75, "e", "6"), suggestion(71, "f", "7"),
    ])
    XCTAssertEqual(ranked.map(\.key), ["2", "3", "5", "1", "6"])
  }
}

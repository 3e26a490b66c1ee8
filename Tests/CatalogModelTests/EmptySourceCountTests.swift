import CatalogTestSupport
import Foundation
import XCTest

@testable import CatalogChecks
@testable import CatalogEditing
@testable import CatalogFiles
@testable import CatalogModel
@testable import CatalogWorkspace
import StringCatalog

/// An entry whose source text is empty — the key `""` Xcode extracts from `Text("")`, or a source
/// value `""` — holds nothing to translate: every count leaves it out, translate never chooses
/// it, and lint does not call it missing.
final class EmptySourceCountTests: XCTestCase {
  private let text = #"""
    {
      "sourceLanguage" : "en",
      "strings" : {
        "" : {

        },
        "Blank" : {
          "localizations" : {
            "en" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : ""
              }
            }
          }
        },
        "Done" : {
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Fertig"
              }
            }
          }
        }
      },
      "version" : "1.0"
    }
    """#

  func testEmptySourceEntriesAreLeftOutOfEveryCount() throws {
    let catalog = try readCatalog(text).catalog
    let stats = catalog.stats()
    XCTAssertEqual(stats.map(\.language), ["en", "de"])
    XCTAssertEqual(stats.map(\.total), [1, 1])
    XCTAssertEqual(stats.map(\.missing), [0, 0])
    XCTAssertEqual(stats.map(\.percent), [100, 100])
    XCTAssertEqual(catalog.stats(for: ["en", "de"]), stats)
    XCTAssertEqual(catalog.strings[""]?.count(in: "de", key: "", sourceLanguage: "en"), .stale)
    XCTAssertEqual(catalog.strings["Blank"]?.count(in: "de", key: "Blank", sourceLanguage: "en"), .stale)
    XCTAssertEqual(catalog.strings["Done"]?.count(in: "de", key: "Done", sourceLanguage: "en"), .translated)
    // A key that is not empty with no source value is its own source: counted.
    XCTAssertEqual(Entry().count(in: "de", key: "Hello", sourceLanguage: "en"), .missing)
  }

  func testStreamedStatsLeaveThemOutToo() throws {
    let folder = try TemporaryFolder()
    let path = try folder.file("empty.xcstrings", text)
    XCTAssertEqual(try CatalogReader.readStats(path: path).languages.map(\.total), [1, 1])
  }

  func testTranslateNeverChoosesThem() throws {
    let catalog = try readCatalog(text).catalog
    let cells = catalog.translationCells(TranslationSelection(states: [.missing, .new, .translated]))
    XCTAssertEqual(cells.map(\.key), ["Done"])
  }

  func testLintDoesNotCallThemMissing() {
    let linted = Linted(json: text)
    assertNoFinding(linted, .missing)
  }
}

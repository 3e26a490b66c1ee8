import CatalogTestSupport
import XCTest

@testable import CatalogChecks
@testable import CatalogEditing
@testable import CatalogFiles
@testable import CatalogModel
@testable import CatalogWorkspace
import StringCatalog

/// The one meaning of each count (`CellCount`): machine-translated cells, unknown states, and the
/// review actions and lint findings that follow from them.
final class CellCountTests: XCTestCase {
  private let text = #"""
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Machine" : {
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "machine_translated",
                "value" : "Maschine"
              }
            }
          }
        },
        "Review" : {
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "needs_review",
                "value" : "Prüfen"
              }
            }
          }
        },
        "Unknown" : {
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "ai_suggested",
                "value" : "Unbekannt"
              }
            }
          }
        }
      },
      "version" : "1.0"
    }
    """#

  func testAnUnknownStateCountsAsNeedsReviewAndIsWrittenBackUnchanged() throws {
    let catalog = try readCatalog(text).catalog
    XCTAssertEqual(catalog.strings["Unknown"]?.count(in: "de", key: "Unknown", sourceLanguage: "en"), .needsReview)
    let de = try XCTUnwrap(catalog.stats().first { $0.language == "de" })
    XCTAssertEqual([de.total, de.translated, de.needsReview, de.machineTranslated], [3, 0, 2, 1])
    assertRoundTrip(text)
  }

  func testReviewAcceptsAMachineTranslationAsTranslated() throws {
    let catalog = try readCatalog(text).catalog
    let items = catalog.needsReviewItems(languages: ["de"])
    XCTAssertEqual(items.map(\.key), ["Machine", "Review"], "an unknown state is not review mode's to change")
    var accepted = catalog
    for edit in try XCTUnwrap(accepted.changeAcceptingItems([items[0]], label: "accept")).edits { accepted.apply(edit) }
    XCTAssertEqual(accepted.strings["Machine"]?.localization("de")?.stringUnit?.state, .translated)
    XCTAssertEqual(accepted.strings["Machine"]?.localization("de")?.stringUnit?.value, "Maschine")
    var rejected = catalog
    for edit in try XCTUnwrap(rejected.changeRejecting([items[0]], label: "reject")).edits { rejected.apply(edit) }
    XCTAssertEqual(rejected.strings["Machine"]?.localization("de")?.stringUnit?.state, .new)
  }

  func testLintNeedsReviewReportsMachineTranslatedAndUnknownStates() {
    let linted = Linted(
      Fixture.single(
        source: Fixture.unit("Save"),
        ["de": Fixture.unit("Sichern", .machineTranslated), "fr": Fixture.unit("Enregistrer", TranslationState("ai_suggested"))]))
    assertFinding(
      linted, .needsReview, language: "de", severity: .warning, message: "machine-translated: needs review (state machine_translated)",
      locatedAt: "\"Sichern\"")
    assertFinding(linted, .needsReview, language: "fr", message: "unknown state ai_suggested: needs review", locatedAt: "\"Enregistrer\"")
  }
}

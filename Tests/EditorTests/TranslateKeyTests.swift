import StringCatalog
import XCTest

@testable import Editor

/// `T` and `:translate`: the editor asks the app for a translation (an effect), shows progress,
/// Esc cancels, and the results arrive as needs review in one undo step.
final class TranslateKeyTests: XCTestCase {
  private static let catalogText = #"""
    {"sourceLanguage":"en","version":"1.0","strings":{
      "Cancel":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Abbrechen"}}}},
      "Done":{},
      "Save":{"localizations":{"de":{"stringUnit":{"state":"new","value":"Save"}}}}
    }}
    """#

  private func harness() throws -> EditorHarness {
    EditorHarness(catalog: try CatalogReader.read(bytes: Array(Self.catalogText.utf8)).catalog)
  }

  func testTAsksForTheCellShowsProgressAndTheResultIsOneUndoStep() throws {
    var harness = try harness()
    XCTAssertEqual(harness.currentLanguage, "de")
    harness.type("j")
    XCTAssertEqual(harness.type("T"), [.translate([TranslationCell(key: "Done", language: "de")])])
    XCTAssertTrue(harness.state.isTranslating)
    XCTAssertTrue(
      harness.lines.contains("Translating 0/1 cell into de… Esc cancels"), harness.lines.joined(separator: "\n"))
    XCTAssertEqual(harness.type("T"), [], "one translation at a time")
    XCTAssertTrue(harness.lines.contains { $0.hasPrefix("A translation is running") })

    let catalog = harness.state.document.catalog
    let items = catalog.translationItems(for: TranslationCell(key: "Done", language: "de"), guide: TranslationGuide())
    harness.state.translationFinished(results: items.map { ($0, .single("Fertig")) }, failures: [], state: .needsReview)
    XCTAssertFalse(harness.state.isTranslating)
    XCTAssertTrue(harness.lines.contains { $0.hasPrefix("Translated 1 cell into de (needs review)") })
    let done = harness.state.document.catalog.strings["Done"]?.localization("de")?.stringUnit
    XCTAssertEqual(done, StringUnit(state: .needsReview, value: "Fertig"))
    harness.type("u")
    XCTAssertNil(harness.state.document.catalog.strings["Done"]?.localization("de"))
  }

  func testEscCancelsTheRunningTranslation() throws {
    var harness = try harness()
    harness.type("Ty")
    XCTAssertEqual(harness.type("<Esc>"), [.cancelTranslation])
    XCTAssertFalse(harness.state.isTranslating)
    XCTAssertTrue(harness.lines.contains { $0.hasPrefix("Translation cancelled; nothing was changed") })
  }

  func testColonTranslateAsksWithTheCountOfShownMissingAndNewCells() throws {
    var harness = try harness()
    harness.type(":translate<Enter>")
    XCTAssertTrue(
      harness.lines.contains {
        $0.hasPrefix("Machine-translate 2 cells of de (missing or new, as shown)? (y)es · (n)o")
      })
    XCTAssertEqual(
      harness.type("y"),
      [.translate([TranslationCell(key: "Done", language: "de"), TranslationCell(key: "Save", language: "de")])])
  }

  func testTheSourceColumnAndReadOnlyCatalogsAreRefused() throws {
    var harness = try harness()
    harness.type("h")
    XCTAssertEqual(harness.type("T"), [])
    var readOnly = EditorHarness(
      catalog: try CatalogReader.read(bytes: Array(Self.catalogText.utf8)).catalog,
      options: EditorOptions(readOnly: true, displayPath: "x"))
    XCTAssertEqual(readOnly.type("T"), [])
  }

  func testACellEditedWhileTheRequestRanKeepsTheEdit() throws {
    var harness = try harness()
    harness.type("jT")
    let items = harness.state.document.catalog.translationItems(
      for: TranslationCell(key: "Done", language: "de"), guide: TranslationGuide())
    harness.type("<Enter>Erledigt<Enter>")
    harness.state.translationFinished(results: items.map { ($0, .single("Fertig")) }, failures: [], state: .needsReview)
    let done = harness.state.document.catalog.strings["Done"]?.localization("de")?.stringUnit
    XCTAssertEqual(done, StringUnit(state: .translated, value: "Erledigt"))
    XCTAssertTrue(
      harness.lines.contains { $0.hasPrefix("Nothing translated; 1 failed: Done: edited while it was being translated") },
      harness.lines.joined(separator: "\n"))
  }

  func testTInTheVariationEditorTranslatesItsCell() throws {
    var harness = try harness()
    harness.type("jp")
    XCTAssertEqual(harness.type("T"), [.translate([TranslationCell(key: "Done", language: "de")])])
  }
}

import StringCatalog
import XCTest

@testable import Editor

/// `D` in the language chooser deletes a language's translations from every catalog shown,
/// asked once with the count, one undo step per catalog (as `glossa languages remove` does).
final class LanguageDeleteTests: XCTestCase {
  func testALanguagesTranslationsGoFromEveryCatalogAfterOneQuestion() throws {
    var harness = WorkspaceFixtures.harness(try WorkspaceFixtures.twoCatalogs())
    harness.type("L")
    harness.type("D")
    XCTAssertEqual(harness.messageLine.trimmingCharacters(in: .whitespaces), "Delete 4 de translations from every catalog shown? (y)es · (n)o")
    harness.type("n")
    XCTAssertFalse(harness.state.workspace.isModified, "no deletes nothing")
    harness.type("LDy")
    XCTAssertEqual(harness.messageLine, "Deleted 4 de translations in 2 catalogs (u undoes one catalog at a time)")
    for member in 0..<2 {
      let catalog = harness.state.workspace[member].catalog
      XCTAssertEqual(catalog.translationCount(in: "de"), 0)
      XCTAssertTrue(catalog.strings.values.allSatisfy { $0.localizations == nil }, "no empty localizations left, as Xcode writes it")
    }
    harness.type("u")
    XCTAssertEqual(harness.state.workspace[1].catalog.translationCount(in: "de"), 2)
    XCTAssertEqual(harness.state.workspace[0].catalog.translationCount(in: "de"), 0)
    harness.type("u")
    XCTAssertEqual(harness.state.workspace[0].catalog.translationCount(in: "de"), 2)
    XCTAssertFalse(harness.state.workspace.isModified)
  }

  func testTheModelsChangeIsWhatTheCommandLineRemoves() throws {
    let catalog = try WorkspaceFixtures.catalog(keys: ["Cancel", "OK", "Open"], missing: ["Open"], review: ["Cancel"])
    var removed = catalog
    XCTAssertEqual(removed.removeLanguage("de"), 2)
    var changed = catalog
    let change = try XCTUnwrap(catalog.changeRemovingLanguage("de"))
    for edit in change.edits { changed.apply(edit) }
    XCTAssertEqual(CatalogWriter.bytes(changed), CatalogWriter.bytes(removed))
    XCTAssertNil(removed.changeRemovingLanguage("de"), "nothing left to delete")
  }
}

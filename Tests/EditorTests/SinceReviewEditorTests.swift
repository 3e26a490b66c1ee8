import StringCatalog
import XCTest

/// Reviewing the changes since a revision: each revert is applied at once as its own undoable
/// edit, an accept changes nothing, and the base the view needs is never shown.
final class SinceReviewEditorTests: XCTestCase {
  private func catalog(cancel: String, done: String) -> Catalog {
    Catalog(
      sourceLanguage: "en",
      strings: KeyedList([
        ("Cancel", Entry(localizations: KeyedList([("de", Localization(value: cancel, state: .translated))]))),
        ("Done", Entry(localizations: KeyedList([("de", Localization(value: done, state: .translated))]))),
      ]))
  }

  private func reviewing() -> EditorHarness {
    let current = catalog(cancel: "Abbruch", done: "Erledigt")
    var harness = EditorHarness(catalog: current)
    harness.state.openConflicts(
      SinceReview.conflicts(current: current, revision: catalog(cancel: "Abbrechen", done: "Fertig")),
      origin: "changes since HEAD", theirsLabel: "at HEAD", reviewing: true)
    return harness
  }

  func testEachRevertIsItsOwnUndoableEdit() {
    var harness = reviewing()
    XCTAssertFalse(harness.lines.contains { $0.hasPrefix("before") }, harness.lines.joined(separator: "\n"))

    harness.type("t")
    XCTAssertEqual(harness.catalog, catalog(cancel: "Abbrechen", done: "Erledigt"), "applied before the last decision")
    harness.type("t")
    XCTAssertEqual(harness.catalog, catalog(cancel: "Abbrechen", done: "Fertig"))
    harness.type("u")
    XCTAssertEqual(harness.catalog, catalog(cancel: "Abbrechen", done: "Erledigt"), "one undo takes back one revert")
  }

  func testAcceptingChangesNothing() {
    var harness = reviewing()
    harness.type("mm")
    XCTAssertEqual(harness.catalog, catalog(cancel: "Abbruch", done: "Erledigt"))
    XCTAssertFalse(harness.state.document.isModified)
  }
}

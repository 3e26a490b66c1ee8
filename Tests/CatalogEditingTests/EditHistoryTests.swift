import CatalogTestSupport
import StringCatalog
import XCTest

/// Undo/redo and the exact "modified since saved" flag.
final class EditHistoryTests: XCTestCase {
  typealias F = EditingFixture

  func testUndoingEveryChangeRestoresTheOriginalBytes() throws {
    var document = CatalogDocument(catalog: try F.catalog)
    let original = CatalogWriter.bytes(document.catalog)
    var snapshots: [[UInt8]] = [original]
    let steps: [(Catalog) -> CatalogChange?] = [
      { $0.changeSettingValue("Äpfel", key: "Apple", language: "de") },
      { $0.changeAddingKey("Blueberry") },
      { $0.changeSettingValue("Heidelbeere", key: "Blueberry", language: "de") },
      { $0.changeSettingValue("An apple", key: "Apple", language: "en") },
      { $0.changeAccepting([("Banana", "de"), ("%lld apples", "de")], label: "Accept 2") },
      { $0.changeDeletingKey("Cherry") },
      { $0.changeSettingComment("Berry", key: "Blueberry") },
      { $0.changeDeletingTranslation(key: "Apple", language: "ja") },
    ]
    for step in steps {
      document.perform(try XCTUnwrap(step(document.catalog)))
      snapshots.append(CatalogWriter.bytes(document.catalog))
    }
    XCTAssertEqual(Set(snapshots).count, snapshots.count, "every step changes the bytes")
    // Undo all the way, checking every intermediate state, then redo all the way.
    for expected in snapshots.dropLast().reversed() {
      XCTAssertNotNil(document.undo())
      assertSameBytes(CatalogWriter.bytes(document.catalog), expected)
    }
    XCTAssertNil(document.undo())
    XCTAssertFalse(document.isModified)
    for expected in snapshots.dropFirst() {
      XCTAssertNotNil(document.redo())
      assertSameBytes(CatalogWriter.bytes(document.catalog), expected)
    }
    XCTAssertNil(document.redo())
  }

  /// Each step hands back what it touched as it was before: a new key has no entry or index
  /// before its add, and undoing the add sees the entry and index the add made.
  func testEachStepReturnsTheKeysItTouchedAsTheyWereBefore() throws {
    var catalog = try F.catalog
    var history = EditHistory()
    let add = try XCTUnwrap(catalog.changeAddingKey("Blueberry"))
    let added = try XCTUnwrap(history.perform(add, on: &catalog))
    XCTAssertEqual(added.change, add)
    XCTAssertEqual(added.keys, ["Blueberry"])
    XCTAssertEqual(added.entriesBefore, [nil])
    XCTAssertEqual(added.indicesBefore, [nil])
    let index = try XCTUnwrap(catalog.strings.index(of: "Blueberry"))
    let entry = catalog.strings["Blueberry"]

    let undone = try XCTUnwrap(history.undo(on: &catalog))
    XCTAssertEqual(undone.change, add, "an undo names the change it took back")
    XCTAssertEqual(undone.indicesBefore, [index])
    XCTAssertEqual(undone.entriesBefore, [entry])
    XCTAssertNil(catalog.strings["Blueberry"])

    let redone = try XCTUnwrap(history.redo(on: &catalog))
    XCTAssertEqual(redone.entriesBefore, [nil])
    XCTAssertNil(history.perform(CatalogChange(label: "nothing", edits: []), on: &catalog), "an empty change is no step")

    // A change that touches a key twice lists it once, with the entry before the first edit.
    let apple = catalog.strings["Apple"]
    let twice = CatalogChange(label: "twice", edits: [.remove(key: "Apple"), .remove(key: "Apple")])
    let step = try XCTUnwrap(history.perform(twice, on: &catalog))
    XCTAssertEqual(step.keys, ["Apple"])
    XCTAssertEqual(step.entryBefore("Apple"), apple)
  }

  func testModifiedFlagIsExactAcrossSavePoints() throws {
    var catalog = try F.catalog
    var history = EditHistory()
    XCTAssertFalse(history.isModified)
    XCTAssertFalse(history.canUndo)
    XCTAssertFalse(history.canRedo)

    let first = try XCTUnwrap(catalog.changeSettingValue("Äpfel", key: "Apple", language: "de"))
    history.perform(first, on: &catalog)
    XCTAssertTrue(history.isModified)
    XCTAssertEqual(history.undoLabel, "edit de of \"Apple\"")
    history.undo(on: &catalog)
    XCTAssertFalse(history.isModified, "back at the state that was loaded")
    XCTAssertEqual(history.redoLabel, "edit de of \"Apple\"")
    history.redo(on: &catalog)
    XCTAssertTrue(history.isModified)

    history.markSaved()
    XCTAssertFalse(history.isModified)
    let second = try XCTUnwrap(catalog.changeAddingKey("Blueberry"))
    history.perform(second, on: &catalog)
    XCTAssertTrue(history.isModified)
    history.undo(on: &catalog)
    XCTAssertFalse(history.isModified, "back at the saved state")
    history.undo(on: &catalog)
    XCTAssertTrue(history.isModified, "before the saved state")
    history.redo(on: &catalog)
    XCTAssertFalse(history.isModified)
    history.redo(on: &catalog)
    XCTAssertTrue(history.isModified)
    XCTAssertEqual(history.appliedChanges, [first, second])
  }

  func testANewChangeAfterUndoingPastTheSavePointKeepsTheDocumentModified() throws {
    var catalog = try F.catalog
    var history = EditHistory()
    history.perform(try XCTUnwrap(catalog.changeAddingKey("A1")), on: &catalog)
    history.perform(try XCTUnwrap(catalog.changeAddingKey("A2")), on: &catalog)
    history.markSaved()
    history.undo(on: &catalog)
    history.undo(on: &catalog)
    history.perform(try XCTUnwrap(catalog.changeAddingKey("B1")), on: &catalog)
    XCTAssertFalse(history.canRedo, "a new change drops the redo stack")
    XCTAssertTrue(history.isModified)
    history.undo(on: &catalog)
    XCTAssertTrue(history.isModified, "the loaded state is not the saved state")
    history.redo(on: &catalog)
    XCTAssertTrue(history.isModified)
  }

  func testEmptyChangesAreNotRecorded() throws {
    var catalog = try F.catalog
    var history = EditHistory()
    history.perform(CatalogChange(label: "nothing", edits: []), on: &catalog)
    XCTAssertFalse(history.canUndo)
    XCTAssertFalse(history.isModified)
  }

  /// A change whose edits touch the same key twice is undone in reverse order.
  func testUndoOfAChangeThatTouchesOneKeyTwice() throws {
    var catalog = try F.catalog
    let original = CatalogWriter.bytes(catalog)
    var history = EditHistory()
    let change = CatalogChange(
      label: "twice",
      edits: [
        .put(key: "Apple", entry: Entry(comment: "one")),
        .put(key: "Apple", entry: Entry(comment: "two")),
        .remove(key: "Cherry"),
        .put(key: "Cherry", entry: Entry(extractionState: "stale")),
      ])
    history.perform(change, on: &catalog)
    XCTAssertEqual(catalog.strings["Apple"], Entry(comment: "two"))
    XCTAssertEqual(catalog.strings["Cherry"], Entry(extractionState: "stale"))
    history.undo(on: &catalog)
    assertSameBytes(CatalogWriter.bytes(catalog), original)
  }

  func testApplyReturnsTheInverse() throws {
    var catalog = try F.catalog
    let before = catalog
    let inverse = catalog.apply(.put(key: "New", entry: Entry()))
    XCTAssertEqual(inverse, .remove(key: "New"))
    XCTAssertEqual(catalog.apply(inverse), .put(key: "New", entry: Entry()))
    XCTAssertEqual(catalog, before)
    let cherry = try XCTUnwrap(catalog.strings["Cherry"])
    XCTAssertEqual(catalog.apply(.remove(key: "Cherry")), .put(key: "Cherry", entry: cherry))
  }
}

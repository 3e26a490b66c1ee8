import StringCatalog
import TerminalScreen
import XCTest

/// Reloading after someone changed the file: different leaves merge, a leaf changed on both sides
/// opens the conflict view, and nothing is written until every conflict is decided.
final class ConflictViewTests: XCTestCase {
  private func value(_ catalog: Catalog, _ key: String, _ language: String) -> String? {
    catalog.strings[key]?.localization(language)?.stringUnit?.value
  }

  /// Edits Cancel/de in the editor while the file gets Cancel/de and Cancel/fr changed, then saves
  /// (refused) and reloads.
  private func conflictingReload(_ file: TemporaryCatalogFile) throws -> EditorHarness {
    var harness = EditorHarness(document: try file.open())
    harness.type("jj<Tab><Enter><C-u>Abbruch<Enter>")  // Cancel, de
    try file.rewrite { catalog in
      catalog.strings["Cancel"]?.setLocalization(Localization(value: "Stornieren", state: .translated), for: "de")
      catalog.strings["Cancel"]?.setLocalization(Localization(value: "Annuler !", state: .translated), for: "fr")
    }
    harness.type("<C-s>")
    harness.performSave()
    XCTAssertEqual(harness.type("r"), [.reload])
    try harness.performReload()
    return harness
  }

  func testTheSameLeafChangedOnBothSidesOpensTheConflictView() throws {
    let file = try TemporaryCatalogFile()
    defer { file.remove() }
    let harness = try conflictingReload(file)
    XCTAssertEqual(value(harness.catalog, "Cancel", "fr"), "Annuler !", "their other leaf merged in")
    XCTAssertEqual(value(harness.catalog, "Cancel", "de"), "Abbruch", "mine kept in the buffer until decided")
    XCTAssertTrue(harness.isModified)
    let lines = harness.lines.map { $0.trimmingCharacters(in: .whitespaces) }
    XCTAssertEqual(lines[0], "Conflicts · 0 of 1 decided · the file changed on disk")
    XCTAssertTrue(lines[1].hasPrefix("▸ \"Cancel\" · de"), lines[1])
    XCTAssertTrue(lines[1].hasSuffix("undecided"), lines[1])
    XCTAssertTrue(lines.contains("on disk   Stornieren  [translated]"), lines.joined(separator: "\n"))
    XCTAssertTrue(lines.contains("yours     Abbruch  [translated]"), lines.joined(separator: "\n"))
    XCTAssertTrue(lines.contains("before    Abbrechen  [translated]"), lines.joined(separator: "\n"))
    var moved = harness
    moved.type("j")
    XCTAssertTrue(moved.messageLine.contains("m keep mine · t take theirs · e edit"), moved.messageLine)
  }

  func testSavingAndQuittingWaitForEveryDecision() throws {
    let file = try TemporaryCatalogFile()
    defer { file.remove() }
    var harness = try conflictingReload(file)
    XCTAssertEqual(harness.type("<C-s>"), [])
    XCTAssertEqual(harness.messageLine.trimmingCharacters(in: .whitespaces),
      "Not saved: 1 conflict undecided: m keeps yours · t takes the file's · e edits")
    XCTAssertEqual(harness.type("q"), [], "q asks: the buffer is modified")
    XCTAssertTrue(harness.messageLine.hasPrefix("Save changes to Sample.xcstrings?"), harness.messageLine)
    XCTAssertEqual(harness.type("s"), [], "saving from the quit question is refused too")
    XCTAssertTrue(harness.messageLine.hasPrefix("Not saved: 1 conflict undecided"), harness.messageLine)
    XCTAssertEqual(value(try CatalogReader.read(path: file.path).catalog, "Cancel", "de"), "Stornieren")
  }

  func testKeepMineThenSaveWritesMineAndTheirOtherLeaf() throws {
    let file = try TemporaryCatalogFile()
    defer { file.remove() }
    var harness = try conflictingReload(file)
    harness.type("m")
    XCTAssertEqual(harness.messageLine.trimmingCharacters(in: .whitespaces),
      "The conflict is decided: 1 yours · 0 from the file · 0 edited · Ctrl-S saves")
    XCTAssertTrue(harness.lines[0].contains("│"), "back to the grid")
    XCTAssertEqual(harness.type("<C-s>"), [.save])
    harness.performSave()
    XCTAssertFalse(harness.isModified)
    let saved = try CatalogReader.read(path: file.path).catalog
    XCTAssertEqual(value(saved, "Cancel", "de"), "Abbruch")
    XCTAssertEqual(value(saved, "Cancel", "fr"), "Annuler !")
  }

  func testTakeTheirsAndEdit() throws {
    let file = try TemporaryCatalogFile()
    defer { file.remove() }
    var harness = try conflictingReload(file)
    harness.type("t")
    XCTAssertEqual(value(harness.catalog, "Cancel", "de"), "Stornieren")
    harness.type("u")
    XCTAssertEqual(value(harness.catalog, "Cancel", "de"), "Abbruch", "the decision is one undoable change")

    let second = try TemporaryCatalogFile()
    defer { second.remove() }
    var editing = try conflictingReload(second)
    editing.type("e<C-u>Abbrechen!<Enter>")
    XCTAssertEqual(value(editing.catalog, "Cancel", "de"), "Abbrechen!")
    XCTAssertTrue(editing.messageLine.contains("0 yours · 0 from the file · 1 edited"), editing.messageLine)
  }

  func testEveryConflictKeyIsInTheHelp() throws {
    var harness = try sampleHarness(height: 160)
    harness.type("?")
    // A long description goes on under its column on the next line (the box is 96 wide inside).
    let help = harness.lines.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "│ ")) }.joined(separator: " ")
    for text in ["Keep mine (the editor's version of this leaf)", "Take theirs (the version in the file on disk)",
      "Edit: type the text to keep"]
    {
      XCTAssertTrue(help.contains(text), text)
    }
  }
}

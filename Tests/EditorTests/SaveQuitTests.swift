import StringCatalog
import XCTest

@testable import Editor

final class SaveQuitTests: XCTestCase {
  private let quitQuestion = "Save changes to Sample.xcstrings? (s)ave · (d)iscard · (c)ancel"

  func testControlSRequestsASave() throws {
    var harness = try sampleHarness()
    XCTAssertEqual(harness.type("<C-s>"), [.save])
    XCTAssertEqual(harness.type(":w<Enter>"), [.save])
  }

  func testQuitWithoutChangesQuitsAtOnce() throws {
    var harness = try sampleHarness()
    XCTAssertEqual(harness.type("q"), [.quit])
    XCTAssertEqual(harness.type("<C-c>"), [.quit])
    XCTAssertEqual(harness.type(":q<Enter>"), [.quit])
    XCTAssertEqual(harness.type(":x<Enter>"), [.quit])
  }

  func testQuitWithUnsavedChangesAsks() throws {
    var harness = try sampleHarness()
    harness.type("jjy")
    XCTAssertEqual(harness.type("q"), [])
    XCTAssertEqual(harness.messageLine, quitQuestion)
    XCTAssertEqual(harness.type("c"), [])
    XCTAssertNil(harness.state.layer)
    XCTAssertEqual(harness.type("q<Esc>"), [])
    XCTAssertEqual(harness.type("<C-c>d"), [.quit])
    XCTAssertEqual(harness.type("qs"), [.saveAndQuit])
    XCTAssertEqual(harness.state.saveFinished(.saved(path: "/tmp/x")), [.quit], "the save finished the quit")
  }

  func testColonQRefusesWithUnsavedChanges() throws {
    var harness = try sampleHarness()
    harness.type("jjy")
    XCTAssertEqual(harness.type(":q<Enter>"), [])
    XCTAssertEqual(harness.messageLine, "Unsaved changes: :w to save, :q! to discard")
    XCTAssertEqual(harness.type(":q!<Enter>"), [.quit])
    XCTAssertEqual(harness.type(":wq<Enter>"), [.saveAndQuit])
    XCTAssertEqual(harness.type(":x<Enter>"), [.saveAndQuit])
  }

  func testCommandLineJumpsToARowAndRejectsUnknownCommands() throws {
    var harness = try sampleHarness()
    harness.type(":")
    XCTAssertEqual(harness.messageLine, ":")
    harness.type("5<Enter>")
    XCTAssertEqual(harness.currentKey, "Done")
    harness.type(":frobnicate<Enter>")
    XCTAssertEqual(harness.messageLine, "Not an editor command: frobnicate")
    harness.type(": q <Esc>")
    XCTAssertEqual(harness.effects, [])
  }

  func testSaveConflictOffersReloadOverwriteAndCancel() throws {
    var harness = try sampleHarness()
    harness.type("jjy<C-s>")
    harness.state.saveFinished(.changedOnDisk)
    XCTAssertEqual(
      harness.messageLine,
      "Sample.xcstrings changed on disk. (r)eload and merge your edits · (o)verwrite · (c)ancel")
    XCTAssertEqual(harness.type("r"), [.reload])
    harness.state.saveFinished(.changedOnDisk)
    XCTAssertEqual(harness.type("o"), [.overwrite])
    harness.state.saveFinished(.changedOnDisk)
    XCTAssertEqual(harness.type("c"), [])
    XCTAssertEqual(harness.messageLine, "Not saved")
    XCTAssertTrue(harness.isModified)
  }

  func testSaveAndQuitThroughAConflictQuitsAfterTheOverwrite() throws {
    var harness = try sampleHarness()
    harness.type("jjy")
    XCTAssertEqual(harness.type(":wq<Enter>"), [.saveAndQuit])
    XCTAssertEqual(harness.state.saveFinished(.changedOnDisk), [])
    XCTAssertEqual(harness.type("o"), [.overwrite])
    XCTAssertEqual(harness.state.saveFinished(.saved(path: "/tmp/x")), [.quit])
  }

  func testFailedSaveIsReportedAndDoesNotQuit() throws {
    var harness = try sampleHarness()
    harness.type("jjy:wq<Enter>")
    XCTAssertEqual(harness.state.saveFinished(.failed("disk full")), [])
    XCTAssertEqual(harness.messageLine, "Save failed: disk full")
    XCTAssertEqual(harness.state.saveFinished(.saved(path: "/tmp/x")), [], "the failed :wq no longer quits")
  }

  func testReloadAfterAConflictKeepsBothChanges() throws {
    let file = try TemporaryCatalogFile()
    defer { file.remove() }
    var harness = EditorHarness(document: try file.open())
    harness.type("jj<Tab><Enter><C-u>Abbruch<Enter>")  // Cancel, de
    try file.rewrite { catalog in
      catalog.strings["Done"]?.setLocalization(Localization(value: "Erledigt", state: .translated), for: "de")
    }
    XCTAssertEqual(harness.type("<C-s>"), [.save])
    harness.performSave()
    XCTAssertEqual(harness.messageLine, "Sample.xcstrings changed on disk. (r)eload and merge your edits · (o)verwrite · (c)ancel")
    XCTAssertEqual(harness.type("r"), [.reload])
    var reloaded = harness.state.document
    let outcome = try reloaded.reloadMergingEdits()
    harness.state.replaceDocument(reloaded, message: "Reloaded; merged \(outcome.mergedKeys) key(s)")
    XCTAssertEqual(outcome.conflicts, [])
    XCTAssertEqual(harness.messageLine, "Reloaded; merged 1 key(s)")
    XCTAssertEqual(harness.currentKey, "Cancel")
    XCTAssertEqual(harness.currentLanguage, "de")
    XCTAssertEqual(harness.gridLine(containing: "Done")?.hasSuffix("│   Erledigt"), true)
    XCTAssertEqual(harness.gridLine(containing: "Cancel")?.hasSuffix("│   Abbruch"), true)
    XCTAssertTrue(harness.isModified)
    harness.type("<C-s>")
    harness.performSave()
    XCTAssertFalse(harness.isModified)
  }

  func testOverwriteAfterAConflictWritesTheEditorsVersion() throws {
    let file = try TemporaryCatalogFile()
    defer { file.remove() }
    var harness = EditorHarness(document: try file.open())
    harness.type("jjy")
    try file.rewrite { catalog in catalog.strings["Done"] = nil }
    harness.type("<C-s>")
    harness.performSave()
    XCTAssertEqual(harness.type("o"), [.overwrite])
    harness.performSave(force: true)
    XCTAssertFalse(harness.isModified)
    XCTAssertEqual(try CatalogReader.read(path: file.path).catalog.strings["Done"] != nil, true)
  }
}

/// A read-only file is refused with a message; `:w!` writes it anyway and keeps its mode.
final class ReadOnlyFileSaveTests: XCTestCase {
  func testReadOnlyFileIsRefusedAndBangWritesIt() throws {
    let file = try TemporaryCatalogFile()
    defer { file.remove() }
    XCTAssertEqual(chmod(file.path, 0o444), 0)
    var harness = EditorHarness(document: try file.open())
    harness.type("y")
    XCTAssertEqual(harness.type("<C-s>"), [.save])
    harness.performSave()
    XCTAssertEqual(harness.messageLine.trimmingCharacters(in: .whitespaces), "Not saved: Sample.xcstrings is read-only; :w! writes it anyway")
    XCTAssertTrue(harness.isModified)
    XCTAssertEqual(harness.type(":w!<Enter>"), [.saveOverwritingReadOnly])
    harness.performSave(overwritingReadOnly: true)
    XCTAssertFalse(harness.isModified)
    let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
    XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o444, "the mode is kept")
    XCTAssertEqual(CatalogWriter.bytes(try CatalogReader.read(path: file.path).catalog), harness.bytes)
    XCTAssertEqual(harness.type(":wq!<Enter>"), [.saveOverwritingReadOnly])
    harness.performSave(overwritingReadOnly: true)
    XCTAssertEqual(harness.effects.last, .quit)
  }
}

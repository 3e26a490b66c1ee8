import CatalogWorkspace
import Foundation
import StringCatalog
import XCTest

@testable import Editor

/// A catalog written by someone else while the editor is open (an agent, Xcode, `git pull`),
/// noticed by the disk watch and taken in by the editor: re-read in place without unsaved edits,
/// merged leaf by leaf with them, a true conflict in the conflict view; the cursor stays on its
/// key, the review queue holds the new drafts, the message says what changed where; and looking
/// costs one `stat` per catalog per look and no read while the files stay as they are.
final class DiskChangeTests: XCTestCase {
  private var folder = ""

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-disk-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder + "/App", withIntermediateDirectories: true)
    try write(WorkspaceFixtures.catalog(keys: ["Cancel", "OK", "Open", "Save"], missing: ["Open", "Save"]), to: "App/A.xcstrings")
    try write(WorkspaceFixtures.catalog(keys: ["OK", "Refresh", "Share"], missing: ["Share"], review: ["OK"]), to: "App/B.xcstrings")
  }

  override func tearDown() {
    try? FileManager.default.removeItem(atPath: folder)
  }

  private func write(_ catalog: Catalog, to name: String) throws {
    try Data(CatalogWriter.bytes(catalog)).write(to: URL(fileURLWithPath: folder + "/" + name))
  }

  private func read(_ name: String) throws -> Catalog {
    try CatalogReader.read(path: folder + "/" + name).catalog
  }

  /// The editor on both catalogs, with a watch that has seen them as the editor read them.
  private func open() throws -> (EditorHarness, DiskWatch) {
    let members = try ["App/A.xcstrings", "App/B.xcstrings"].map { name in
      Workspace.Member(document: try CatalogDocument.open(path: folder + "/" + name).document, displayPath: name)
    }
    var watch = DiskWatch()
    for member in members { watch.remember(member.document.path ?? "") }
    return (WorkspaceFixtures.harness(Workspace(members: members)), watch)
  }

  /// What an agent's `submit_translations` leaves in A: Open and Save drafted in German, and
  /// (`ok`) OK's German changed, all needing review.
  private func agentDrafts(ok: String? = nil, cancel: String? = nil) throws {
    var catalog = try read("App/A.xcstrings")
    var drafts = [("Open", "Öffnen"), ("Save", "Sichern")]
    if let ok { drafts.append(("OK", ok)) }
    if let cancel { drafts.append(("Cancel", cancel)) }
    for (key, value) in drafts {
      catalog.strings[key]?.setLocalization(Localization(value: value, state: .needsReview), for: "de")
    }
    // A later modification time than the editor's read, as a real second write would have.
    Thread.sleep(forTimeInterval: 0.01)
    try write(catalog, to: "App/A.xcstrings")
  }

  private func reviewQueue(_ harness: inout EditorHarness) -> [String] {
    harness.type("R")
    guard case .review(let session)? = harness.state.modes.last else { return [] }
    defer { harness.type("q") }
    return zip(session.catalogs, session.items).map { "\($0.0):\($0.1.key)" }
  }

  func testACatalogWithoutUnsavedEditsIsReadAgainInPlace() throws {
    var (harness, watch) = try open()
    harness.type("jjjjj")  // B's Refresh (the cursor starts in the de column)
    XCTAssertEqual(harness.currentKey, "Refresh")
    try agentDrafts()

    let (changes, failures) = watch.reloads(of: harness.state.workspace)
    XCTAssertEqual(failures.count, 0)
    XCTAssertEqual(changes.map(\.member), [0])
    harness.state.takeChangesFromDisk(changes, failures: failures)

    XCTAssertEqual(harness.message, "App/A.xcstrings changed on disk: 2 strings changed")
    XCTAssertEqual(harness.currentKey, "Refresh", "the cursor stays on its key")
    XCTAssertEqual(harness.state.cursorCatalog, 1)
    XCTAssertFalse(harness.state.workspace.isModified, "the file's contents are nothing to save")
    XCTAssertEqual(harness.state.workspace[0].catalog, try read("App/A.xcstrings"))
    XCTAssertEqual(reviewQueue(&harness), ["0:Open", "0:Save", "1:OK"], "the review queue holds the new drafts")
    XCTAssertNotNil(harness.gridLine(containing: "Öffnen"), harness.lines.joined(separator: "\n"))
    XCTAssertEqual(
      harness.state.takeJournalSteps().map(\.catalog), [0], "the journal is asked for a snapshot of the replaced catalog")
  }

  func testUnsavedEditsAreMergedLeafByLeafAndSavedOnTopOfTheFile() throws {
    var (harness, watch) = try open()
    harness.type("<Enter><C-u>Abbrechen!<Enter>")  // A's Cancel, de
    XCTAssertEqual(harness.currentKey, "Cancel")
    try agentDrafts(ok: "Okay")
    let theirs = try read("App/A.xcstrings")

    let (changes, failures) = watch.reloads(of: harness.state.workspace)
    harness.state.takeChangesFromDisk(changes, failures: failures)

    XCTAssertEqual(
      harness.message, "App/A.xcstrings changed on disk: 3 strings changed; your unsaved edits to 1 key are merged in")
    XCTAssertEqual(harness.currentKey, "Cancel")
    XCTAssertFalse(harness.state.hasOpenConflicts)
    XCTAssertEqual(reviewQueue(&harness), ["0:OK", "0:Open", "0:Save", "1:OK"])
    var saved = harness.state.workspace[0]
    try saved.save()
    var expected = theirs
    for edit in try XCTUnwrap(expected.changeSettingValue("Abbrechen!", key: "Cancel", language: "de")).edits { expected.apply(edit) }
    XCTAssertSameBytes(try Array(Data(contentsOf: URL(fileURLWithPath: folder + "/App/A.xcstrings"))), CatalogWriter.bytes(expected))
  }

  func testALeafChangedOnBothSidesOpensTheConflictViewAndKeepsYourValue() throws {
    var (harness, watch) = try open()
    harness.type("<Enter><C-u>Abbrechen!<Enter>")
    try agentDrafts(cancel: "Stornieren")

    let (changes, failures) = watch.reloads(of: harness.state.workspace)
    harness.state.takeChangesFromDisk(changes, failures: failures)

    XCTAssertEqual(
      harness.message,
      "App/A.xcstrings changed on disk: 3 strings changed; your unsaved edits to 1 key are merged in; 1 changed on both sides: decide each")
    XCTAssertTrue(harness.state.hasOpenConflicts)
    XCTAssertEqual(harness.state.workspace[0].catalog.strings["Cancel"]?.localization("de")?.stringUnit?.value, "Abbrechen!")
    XCTAssertFalse(harness.state.takesChangesFromDisk, "nothing more is taken while the conflict is being decided")
  }

  /// A `git pull` that changes several catalogs: one message counts them and what changed.
  func testSeveralCatalogsChangedAtOnceAreCountedInOneMessage() throws {
    var (harness, watch) = try open()
    try agentDrafts()
    var other = try read("App/B.xcstrings")
    other.strings["Share"]?.setLocalization(Localization(value: "Teilen", state: .translated), for: "de")
    try write(other, to: "App/B.xcstrings")

    let (changes, failures) = watch.reloads(of: harness.state.workspace)
    harness.state.takeChangesFromDisk(changes, failures: failures)

    XCTAssertEqual(harness.message, "2 catalogs changed on disk: 3 strings changed")
    XCTAssertEqual(harness.state.workspace[1].catalog, other)
  }

  func testAFileThatNoLongerParsesIsNamedAndTheDocumentKept() throws {
    var (harness, watch) = try open()
    let before = harness.state.workspace[1].catalog
    Thread.sleep(forTimeInterval: 0.01)
    try Data("{\n  \"sourceLanguage\" : \n".utf8).write(to: URL(fileURLWithPath: folder + "/App/B.xcstrings"))

    let (changes, failures) = watch.reloads(of: harness.state.workspace)
    XCTAssertEqual(changes.count, 0)
    harness.state.takeChangesFromDisk(changes, failures: failures)

    XCTAssertTrue(harness.message?.hasPrefix("App/B.xcstrings changed on disk but cannot be read: ") ?? false, harness.message ?? "")
    XCTAssertEqual(harness.state.workspace[1].catalog, before)
  }

  /// Taking a change never interrupts typing, a prompt or review: the app looks again later.
  func testNothingIsTakenWhileThePersonIsTypingOrReviewing() throws {
    var (harness, _) = try open()
    XCTAssertTrue(harness.state.takesChangesFromDisk)
    harness.type("<Enter>Abb")
    XCTAssertFalse(harness.state.takesChangesFromDisk, "the inline editor is open")
    harness.type("<Esc>:")
    XCTAssertFalse(harness.state.takesChangesFromDisk, "the command line is open")
    harness.type("<Esc>R")
    XCTAssertFalse(harness.state.takesChangesFromDisk, "review is open")
    harness.type("q")
    XCTAssertTrue(harness.state.takesChangesFromDisk)
  }

  /// The key loop looks at most every half second however fast keys come, and a look at files
  /// nobody wrote costs one `stat` each and no read.
  func testKeysWithoutAFileChangeCostNoReadAndAStatPerCatalogPerLook() throws {
    var (harness, watch) = try open()
    var cadence = LookCadence(interval: 0.5)
    var looks = 0
    let keys = 2_000
    // 2000 keys a millisecond apart: two seconds of fast typing and moving.
    for number in 0..<keys {
      harness.type(number % 2 == 0 ? "j" : "k")
      if harness.state.takesChangesFromDisk, cadence.isDue(at: Double(number) / 1000) {
        looks += 1
        harness.state.takeChangesFromDisk(watch.reloads(of: harness.state.workspace).changes)
      }
    }
    XCTAssertEqual(looks, 4)
    XCTAssertEqual(watch.work.stats, looks * 2, "one stat per catalog per look")
    XCTAssertEqual(watch.work.reads, 0)

    try agentDrafts()
    let (changes, _) = watch.reloads(of: harness.state.workspace)
    XCTAssertEqual(changes.map(\.member), [0])
    XCTAssertEqual(watch.work.stats, looks * 2 + 2)
    XCTAssertEqual(watch.work.reads, 1, "only the written file is read")
  }

  /// The editor's own save is remembered as it is made: the next look reads nothing.
  func testAFileTheEditorSavedIsNotReadAgain() throws {
    var (harness, watch) = try open()
    harness.type("<Enter><C-u>Abbrechen!<Enter>")
    var saved = harness.state.workspace[0]
    try saved.save()
    XCTAssertEqual(harness.state.saveFinished(saved: [0: saved], failed: [:]), [])
    watch.remember(try XCTUnwrap(saved.path))

    let (changes, failures) = watch.reloads(of: harness.state.workspace)
    XCTAssertEqual(changes.count + failures.count, 0)
    XCTAssertEqual(watch.work.stats, 2)
    XCTAssertEqual(watch.work.reads, 0)
  }
}

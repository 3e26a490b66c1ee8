import Foundation
import StringCatalog
import XCTest

/// The real binary in tmux, with the file changed behind its back: the editor notices on its own
/// and merges leaf by leaf, a leaf changed on both sides goes through the conflict view, a
/// restored recovery file keeps a colleague's change, and two editors killed at once both get
/// their edits back.
final class ConflictRecoveryTmuxTests: TmuxTestCase {
  private var path = ""
  private var binary = ""

  override func setUpWithError() throws {
    try super.setUpWithError()
    binary = try GlossaBinary.path()
    path = try copyOfSample()
  }

  private func editor() throws -> TmuxSession {
    let session = try TmuxSession(command: "\(binary) --languages de,fr '\(path)'", environment: ["XDG_STATE_HOME": folder])
    return session
  }

  /// Sets `key`'s `language` to `value` in `catalog` the way the editor's Enter does.
  private func setting(_ value: String, _ key: String, _ language: String, in catalog: Catalog) throws -> Catalog {
    var copy = catalog
    for edit in try XCTUnwrap(copy.changeSettingValue(value, key: key, language: language)).edits { copy.apply(edit) }
    return copy
  }

  /// My Cancel/de edit and the colleague's Cancel/fr edit, both on `original`.
  private func bothCancelEdits(_ original: Catalog) throws -> Catalog {
    try setting("Annuler !", "Cancel", "fr", in: try setting("Abbruch", "Cancel", "de", in: original))
  }

  /// Another tool writes the file (one write for all of `values`).
  private func colleagueSets(_ values: (value: String, key: String, language: String)...) throws {
    var changed = try CatalogReader.read(path: path).catalog
    for (value, key, language) in values { changed = try setting(value, key, language, in: changed) }
    try Data(CatalogWriter.bytes(changed)).write(to: URL(fileURLWithPath: path))
  }

  private func fileText() throws -> String {
    String(decoding: try XCTUnwrap(FileManager.default.contents(atPath: path)), as: UTF8.self)
  }

  /// The recovery journals in the state folder (one per editor that has not quit cleanly).
  private func journals() -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder + "/glossa")) ?? []).filter { $0.hasSuffix(".glossa-journal") }
  }

  /// The unsaved edits the journals hold, over every journal.
  private func journalledEdits() -> Int {
    journals().reduce(0) { total, name in
      total + (JournalContents.read(path: folder + "/glossa/" + name)?.records.reduce(0) { $0 + $1.edits.count } ?? 0)
    }
  }

  /// Types `value` into the Cancel row's de cell (rows: "%lld km", "%lld photos", "Cancel"…).
  private func editCancelGerman(_ session: TmuxSession, _ value: String) {
    session.waitFor("Sample.xcstrings")
    session.send("j", "j")
    session.waitFor("3/21")
    session.send("Enter", "C-u")
    session.type(value)
    session.send("Enter")
    session.waitFor("[+]")
  }

  /// Saves, checks what saving left in the recovery folder, quits, and compares the file byte for
  /// byte with `expected`.
  private func saveAndQuit(_ session: TmuxSession, expecting expected: Catalog) throws {
    session.send("C-s")
    session.waitFor("Saved")
    XCTAssertEqual(journals().count, 1, "only the running editor's journal is left: \(journals())")
    XCTAssertEqual(journalledEdits(), 0, "every edit a journal held is on disk now")
    session.send("q")
    session.waitFor("[exit 0]")
    XCTAssertEqual(journals(), [], "a clean quit deletes the journal")
    XCTAssertEqual(try fileText(), String(decoding: CatalogWriter.bytes(expected), as: UTF8.self))
  }

  private func pids() -> [Int32] {
    Shell.run(["pgrep", "-f", "\(binary) --languages de,fr \(path)"]).output.split(separator: "\n").compactMap { Int32($0) }
  }

  /// My Cancel/de edit, then `colleague` writes Cancel/fr and the editor merges it: no conflict,
  /// and one save writes both.
  private func assertBothCancelEditsAreSaved(after colleague: (TmuxSession) throws -> Void) throws {
    let original = try CatalogReader.read(path: path).catalog
    let session = try editor()
    editCancelGerman(session, "Abbruch")
    try colleague(session)
    XCTAssertFalse(session.screen.contains("Conflicts"), session.screen)
    try saveAndQuit(session, expecting: try bothCancelEdits(original))
  }

  func testTheEditorNoticesAChangeOnDiskAndMergesDifferentLanguagesOfOneKey() throws {
    try assertBothCancelEditsAreSaved { session in
      try colleagueSets(("Annuler !", "Cancel", "fr"))
      session.waitFor("Sample.xcstrings changed on disk: 1 string changed; your unsaved edits to 1 key are merged in")
    }
  }

  /// A write the editor has not taken yet (it takes nothing while the command line is open)
  /// refuses the save; `r` merges it.
  func testAReloadAfterARefusedSaveMergesDifferentLanguagesOfOneKey() throws {
    try assertBothCancelEditsAreSaved { session in
      session.send(":")
      session.wait(for: "the command line") { $0.contains("\n:") }
      try colleagueSets(("Annuler !", "Cancel", "fr"))
      session.send("w", "Enter")
      session.waitFor("changed on disk. (r)eload")
      session.send("r")
      session.waitFor("Reloaded")
    }
  }

  func testTheSameLeafChangedOnBothSidesIsDecidedInTheConflictView() throws {
    let original = try CatalogReader.read(path: path).catalog
    let session = try editor()
    editCancelGerman(session, "Abbruch")
    try colleagueSets(("Stornieren", "Cancel", "de"), ("Annuler !", "Cancel", "fr"))
    session.waitFor("Conflicts · 0 of 1 decided")
    let screen = session.screen
    XCTAssertTrue(screen.contains("on disk   Stornieren  [translated]"), screen)
    XCTAssertTrue(screen.contains("yours     Abbruch  [translated]"), screen)
    // Not before every conflict is decided: neither saving nor quitting quietly.
    session.send("C-s")
    session.waitFor("Not saved: 1 conflict undecided")
    session.send("m")
    session.waitFor("The conflict is decided")
    try saveAndQuit(session, expecting: try bothCancelEdits(original))
  }

  func testRestoringARecoveryFileKeepsAColleaguesChange() throws {
    let original = try CatalogReader.read(path: path).catalog
    let session = try editor()
    editCancelGerman(session, "Abbruch")
    for pid in pids() { kill(pid, SIGHUP) }
    session.waitFor("[exit")
    XCTAssertEqual(journals().count, 1)
    try colleagueSets(("Annuler !", "Cancel", "fr"))

    let reopened = try editor()
    reopened.waitFor("Restore them?")
    reopened.type("y")
    reopened.waitFor("[+]")
    try saveAndQuit(reopened, expecting: try bothCancelEdits(original))
  }

  func testTwoEditorsOnOneFileKeepTheirOwnRecoveryFiles() throws {
    let original = try CatalogReader.read(path: path).catalog
    let first = try editor()
    editCancelGerman(first, "Abbruch")
    let second = try editor()
    second.waitFor("Sample.xcstrings")
    second.send("j", "j", "j", "j")
    second.waitFor("5/21")  // Done
    second.send("Tab", "Enter", "C-u")
    second.type("Fini")
    second.send("Enter")
    second.waitFor("[+]")
    for pid in pids() { kill(pid, SIGHUP) }
    first.waitFor("[exit")
    second.waitFor("[exit")
    XCTAssertEqual(journals().count, 2, "one journal per editor: the second did not overwrite the first")

    let reopened = try editor()
    reopened.waitFor("Restore them?")
    reopened.type("y")
    reopened.wait(for: "a second offer") { $0.components(separatedBy: "Restore them?").count == 3 }
    reopened.type("y")
    reopened.waitFor("[+]")
    try saveAndQuit(reopened, expecting: try setting("Fini", "Done", "fr", in: try setting("Abbruch", "Cancel", "de", in: original)))
  }
}

import Foundation
import StringCatalog
import XCTest

/// The recovery journal against `kill -9` in a real terminal: committed edits (a plural form, a
/// new key, a plain cell) come back byte for byte; a torn last record loses only that record;
/// text typed without Enter comes back in the cell editor; a kill after a reload or in the middle
/// of a save loses nothing; `n` keeps the edits for later and `d` drops them; a state folder that
/// cannot be written is said at once and the journal goes to $TMPDIR, where the next open finds
/// it; with no folder at all, every commit says so.
final class JournalKillTmuxTests: TmuxTestCase {
  /// The editor on a copy of the sample, journalling into the test's folder.
  private var editor = JournalledEditor(binary: "", catalog: "", stateHome: "")
  private var path: String { editor.catalog }

  override func setUpWithError() throws {
    try super.setUpWithError()
    editor = JournalledEditor(binary: try GlossaBinary.path(), catalog: try copyOfSample(), stateHome: folder)
  }

  /// In the variation editor, the de `one` form of "%lld photos"; a new key with a de value;
  /// the de cell of Cancel. Each waits for the grid to show the commit.
  private func editThreeCells(_ session: TmuxSession) {
    session.waitFor("Sample.xcstrings")
    session.send("j", "p")
    session.waitFor("Variations · de of \"%lld photos\"")
    session.commitCell("%lld Bild", shown: "translated    %lld Bild")
    session.send("q")
    session.waitFor("# ⋯ 2 forms")
    session.send("a")
    session.waitFor("New key:")
    session.type("Brand new key")
    session.send("Enter")
    session.waitFor("Added \"Brand new key\"")
    session.commitCell("Neuer Schlüssel", shown: "│   Neuer Schlüssel")
    session.send("j")
    session.waitFor("4/22")
    session.commitCell("Abbruch", shown: "│   Abbruch")
  }

  private func expectedAfterThreeEdits(_ original: Catalog, withCancel: Bool = true) throws -> Catalog {
    var expected = original
    let one = try XCTUnwrap(FormPath("plural.one"))
    try expected.applyChange(expected.changeSettingFormValue("%lld Bild", key: "%lld photos", language: "de", at: one))
    try expected.applyChange(expected.changeAddingKey("Brand new key"))
    try expected.applyChange(expected.changeSettingValue("Neuer Schlüssel", key: "Brand new key", language: "de"))
    if withCancel { try expected.applyChange(expected.changeSettingValue("Abbruch", key: "Cancel", language: "de")) }
    return expected
  }

  private func assertFile(is expected: Catalog, file: StaticString = #filePath, line: UInt = #line) throws {
    let saved = [UInt8](try XCTUnwrap(FileManager.default.contents(atPath: path)))
    XCTAssertEqual(
      String(decoding: saved, as: UTF8.self), String(decoding: CatalogWriter.bytes(expected), as: UTF8.self), file: file,
      line: line)
  }

  func testThreeCommittedEditsSurviveKillNine() throws {
    let original = try CatalogReader.read(path: path).catalog
    let session = try editor.open()
    editThreeCells(session)
    let pid = try XCTUnwrap(editor.runningPID())
    editor.killHard(session, pid: pid)
    let journal = try XCTUnwrap(editor.journals().first)
    XCTAssertEqual(JournalContents.read(path: journal)?.records.first?.edits.map(\.key), ["%lld photos", "Brand new key", "Cancel"])

    let reopened = try editor.open()
    let offer = reopened.offer()
    XCTAssertTrue(offer.contains("(process \(pid))"), offer)
    XCTAssertTrue(offer.contains("3 keys changed in \(path)"), offer)
    reopened.acceptOffer(restoring: "Restored 3 unsaved edits from a stopped editor")
    reopened.saveAndQuitCleanly()
    XCTAssertEqual(editor.journals(), [])
    try assertFile(is: try expectedAfterThreeEdits(original))
  }

  func testATornLastRecordLosesOnlyThatEdit() throws {
    let original = try CatalogReader.read(path: path).catalog
    let session = try editor.open()
    editThreeCells(session)
    editor.killHard(session, pid: try XCTUnwrap(editor.runningPID()))
    let journal = try XCTUnwrap(editor.journals().first)
    // Cut into the last edit record (Cancel): the kill came in the middle of its write.
    let bytes = [UInt8](try XCTUnwrap(FileManager.default.contents(atPath: journal)))
    let lastEdit = try XCTUnwrap(Self.recordStarts(bytes).last { Self.payload(bytes, at: $0).contains("\"t\" : \"edit\"") })
    XCTAssertEqual(truncate(journal, off_t(lastEdit + 8 + Self.payloadLength(bytes, at: lastEdit) - 5)), 0)
    XCTAssertEqual(JournalContents.read(path: journal)?.records.first?.edits.map(\.key), ["%lld photos", "Brand new key"])

    try editor.reopenRestoreSaveQuit()
    try assertFile(is: try expectedAfterThreeEdits(original, withCancel: false))
  }

  func testTextTypedWithoutEnterComesBackInTheCellEditor() throws {
    let session = try editor.open()
    session.waitFor("Sample.xcstrings")
    let pid = try XCTUnwrap(editor.runningPID())
    // A user who reads the screen for a while before typing: the journal's last flush is older
    // than its 2 s cadence when the cell editor opens.
    usleep(2_200_000)
    session.send("j", "j", "Enter", "C-u")
    session.type("Abbruch, halb getippt")
    session.waitFor("Abbruch, halb getippt")
    let journal = try XCTUnwrap(editor.journals().first)
    let deadline = Date().addingTimeInterval(5)
    while JournalContents.read(path: journal)?.draft?.draft.text != "Abbruch, halb getippt", Date() < deadline { usleep(50_000) }
    XCTAssertEqual(JournalContents.read(path: journal)?.draft?.draft.text, "Abbruch, halb getippt", "the draft is journalled")
    editor.killHard(session, pid: pid)

    let reopened = try editor.open()
    reopened.waitFor("an unfinished edit of \"Cancel\" (de)")
    reopened.type("y")
    reopened.waitFor("Restored an unfinished edit of \"Cancel\" (de): Enter commits it, Esc drops it")
    XCTAssertTrue(reopened.screen.contains("Esc cancels · Editing de of \"Cancel\""), "the cell editor is open:\n\(reopened.screen)")
    reopened.send("Enter")
    reopened.wait(for: "the committed draft") { $0.contains("│   Abbruch, halb getippt") && $0.contains("[+]") }
    reopened.saveAndQuitCleanly()
    var expected = try CatalogReader.read(bytes: [UInt8](try XCTUnwrap(FileManager.default.contents(atPath: GlossaBinary.samplePath)))).catalog
    try expected.applyChange(expected.changeSettingValue("Abbruch, halb getippt", key: "Cancel", language: "de"))
    try assertFile(is: expected)
  }

  func testAStateFolderThatCannotBeWrittenWarnsAtOnceAndJournalsToTMPDIR() throws {
    // A folder under a regular file cannot be created, even by root (ENOTDIR).
    let blocker = folder + "/not-a-folder"
    try Data("x".utf8).write(to: URL(fileURLWithPath: blocker))
    let temporary = folder + "/tmp"
    try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
    let fallback = JournalledEditor(binary: editor.binary, catalog: path, stateHome: blocker + "/state", temporary: temporary)
    let original = try CatalogReader.read(path: path).catalog

    let session = try fallback.open()
    session.waitFor("Warning: cannot create \(blocker)/state/glossa")
    let pid = try XCTUnwrap(fallback.runningPID())
    let journal = temporary + "/glossa-\(getuid())/journal.\(pid).glossa-journal"
    XCTAssertEqual(fallback.journals(), [journal])
    session.send("j", "j")
    session.commitCell("Abbruch", shown: "│   Abbruch")
    fallback.killHard(session, pid: pid)

    try fallback.reopenRestoreSaveQuit()
    var expected = original
    try expected.applyChange(expected.changeSettingValue("Abbruch", key: "Cancel", language: "de"))
    try assertFile(is: expected)
  }

  /// A colleague's change noticed while the editor is open replaces the catalog (the journal
  /// takes a snapshot): killed after it, the next open offers only my edit and saves it on top of
  /// the colleague's.
  func testAKillAfterAReloadRestoresMyEditOnTopOfTheColleagues() throws {
    let original = try CatalogReader.read(path: path).catalog
    var colleagues = original
    try colleagues.applyChange(colleagues.changeSettingValue("Annuler !", key: "Cancel", language: "fr"))
    let session = try editor.open()
    session.waitFor("Sample.xcstrings")
    let pid = try XCTUnwrap(editor.runningPID())
    session.send("j", "j")
    session.commitCell("Abbruch", shown: "│   Abbruch")
    try Data(CatalogWriter.bytes(colleagues)).write(to: URL(fileURLWithPath: path))
    session.waitFor("Sample.xcstrings changed on disk: 1 string changed; your unsaved edits to 1 key are merged in")
    editor.killHard(session, pid: pid)
    let journal = try XCTUnwrap(editor.journals().first)
    let edits = try XCTUnwrap(JournalContents.read(path: journal)?.records.first?.edits)
    XCTAssertEqual(edits.map(\.key), ["Cancel"])
    XCTAssertEqual(edits.first?.base?.localization("fr")?.stringUnit?.value, "Annuler !", "measured against the reloaded file")

    try editor.reopenRestoreSaveQuit()
    var expected = colleagues
    try expected.applyChange(expected.changeSettingValue("Abbruch", key: "Cancel", language: "de"))
    try assertFile(is: expected)
  }

  /// `n` keeps a stopped editor's edits for later (offered again at the next open); `d` discards
  /// them (the journal goes, the file stays as it was).
  func testNoKeepsTheJournalForLaterAndDiscardDropsIt() throws {
    let originalBytes = try XCTUnwrap(FileManager.default.contents(atPath: path))
    let session = try editor.open()
    session.waitFor("Sample.xcstrings")
    session.send("j", "j")
    session.commitCell("Abbruch", shown: "│   Abbruch")
    editor.killHard(session, pid: try XCTUnwrap(editor.runningPID()))
    let journal = try XCTUnwrap(editor.journals().first)

    let later = try editor.open()
    _ = later.offer()
    later.type("n")
    later.waitFor("│ en (source)")
    XCTAssertFalse(later.screen.contains("[+]"), later.screen)
    later.send("q")
    later.waitFor("[exit 0]")
    XCTAssertEqual(editor.journals(), [journal], "kept for later; the second editor's own journal is gone")

    let again = try editor.open()
    XCTAssertTrue(again.offer().contains("1 key changed in \(path)"))
    again.type("d")
    again.waitFor("│ en (source)")
    again.send("q")
    again.waitFor("[exit 0]")
    XCTAssertEqual(editor.journals(), [])
    XCTAssertEqual(FileManager.default.contents(atPath: path), originalBytes)
  }

  /// Killed in the middle of a save (the new bytes in the temporary file, the rename not done):
  /// the file is as it was, and the journal, flushed before the save began, still offers the edit.
  func testAKillDuringASaveKeepsTheOldFileAndTheJournalOffersTheEdit() throws {
    let original = try CatalogReader.read(path: path).catalog
    let originalBytes = try XCTUnwrap(FileManager.default.contents(atPath: path))
    let hold = try WriteHold()
    let session = try TmuxSession(command: editor.command, environment: editor.environment.merging(hold.environment) { $1 })
    session.waitFor("Sample.xcstrings")
    let pid = try XCTUnwrap(editor.runningPID())
    session.send("j", "j")
    session.commitCell("Abbruch", shown: "│   Abbruch")
    session.send("C-s")
    let deadline = Date().addingTimeInterval(10)
    while temporaryFiles().isEmpty, Date() < deadline { usleep(20_000) }
    XCTAssertEqual(temporaryFiles().count, 1, "the save is held with its new bytes written")
    editor.killHard(session, pid: pid)
    XCTAssertEqual(FileManager.default.contents(atPath: path), originalBytes)

    let reopened = try editor.open()
    XCTAssertTrue(reopened.offer().contains("1 key changed in \(path)"))
    reopened.acceptOffer(restoring: "Restored 1 unsaved edit from a stopped editor")
    reopened.saveAndQuitCleanly()
    var expected = original
    try expected.applyChange(expected.changeSettingValue("Abbruch", key: "Cancel", language: "de"))
    try assertFile(is: expected)
    XCTAssertEqual(editor.journals(), [])
    XCTAssertEqual(temporaryFiles(), [], "the killed save's temporary file is gone after the next save")
  }

  /// The save's temporary files beside the catalog (`.Sample.xcstrings.glossa-tmp.PID.RANDOM`).
  private func temporaryFiles() -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasPrefix(".Sample.xcstrings.glossa-tmp.") }
  }

  func testNoWritableFolderWarnsAtOnceAndAtEveryCommit() throws {
    let blocker = folder + "/not-a-folder"
    try Data("x".utf8).write(to: URL(fileURLWithPath: blocker))
    let nowhere = JournalledEditor(
      command: "\(editor.binary) --languages de,fr '\(path)'", binary: editor.binary, catalog: path,
      stateHome: blocker + "/state", temporary: blocker + "/tmp")
    let warning =
      "Warning: unsaved edits are not journalled: cannot create \(blocker)/state/glossa: Not a directory; "
      + "cannot create \(blocker)/tmp/glossa-"
    let session = try TmuxSession(command: nowhere.command, width: 250, environment: nowhere.environment)
    session.waitFor(warning)
    // A move clears the message line; each commit says it again.
    for (moves, row, value) in [(["j", "j"], "3/21", "Abbruch"), (["j"], "4/21", "Wanderung weg")] {
      session.send(moves)
      session.wait(for: "row \(row) without the warning") { $0.contains(row) && !$0.contains("Warning:") }
      session.commitCell(value)
      session.waitFor(warning)
    }
    session.send("q")
    session.waitFor("(d)iscard")
    session.send("d")
    session.waitFor("[exit 0]")
    XCTAssertEqual(nowhere.journals(), [])
  }

  /// Offsets where the journal's records start (each: 4-byte length, 4-byte CRC, payload).
  static func recordStarts(_ bytes: [UInt8]) -> [Int] {
    var starts: [Int] = []
    var offset = 0
    while offset + 8 <= bytes.count {
      starts.append(offset)
      offset += 8 + payloadLength(bytes, at: offset)
    }
    return starts
  }

  static func payloadLength(_ bytes: [UInt8], at start: Int) -> Int {
    (0..<4).reduce(0) { $0 | Int(bytes[start + $1]) << (8 * $1) }
  }

  static func payload(_ bytes: [UInt8], at start: Int) -> String {
    String(decoding: bytes[(start + 8)..<min(bytes.count, start + 8 + payloadLength(bytes, at: start))], as: UTF8.self)
  }
}

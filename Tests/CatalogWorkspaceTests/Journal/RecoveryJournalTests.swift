import CatalogTestSupport
import Foundation
import XCTest

@testable import CatalogChecks
@testable import CatalogEditing
@testable import CatalogFiles
@testable import CatalogModel
@testable import CatalogWorkspace
import StringCatalog

/// The recovery journal's life: drafts, a rewrite after a save, what counts as abandoned (its
/// lock is free), dropping restored catalogs from an abandoned journal, the fallback folder, and
/// how many fdatasync calls 100 edits cost.
final class RecoveryJournalTests: XCTestCase {
  private let catalogA = "/app/A.xcstrings"
  private let catalogB = "/app/Sub/B.xcstrings"

  func testADraftIsReadBackAndAClosedEditorClearsIt() throws {
    let fixture = try JournalFixture()
    let journal = try fixture.start()
    journal.append(try JournalFixture.step("Cancel", "Abbrechen", "Abbruch"), catalogPath: catalogA)
    let draft = JournalDraft(catalog: 7, key: "Done", language: "de", text: "Ferti ✓")
    journal.recordDraft(draft, catalogPath: catalogB)
    let written = journal.bytesWritten
    journal.recordDraft(draft, catalogPath: catalogB)
    XCTAssertEqual(journal.bytesWritten, written, "the same draft again is not written again")

    let contents = try XCTUnwrap(JournalContents.read(path: journal.path))
    XCTAssertEqual(contents.draft?.catalogPath, catalogB)
    XCTAssertEqual(contents.draft?.draft.key, "Done")
    XCTAssertEqual(contents.draft?.draft.language, "de")
    XCTAssertEqual(contents.draft?.draft.text, "Ferti ✓")
    XCTAssertEqual(contents.summary, [catalogA: ["Cancel: Abbrechen → Abbruch"]])

    journal.recordDraft(nil, catalogPath: nil)
    let closed = try XCTUnwrap(JournalContents.read(path: journal.path))
    XCTAssertNil(closed.draft)
    XCTAssertFalse(closed.isEmpty)
  }

  func testEditsOfOneKeyFoldIntoFirstBeforeAndLastAfterAndAnUndoneEditIsNotOffered() throws {
    let fixture = try JournalFixture()
    let journal = try fixture.start()
    journal.append(try JournalFixture.step("Cancel", "Abbrechen", "Abbruch"), catalogPath: catalogA)
    journal.append(try JournalFixture.step("Cancel", "Abbruch", "Stornieren"), catalogPath: catalogA)
    journal.append(try JournalFixture.step("Done", "Fertig", "Fertig!"), catalogPath: catalogA)
    journal.append(try JournalFixture.step("Done", "Fertig!", "Fertig"), catalogPath: catalogA)
    let contents = try XCTUnwrap(JournalContents.read(path: journal.path))
    XCTAssertEqual(contents.summary, [catalogA: ["Cancel: Abbrechen → Stornieren"]])
  }

  /// A key the journal holds already is recorded again with its entry after only: the entry
  /// before is the first one, so a record of a key edited over and over stays small.
  func testALaterChangeOfAKeyRecordsOnlyItsNewEntry() throws {
    let fixture = try JournalFixture()
    let journal = try fixture.start()
    let start = journal.bytesWritten
    journal.append(try JournalFixture.step("Cancel", "Abbrechen", "Abbruch"), catalogPath: catalogA)
    let first = journal.bytesWritten - start
    journal.append(try JournalFixture.step("Cancel", "Abbruch", "Stornieren"), catalogPath: catalogA)
    let second = journal.bytesWritten - start - first
    XCTAssertLessThan(second, first, "the second record holds one entry, the first two (and the catalog)")
    let contents = try XCTUnwrap(JournalContents.read(path: journal.path))
    XCTAssertEqual(contents.summary, [catalogA: ["Cancel: Abbrechen → Stornieren"]])
    // After a rewrite the snapshot holds the key's entry before: later changes are "again" too.
    journal.rewrite(contents.records)
    let rewritten = journal.bytesWritten
    journal.append(try JournalFixture.step("Cancel", "Stornieren", "Abbruch"), catalogPath: catalogA)
    XCTAssertLessThan(journal.bytesWritten - rewritten, first, "the snapshot made the key known")
    XCTAssertEqual(JournalContents.read(path: journal.path)?.summary, [catalogA: ["Cancel: Abbrechen → Abbruch"]])
  }

  func testARewriteKeepsOnlyWhatIsPassedAndLaterAppendsStillReadBack() throws {
    let fixture = try JournalFixture()
    let journal = try fixture.start()
    journal.append(try JournalFixture.step("Cancel", "Abbrechen", "Abbruch"), catalogPath: catalogA)
    journal.append(try JournalFixture.step("Done", nil, "Fertig"), catalogPath: catalogB)
    journal.recordDraft(JournalDraft(catalog: 0, key: "Share", language: "de", text: "Tei"), catalogPath: catalogA)
    // B was saved: only A's edit is still unsaved; the draft is gone.
    let keep = RecoveryRecord(
      catalogPath: catalogA, processID: 4242, writtenAt: 0,
      edits: [RecoveryRecord.Edit(key: "Cancel", base: try JournalFixture.entry("Abbrechen"), mine: try JournalFixture.entry("Abbruch"))],
      changes: [])
    let syncs = journal.syncCount
    journal.rewrite([keep])
    XCTAssertNil(journal.failure)
    XCTAssertEqual(journal.syncCount, syncs + 1, "a rewrite is made durable")
    XCTAssertFalse(FileManager.default.fileExists(atPath: journal.path + ".new"))
    let rewritten = try XCTUnwrap(JournalContents.read(path: journal.path))
    XCTAssertEqual(rewritten.summary, [catalogA: ["Cancel: Abbrechen → Abbruch"]])
    XCTAssertNil(rewritten.draft)

    // After the rewrite, a new catalog gets a fresh id and an old one keeps its own.
    journal.append(try JournalFixture.step("Done", "Fertig", "Erledigt"), catalogPath: catalogB)
    journal.append(try JournalFixture.step("Share", "Teilen", "Senden"), catalogPath: catalogA)
    let appended = try XCTUnwrap(JournalContents.read(path: journal.path))
    XCTAssertEqual(
      appended.summary,
      [catalogA: ["Cancel: Abbrechen → Abbruch", "Share: Teilen → Senden"], catalogB: ["Done: Fertig → Erledigt"]])

    journal.rewrite([])
    XCTAssertEqual(try XCTUnwrap(JournalContents.read(path: journal.path)).isEmpty, true)
  }

  func testAJournalIsAbandonedOnlyWhenNoProcessHoldsItsLock() throws {
    let fixture = try JournalFixture()
    var running: RecoveryJournal? = try fixture.start(processID: 4242)
    running?.append(try JournalFixture.step("Cancel", "Abbrechen", "Abbruch"), catalogPath: catalogA)
    XCTAssertEqual(RecoveryJournal.abandoned(environment: fixture.environment), [], "a running editor holds its lock")

    // The editor stops without a clean quit: its descriptor (and lock) goes, its file stays.
    let path = try XCTUnwrap(running?.path)
    running = nil
    XCTAssertEqual(RecoveryJournal.abandoned(environment: fixture.environment), [path])

    // Another process holding the lock (here: this test, through its own descriptor) hides it again.
    let descriptor = open(path, O_RDONLY)
    XCTAssertGreaterThanOrEqual(descriptor, 0)
    defer { close(descriptor) }
    XCTAssertEqual(flock(descriptor, LOCK_EX | LOCK_NB), 0)
    XCTAssertEqual(RecoveryJournal.abandoned(environment: fixture.environment), [])
    XCTAssertEqual(flock(descriptor, LOCK_UN), 0)
    XCTAssertEqual(RecoveryJournal.abandoned(environment: fixture.environment), [path])
  }

  func testAbandonedJournalsInBothFoldersComeNewestFirst() throws {
    let fixture = try JournalFixture()
    try FileManager.default.createDirectory(atPath: fixture.stateFolder, withIntermediateDirectories: true)
    let temporary = fixture.root + "/tmp/glossa-\(getuid())"
    try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
    let older = fixture.stateFolder + "/journal.11.glossa-journal"
    let newer = temporary + "/journal.12.glossa-journal"
    let other = fixture.stateFolder + "/journal.13.recovery.json"
    for path in [older, newer, other] {
      try JournalFixture.write(JournalRecord.snapshot(processID: 1, time: 0, records: [], draft: nil), to: path)
      XCTAssertEqual(chmod(path, 0o600), 0, "as Glossa creates them")
    }
    try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000)], ofItemAtPath: older)
    try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 2_000)], ofItemAtPath: newer)
    XCTAssertEqual(RecoveryJournal.abandoned(environment: fixture.environment), [newer, older])
  }

  func testDropRemovesTheRestoredCatalogsAndDeletesAnEmptiedJournal() throws {
    let fixture = try JournalFixture()
    var running: RecoveryJournal? = try fixture.start()
    running?.append(try JournalFixture.step("Cancel", "Abbrechen", "Abbruch"), catalogPath: catalogA)
    running?.append(try JournalFixture.step("Done", nil, "Fertig"), catalogPath: catalogB)
    running?.recordDraft(JournalDraft(catalog: 0, key: "Done", language: "de", text: "Fer"), catalogPath: catalogB)
    let path = try XCTUnwrap(running?.path)
    running = nil

    RecoveryJournal.drop(catalogs: [catalogB], fromAbandoned: path)
    let left = try XCTUnwrap(JournalContents.read(path: path))
    XCTAssertEqual(left.summary, [catalogA: ["Cancel: Abbrechen → Abbruch"]])
    XCTAssertNil(left.draft, "the draft belonged to the dropped catalog")
    XCTAssertEqual(left.processID, 4242)
    XCTAssertEqual(left.unreadableBytes, 0)

    RecoveryJournal.drop(catalogs: ["/elsewhere.xcstrings"], fromAbandoned: path)
    XCTAssertEqual(try XCTUnwrap(JournalContents.read(path: path)).summary, left.summary)

    RecoveryJournal.drop(catalogs: [catalogA], fromAbandoned: path)
    XCTAssertFalse(FileManager.default.fileExists(atPath: path))
  }

  func testAStateFolderThatCannotBeWrittenFallsBackToTMPDIRAndSaysWhy() throws {
    let fixture = try JournalFixture()
    // A folder under a regular file fails with ENOTDIR, even for root.
    let blocker = fixture.root + "/file"
    try JournalFixture.write(Array("x".utf8), to: blocker)
    var environment = fixture.environment
    environment["XDG_STATE_HOME"] = blocker + "/state"
    let started = RecoveryJournal.start(processID: 4343, environment: environment)
    let journal = try XCTUnwrap(started.journal)
    XCTAssertEqual(journal.path, fixture.root + "/tmp/glossa-\(getuid())/journal.4343.glossa-journal")
    let problem = try XCTUnwrap(started.problem)
    XCTAssertTrue(problem.hasPrefix("cannot create \(blocker)/state/glossa: Not a directory; "), problem)
    XCTAssertTrue(problem.hasSuffix("journalling to \(journal.path) instead"), problem)

    environment["TMPDIR"] = blocker
    let neither = RecoveryJournal.start(processID: 4444, environment: environment)
    XCTAssertNil(neither.journal)
    XCTAssertTrue(neither.problem?.hasPrefix("unsaved edits are not journalled: ") ?? false, neither.problem ?? "")
  }

  /// A journal moving away from a folder it can no longer write starts beside $TMPDIR and leaves
  /// the running journal's file alone (a second open of it would truncate it).
  func testStartingAvoidingTheFailedFolderLeavesTheRunningJournalIntact() throws {
    let fixture = try JournalFixture()
    let running = try fixture.start(processID: 4545)
    running.append(try JournalFixture.step("Cancel", "Abbrechen", "Abbruch"), catalogPath: catalogA)
    let bytes = try JournalFixture.bytes(of: running.path)
    let moved = RecoveryJournal.start(processID: 4545, environment: fixture.environment, avoiding: fixture.stateFolder)
    XCTAssertEqual(moved.journal?.path, fixture.root + "/tmp/glossa-\(getuid())/journal.4545.glossa-journal")
    XCTAssertNil(moved.problem)
    XCTAssertEqual(try JournalFixture.bytes(of: running.path), bytes)
  }

  /// 100 edits typed quickly (0.01 s apart): the 50-record rule alone flushes, twice.
  func testOneHundredQuickEditsCostTwoSyncs() throws {
    XCTAssertEqual(try syncs(forHundredEditsEvery: 0.01), 2)
  }

  /// 100 edits 0.25 s apart (25 s): one flush per 2 s, 12 in all, within 2 + 12 intervals.
  func testOneHundredSlowEditsCostOneSyncPerTwoSeconds() throws {
    let count = try syncs(forHundredEditsEvery: 0.25)
    XCTAssertEqual(count, 12)
    XCTAssertLessThanOrEqual(count, 2 + Int(100 * 0.25 / RecoveryJournal.syncInterval))
  }

  /// Every edit is a record written at once, whatever the flush cadence.
  func testEveryEditIsWrittenBeforeItIsFlushed() throws {
    let fixture = try JournalFixture()
    let journal = try fixture.start()
    journal.sync(now: 1_000)
    journal.append(try JournalFixture.step("Cancel", "Abbrechen", "Abbruch"), catalogPath: catalogA)
    journal.syncIfDue(now: 1_000.5)
    XCTAssertTrue(journal.hasUnsyncedRecords)
    XCTAssertEqual(try XCTUnwrap(JournalContents.read(path: journal.path)).summary, [catalogA: ["Cancel: Abbrechen → Abbruch"]])
    journal.syncIfDue(now: 1_002.5)
    XCTAssertFalse(journal.hasUnsyncedRecords)
  }

  /// fdatasync calls for 100 one-key edits appended `interval` seconds apart, `syncIfDue` after each.
  private func syncs(forHundredEditsEvery interval: Double) throws -> Int {
    let fixture = try JournalFixture()
    let journal = try fixture.start()
    let start = 1_000.0
    journal.sync(now: start)
    let before = journal.syncCount
    for index in 1...100 {
      journal.append(try JournalFixture.step("key \(index)", "alt", "neu"), catalogPath: catalogA)
      journal.syncIfDue(now: start + Double(index) * interval)
    }
    XCTAssertEqual(try XCTUnwrap(JournalContents.read(path: journal.path)).summary[catalogA]?.count, 100)
    return journal.syncCount - before
  }
}

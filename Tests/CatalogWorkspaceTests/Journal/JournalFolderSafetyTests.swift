import CatalogTestSupport
import Foundation
import XCTest

@testable import StringCatalog

/// Journals are put back into a catalog at one key press, so a journal folder another user
/// could write to is refused, with the reason (issue 30 item 3): only this user's own journals,
/// regular files of mode 0600 in a private folder, are offered. The tests run as root and play
/// "another user" with chown to uid 12345 and with group/other write bits.
final class JournalFolderSafetyTests: XCTestCase {
  private let catalog = "/victim/App/Localizable.xcstrings"
  private let stranger: uid_t = 12345

  /// The fixture's `$TMPDIR/glossa-UID`, and an environment whose state folder cannot be
  /// created (a folder under a regular file fails with ENOTDIR, even for root), so only the
  /// temporary folder is left.
  private func temporaryOnly(_ fixture: JournalFixture) throws -> (folder: String, environment: [String: String]) {
    let blocker = fixture.root + "/file"
    try JournalFixture.write(Array("x".utf8), to: blocker)
    var environment = fixture.environment
    environment["XDG_STATE_HOME"] = blocker + "/state"
    return (fixture.root + "/tmp/glossa-\(getuid())", environment)
  }

  /// A journal of process `processID` holding one edit of `catalog`, written as another
  /// program would (not by RecoveryJournal).
  private func plantJournal(at path: String, processID: Int32 = 999) throws {
    let record = RecoveryRecord(
      catalogPath: catalog, processID: processID, writtenAt: 0,
      edits: [RecoveryRecord.Edit(key: "k", base: nil, mine: try JournalFixture.entry("PLANTED_BY_OTHER_USER"))], changes: [])
    try JournalFixture.write(JournalRecord.snapshot(processID: processID, time: 0, records: [record], draft: nil), to: path)
    XCTAssertEqual(chmod(path, 0o600), 0)
  }

  func testAFolderAnotherUserOwnsIsNeitherOfferedNorWrittenAndTheReasonIsGiven() throws {
    let fixture = try JournalFixture()
    let (folder, environment) = try temporaryOnly(fixture)
    XCTAssertEqual(mkdir(folder, 0o700), 0)
    let planted = folder + "/journal.999.glossa-journal"
    try plantJournal(at: planted)
    XCTAssertEqual(chown(planted, stranger, stranger), 0)
    XCTAssertEqual(chown(folder, stranger, stranger), 0)

    let found = RecoveryJournal.abandonedJournals(environment: environment)
    XCTAssertEqual(found.paths, [], "another user's folder is not read")
    XCTAssertEqual(
      found.refusals,
      ["Journals in \(folder) are not offered: refusing to use \(folder): it belongs to user 12345, not to you (\(geteuid()))"])

    let started = RecoveryJournal.start(processID: 4242, environment: environment)
    XCTAssertNil(started.journal, "nothing is written into another user's folder")
    let problem = try XCTUnwrap(started.problem)
    XCTAssertTrue(problem.hasSuffix("; refusing to use \(folder): it belongs to user 12345, not to you (\(geteuid()))"), problem)
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder), ["journal.999.glossa-journal"])
  }

  func testAFolderItsGroupOrOthersMayWriteIsRefused() throws {
    let fixture = try JournalFixture()
    let (folder, environment) = try temporaryOnly(fixture)
    XCTAssertEqual(mkdir(folder, 0o700), 0)
    try plantJournal(at: folder + "/journal.999.glossa-journal")
    for (mode, who) in [(0o1777, "its group and other users"), (0o702, "other users"), (0o720, "its group")] {
      XCTAssertEqual(chmod(folder, mode_t(mode)), 0)
      let expected = "refusing to use \(folder): \(who) may write to it (mode \(String(mode, radix: 8))); chmod 700 it to use it"
      XCTAssertEqual(RecoveryJournal.abandonedJournals(environment: environment).refusals, ["Journals in \(folder) are not offered: " + expected])
      XCTAssertEqual(RecoveryJournal.abandonedJournals(environment: environment).paths, [])
      let started = RecoveryJournal.start(processID: 4242, environment: environment)
      XCTAssertNil(started.journal)
      XCTAssertTrue(started.problem?.hasSuffix(expected) ?? false, started.problem ?? "")
    }
    XCTAssertEqual(chmod(folder, 0o700), 0)
    XCTAssertEqual(RecoveryJournal.abandonedJournals(environment: environment).paths, [folder + "/journal.999.glossa-journal"])
  }

  func testAFolderThatIsASymbolicLinkIsRefused() throws {
    let fixture = try JournalFixture()
    let (folder, environment) = try temporaryOnly(fixture)
    let elsewhere = fixture.root + "/elsewhere"
    XCTAssertEqual(mkdir(elsewhere, 0o700), 0)
    XCTAssertEqual(symlink(elsewhere, folder), 0)
    let started = RecoveryJournal.start(processID: 4242, environment: environment)
    XCTAssertNil(started.journal)
    XCTAssertTrue(started.problem?.hasSuffix("refusing to use \(folder): it is a symbolic link, not a folder") ?? false, started.problem ?? "")
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: elsewhere), [])
  }

  func testTheFoldersGlossaCreatesAreOnlyItsUsers() throws {
    let fixture = try JournalFixture()
    let (folder, environment) = try temporaryOnly(fixture)
    let previous = umask(0)
    defer { umask(previous) }
    let journal = try XCTUnwrap(RecoveryJournal.start(processID: 4242, environment: environment).journal)
    XCTAssertEqual(journal.path, folder + "/journal.4242.glossa-journal")
    var info = stat()
    XCTAssertEqual(lstat(folder, &info), 0)
    XCTAssertEqual(info.st_mode & 0o7777, 0o700, "even with umask 0")
    XCTAssertEqual(lstat(journal.path, &info), 0)
    XCTAssertEqual(info.st_mode & 0o7777, 0o600)

    let state = try XCTUnwrap(RecoveryJournal.start(processID: 4243, environment: fixture.environment).journal)
    XCTAssertEqual(lstat((state.path as NSString).deletingLastPathComponent, &info), 0)
    XCTAssertEqual(info.st_mode & 0o7777, 0o700)
  }

  /// In a private folder, a journal that is another user's, readable or writable by others, or
  /// not a regular file is passed over and said; only the one Glossa would have written is offered.
  func testOnlyThisUsersRegularMode600JournalsAreOffered() throws {
    let fixture = try JournalFixture()
    let folder = fixture.stateFolder
    try PrivateFolder.prepare(folder)
    let good = folder + "/journal.1.glossa-journal"
    let strangers = folder + "/journal.2.glossa-journal"
    let readable = folder + "/journal.3.glossa-journal"
    let link = folder + "/journal.4.glossa-journal"
    let fifo = folder + "/journal.5.glossa-journal"
    for path in [good, strangers, readable] { try plantJournal(at: path) }
    XCTAssertEqual(chown(strangers, stranger, stranger), 0)
    XCTAssertEqual(chmod(readable, 0o644), 0)
    XCTAssertEqual(symlink(good, link), 0)
    XCTAssertEqual(mkfifo(fifo, 0o600), 0)

    let found = RecoveryJournal.abandonedJournals(environment: fixture.environment)
    XCTAssertEqual(found.paths, [good])
    XCTAssertEqual(
      Set(found.refusals),
      [
        "A journal is not offered: ignoring \(strangers): it belongs to user 12345, not to you (\(geteuid()))",
        "A journal is not offered: ignoring \(readable): its mode is 644, not 600",
        "A journal is not offered: ignoring \(link): not a regular file",
        "A journal is not offered: ignoring \(fifo): not a regular file",
      ])
  }
}

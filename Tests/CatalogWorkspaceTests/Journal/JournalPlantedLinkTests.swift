import CatalogTestSupport
import Foundation
import XCTest

@testable import StringCatalog

/// A symbolic link planted at a name Glossa writes (issue 30 item 4) is never written through:
/// every file is created new (`O_CREAT | O_EXCL | O_NOFOLLOW`), so the victim the link points
/// to keeps its bytes, whatever the journal writes afterwards.
final class JournalPlantedLinkTests: XCTestCase {
  private let catalog = "/app/A.xcstrings"
  private let victimBytes = Array("the victim's own 26 bytes\n".utf8)

  private func victim(in fixture: JournalFixture) throws -> String {
    let path = fixture.root + "/victim.txt"
    try JournalFixture.write(victimBytes, to: path)
    return path
  }

  private func isRegularFile(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
  }

  /// The name a journal rewrite used to fill and rename into place.
  func testALinkAtTheRewritesTemporaryNameIsNotFollowed() throws {
    let fixture = try JournalFixture()
    let victim = try victim(in: fixture)
    let journal = try fixture.start()
    XCTAssertEqual(symlink(victim, journal.path + ".new"), 0)

    let record = RecoveryRecord(
      catalogPath: catalog, processID: 4242, writtenAt: 0,
      edits: [RecoveryRecord.Edit(key: "Cancel", base: nil, mine: try JournalFixture.entry("Abbruch"))], changes: [])
    journal.rewrite([record])
    XCTAssertNil(journal.failure)
    for index in 0..<20 {
      journal.append(try JournalFixture.step("Key \(index)", nil, "Wert \(index)"), catalogPath: catalog)
    }
    XCTAssertEqual(try JournalFixture.bytes(of: victim), victimBytes, "the victim is not written")
    XCTAssertTrue(isRegularFile(journal.path), "the journal is a file of its own, not the link")
    XCTAssertEqual(JournalContents.read(path: journal.path)?.summary[catalog]?.count, 21)
  }

  /// The journal's own name, taken by a link (or by a stopped editor's journal with the same
  /// process id): the new journal gets another name, and the link and its target stay as they were.
  func testALinkAtTheJournalsNameIsNotFollowed() throws {
    let fixture = try JournalFixture()
    let victim = try victim(in: fixture)
    try PrivateFolder.prepare(fixture.stateFolder)
    let planted = fixture.stateFolder + "/journal.4242.glossa-journal"
    XCTAssertEqual(symlink(victim, planted), 0)
    let dangling = fixture.stateFolder + "/journal.4343.glossa-journal"
    let nowhere = fixture.root + "/created-through-a-link"
    XCTAssertEqual(symlink(nowhere, dangling), 0)

    for (processID, link) in [(Int32(4242), planted), (4343, dangling)] {
      let journal = try fixture.start(processID: processID)
      XCTAssertNotEqual(journal.path, link)
      XCTAssertTrue(journal.path.hasPrefix(fixture.stateFolder + "/journal.\(processID)."), journal.path)
      XCTAssertTrue(journal.path.hasSuffix(".glossa-journal"), journal.path)
      journal.append(try JournalFixture.step("Cancel", "Abbrechen", "Abbruch"), catalogPath: catalog)
      XCTAssertEqual(JournalContents.read(path: journal.path)?.summary[catalog], ["Cancel: Abbrechen → Abbruch"])
    }
    XCTAssertEqual(try JournalFixture.bytes(of: victim), victimBytes)
    XCTAssertFalse(FileManager.default.fileExists(atPath: nowhere), "nothing is created through a dangling link")
  }

  /// The one way files are created (the temporary file of every atomic save and export uses it):
  /// a link or a file at the name is passed by, never opened.
  func testExclusiveCreationPassesByALinkOrAFileAtTheName() throws {
    let fixture = try JournalFixture()
    let victim = try victim(in: fixture)
    XCTAssertEqual(symlink(victim, fixture.root + "/out.txt"), 0)
    XCTAssertEqual(ExclusiveFile.open(fixture.root + "/out.txt"), -1)
    XCTAssertEqual(errno, EEXIST)

    let (path, descriptor) = try ExclusiveFile.create(in: fixture.root, name: "out", ending: ".txt")
    defer { close(descriptor) }
    XCTAssertNotEqual(path, fixture.root + "/out.txt")
    XCTAssertTrue(path.hasPrefix(fixture.root + "/out.") && path.hasSuffix(".txt"), path)
    XCTAssertEqual(write(descriptor, "new", 3), 3)
    XCTAssertEqual(try JournalFixture.bytes(of: victim), victimBytes)
    XCTAssertTrue(isRegularFile(path))
  }
}

/// The scratch copy's folder in the shared temporary folder: a folder or link already at its
/// name (another user's) is passed by, and the new one is private.
final class PrivateFolderCreationTests: XCTestCase {
  func testANewFolderIsNeverOneThatWasAlreadyThere() throws {
    let fixture = try JournalFixture()
    let parent = fixture.root + "/tmp"
    XCTAssertEqual(mkdir(parent + "/glossa-scratch-7", 0o777), 0)
    XCTAssertEqual(chown(parent + "/glossa-scratch-7", 12345, 12345), 0)
    XCTAssertEqual(symlink(fixture.root, parent + "/glossa-scratch-8"), 0)
    for name in ["glossa-scratch-7", "glossa-scratch-8", "glossa-scratch-9"] {
      let made = try PrivateFolder.createNew(in: parent, name: name)
      XCTAssertEqual(made == parent + "/" + name, name == "glossa-scratch-9", made)
      XCTAssertNil(PrivateFolder.problem(with: made))
      var info = stat()
      XCTAssertEqual(lstat(made, &info), 0)
      XCTAssertEqual(info.st_mode & 0o7777, 0o700)
    }
  }
}

import CatalogTestSupport
import Foundation
import XCTest

@testable import CatalogChecks
@testable import CatalogEditing
@testable import CatalogFiles
@testable import CatalogModel
@testable import CatalogWorkspace
import StringCatalog

/// `FileBytes.replace`, the one atomic write: its expectations, and the temporary files it
/// names `.NAME.glossa-tmp.PID.RANDOM` and cleans up.
final class FileReplaceTests: XCTestCase {
  override func tearDown() {
    WriteTestHook.action = nil
    super.tearDown()
  }

  /// The pid of a process that has ended (and been reaped).
  private func deadProcessID() throws -> pid_t {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/true")
    try process.run()
    process.waitUntilExit()
    return process.processIdentifier
  }

  func testAWriteRemovesTheTemporaryFilesOfEndedWritersOnly() throws {
    let folder = try TemporaryFolder()
    let path = try folder.file("A.xcstrings", "old")
    let dead = try deadProcessID()
    let stale = ".A.xcstrings.glossa-tmp.\(dead).x1"
    let live = ".A.xcstrings.glossa-tmp.\(getpid()).x2"
    let otherTarget = ".B.xcstrings.glossa-tmp.\(dead).x3"
    for name in [stale, live, otherTarget] { _ = try folder.file(name, "partial") }
    try FileBytes.replace(path, with: Array("new".utf8))
    XCTAssertEqual(try fileText(path), "new")
    XCTAssertEqual(try folder.contents(), [live, otherTarget, "A.xcstrings"].sorted())
  }

  func testTheTemporaryFileIsBesideTheTargetAndRemovedOnFailure() throws {
    let folder = try TemporaryFolder()
    let path = try folder.file("A.xcstrings", "old")
    var seen: [String] = []
    WriteTestHook.action = { temporary in
      seen = (try? FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()) ?? []
      XCTAssertEqual(try? fileText(temporary), "new", "complete before the check")
    }
    XCTAssertThrowsError(try FileBytes.replace(path, with: Array("new".utf8), expecting: .absent)) { error in
      XCTAssertEqual(error as? FileWriteError, .changedOnDisk)
    }
    XCTAssertEqual(seen.count, 2)
    XCTAssertTrue(seen[0].hasPrefix(".A.xcstrings.glossa-tmp.\(getpid())."), seen[0])
    XCTAssertEqual(try folder.contents(), ["A.xcstrings"])
    XCTAssertEqual(try fileText(path), "old")
  }

  func testExpectations() throws {
    let folder = try TemporaryFolder()
    let path = folder.path + "/A.xcstrings"
    try FileBytes.replace(path, with: Array("one".utf8), expecting: .absent)
    let one = FileFingerprint(bytes: Array("one".utf8))
    try FileBytes.replace(path, with: Array("two".utf8), expecting: .fingerprint(one))
    XCTAssertThrowsError(try FileBytes.replace(path, with: Array("three".utf8), expecting: .fingerprint(one))) { error in
      XCTAssertEqual(error as? FileWriteError, .changedOnDisk)
    }
    XCTAssertThrowsError(try FileBytes.replace(path, with: Array("three".utf8), expecting: .bytes(Array("one".utf8)))) { error in
      XCTAssertEqual(error as? FileWriteError, .changedOnDisk)
    }
    try FileBytes.replace(path, with: Array("three".utf8), expecting: .bytes(Array("two".utf8)))
    try FileBytes.replace(path, with: Array("four".utf8), expecting: .anything)
    XCTAssertEqual(try fileText(path), "four")
    unlink(path)
    XCTAssertThrowsError(try FileBytes.replace(path, with: Array("five".utf8), expecting: .fingerprint(one)), "a deleted file changed") {
      error in XCTAssertEqual(error as? FileWriteError, .changedOnDisk)
    }
  }

  func testCommandMessages() {
    XCTAssertEqual(
      FileWriteError.changedOnDisk.commandMessage(path: "A.xcstrings", activity: "formatted"),
      "glossa: A.xcstrings changed on disk while it was being formatted; nothing written")
    XCTAssertEqual(
      FileWriteError.readOnly.commandMessage(path: "A.xcstrings", activity: "imported"),
      "glossa: A.xcstrings: the file is read-only; nothing written")
    XCTAssertEqual(
      FileWriteError.failed("cannot write: File too large").commandMessage(path: "A.xcstrings", activity: "formatted"),
      "glossa: A.xcstrings: cannot write: File too large; nothing written")
  }
}

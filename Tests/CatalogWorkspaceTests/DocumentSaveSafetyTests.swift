import CatalogTestSupport
import Foundation
import XCTest

@testable import CatalogChecks
@testable import CatalogEditing
@testable import CatalogFiles
@testable import CatalogModel
@testable import CatalogWorkspace
import StringCatalog
import TestSupport

/// The editor's save shares the command line's write: a change made while writing is noticed at
/// the last moment, a read-only file needs an explicit override, owner, group and mode are kept,
/// hard links are never broken, and opening a FIFO does not block.
final class DocumentSaveSafetyTests: XCTestCase {
  typealias F = EditingFixture

  override func tearDown() {
    WriteTestHook.action = nil
    super.tearDown()
  }

  private func editedDocument(in folder: TemporaryFolder) throws -> (CatalogDocument, String) {
    let path = try folder.file("Localizable.xcstrings", F.text)
    var document = try CatalogDocument.open(path: path).document
    document.perform(try XCTUnwrap(document.catalog.changeAddingKey("Blueberry")))
    return (document, path)
  }

  func testSaveNoticesAChangeMadeWhileItWrites() throws {
    let folder = try TemporaryFolder()
    var (document, path) = try editedDocument(in: folder)
    let theirs = F.replacing("\"Fruit\"", with: "\"Someone else's comment\"")
    WriteTestHook.action = { _ in try? Data(theirs.utf8).write(to: URL(fileURLWithPath: path)) }
    XCTAssertThrowsError(try document.save()) { error in
      XCTAssertEqual(error as? CatalogDocument.SaveError, .changedOnDisk)
    }
    WriteTestHook.action = nil
    XCTAssertEqual(try fileText(path), theirs, "the change made meanwhile is kept")
    XCTAssertEqual(try folder.contents(), ["Localizable.xcstrings"], "no temporary file left")
    XCTAssertTrue(document.isModified)
    try document.save(force: true)
    XCTAssertTrue(try fileText(path).contains("\"Blueberry\""))
  }

  func testSaveRefusesAReadOnlyFileUnlessToldToOverwriteIt() throws {
    let folder = try TemporaryFolder()
    var (document, path) = try editedDocument(in: folder)
    XCTAssertEqual(chmod(path, 0o444), 0)
    XCTAssertThrowsError(try document.save()) { error in
      XCTAssertEqual(error as? CatalogDocument.SaveError, .readOnly)
    }
    XCTAssertThrowsError(try document.save(force: true), "forcing past a change on disk is not a read-only override") { error in
      XCTAssertEqual(error as? CatalogDocument.SaveError, .readOnly)
    }
    XCTAssertEqual(try fileText(path), F.text)
    try document.save(overwritingReadOnly: true)
    XCTAssertTrue(try fileText(path).contains("\"Blueberry\""))
    XCTAssertEqual(try permissions(path), 0o444, "still read-only")
  }

  func testSaveKeepsTheOwnerAndGroupOfAnotherUsersFile() throws {
    try Requirement.root(to: "to give a file to nobody")
    guard let nobody = getpwnam("nobody")?.pointee else { throw XCTSkip("this system has no user 'nobody'") }
    let folder = try TemporaryFolder()
    var (document, path) = try editedDocument(in: folder)
    XCTAssertEqual(chown(path, nobody.pw_uid, nobody.pw_gid), 0)
    XCTAssertEqual(chmod(path, 0o640), 0)
    try document.save()
    var info = stat()
    XCTAssertEqual(stat(path, &info), 0)
    XCTAssertEqual([info.st_uid, info.st_gid], [nobody.pw_uid, nobody.pw_gid])
    XCTAssertEqual(info.st_mode & 0o7777, 0o640)
  }

  func testSaveRefusesAFileWithOtherHardLinks() throws {
    let folder = try TemporaryFolder()
    var (document, path) = try editedDocument(in: folder)
    XCTAssertEqual(link(path, folder.path + "/Other.xcstrings"), 0)
    for force in [false, true] {
      XCTAssertThrowsError(try document.save(force: force, overwritingReadOnly: force)) { error in
        XCTAssertEqual(
          error as? CatalogDocument.SaveError,
          .failed("the file has 2 hard links, and replacing it would leave the other names with the old content"))
      }
    }
    XCTAssertEqual(try fileText(path), F.text)
    XCTAssertEqual(try fileText(folder.path + "/Other.xcstrings"), F.text)
  }

  func testOpeningAFIFOFailsAtOnce() throws {
    let folder = try TemporaryFolder()
    let fifo = folder.path + "/Pipe.xcstrings"
    XCTAssertEqual(mkfifo(fifo, 0o644), 0)
    XCTAssertThrowsError(try CatalogDocument.open(path: fifo)) { error in
      XCTAssertEqual((error as? CatalogReadError)?.message, "not a regular file")
    }
  }
}

import Foundation
import TestSupport
import XCTest

/// `format` keeps a file's owner, group and mode, refuses a read-only file, and never breaks a
/// hard link.
final class FilePermissionCLITests: XCTestCase {
  private let catalogName = "Localizable.xcstrings"

  func testFormatRefusesAReadOnlyFileAndWritesNothing() throws {
    let folder = try CLIFolder()
    let path = try folder.write(catalogName, Array(CLITests.unformatted.utf8))
    XCTAssertEqual(chmod(path, 0o444), 0)
    let run = try GlossaExecutable.run(["format", path])
    XCTAssertEqual(run.status, 2, run.stderr)
    XCTAssertEqual(run.stderr, "glossa: \(path): the file is read-only; nothing written\n")
    XCTAssertEqual(run.stdout, "")
    XCTAssertEqual(try folder.text(catalogName), CLITests.unformatted)
    XCTAssertEqual(fileStatus(path).mode, 0o444)
    XCTAssertEqual(try folder.contents(), [catalogName])
  }

  func testFormatKeepsTheOwnerGroupAndModeOfAnotherUsersFile() throws {
    try Requirement.root(to: "to give a file to nobody")
    guard let nobody = getpwnam("nobody")?.pointee else { throw XCTSkip("this system has no user 'nobody'") }
    let folder = try CLIFolder()
    let path = try folder.write(catalogName, Array(CLITests.unformatted.utf8))
    XCTAssertEqual(chown(path, nobody.pw_uid, nobody.pw_gid), 0)
    XCTAssertEqual(chmod(path, 0o640), 0)
    let run = try GlossaExecutable.run(["format", path])
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(try folder.text(catalogName), CLITests.formatted)
    var info = stat()
    XCTAssertEqual(stat(path, &info), 0)
    XCTAssertEqual([info.st_uid, info.st_gid], [nobody.pw_uid, nobody.pw_gid], "still nobody's, so nobody can still read it")
    XCTAssertEqual(info.st_mode & 0o7777, 0o640)
  }

  func testFormatRefusesAFileWithOtherHardLinks() throws {
    let folder = try CLIFolder()
    let path = try folder.write(catalogName, Array(CLITests.unformatted.utf8))
    let other = folder.path("Shared.xcstrings")
    XCTAssertEqual(link(path, other), 0)
    let run = try GlossaExecutable.run(["format", path])
    XCTAssertEqual(run.status, 2, run.stderr)
    XCTAssertEqual(
      run.stderr,
      "glossa: \(path): the file has 2 hard links, and replacing it would leave the other names with the old content; nothing written\n")
    var first = stat()
    var second = stat()
    XCTAssertEqual(stat(path, &first), 0)
    XCTAssertEqual(stat(other, &second), 0)
    XCTAssertEqual(first.st_ino, second.st_ino, "still one file under two names")
    XCTAssertEqual(try folder.text(catalogName), CLITests.unformatted)
  }
}

import Foundation
import XCTest

/// A cloned repository is hostile input: its symbolic links out of the tree (`link ->
/// ../outside`, `up -> ..`) are not followed by folder discovery, and a linked catalog outside
/// is named as skipped, never written (issue 30 item 5).
final class OutsideLinksCLITests: XCTestCase {
  /// `proj/` holding one unformatted catalog and links out of it; `outside/` beside it holding
  /// an unformatted catalog no command given `proj` may touch.
  private func tree() throws -> CLIFolder {
    let folder = try CLIFolder()
    try FileManager.default.createDirectory(atPath: folder.path("proj"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: folder.path("outside/deep"), withIntermediateDirectories: true)
    try folder.write("proj/Own.xcstrings", Array(CLITests.unformatted.utf8))
    try folder.write("outside/victim.xcstrings", Array(CLITests.unformatted.utf8))
    try folder.write("outside/deep/Other.xcstrings", Array(CLITests.unformatted.utf8))
    // Every link leads somewhere inside this test's folder: were discovery to follow them again,
    // `format` would write only there (`root -> /` is CatalogDiscoveryTests', which writes nothing).
    for (link, target) in [
      ("proj/link", "../outside"), ("proj/up", ".."), ("proj/victim.xcstrings", "../outside/victim.xcstrings"),
    ] {
      try FileManager.default.createSymbolicLink(atPath: folder.path(link), withDestinationPath: target)
    }
    return folder
  }

  func testFormatWritesNothingOutsideTheFolderGiven() throws {
    let folder = try tree()
    let run = try GlossaExecutable.run(["format", "proj"], in: folder.url)
    XCTAssertEqual(run.status, 2, run.stderr)
    XCTAssertEqual(run.stdout, "formatted proj/Own.xcstrings\n")
    let outside = try XCTUnwrap(realpath(folder.path("outside/victim.xcstrings"), nil).map { pointer in
      defer { free(pointer) }
      return String(cString: pointer)
    })
    XCTAssertEqual(run.stderr, "glossa: proj/victim.xcstrings: skipped: a symbolic link to \(outside), outside proj\n")
    XCTAssertEqual(try folder.text("proj/Own.xcstrings"), CLITests.formatted)
    XCTAssertEqual(try folder.text("outside/victim.xcstrings"), CLITests.unformatted, "written through a link")
    XCTAssertEqual(try folder.text("outside/deep/Other.xcstrings"), CLITests.unformatted, "written through a folder link")
  }

  func testCheckListsOnlyTheTreesOwnFiles() throws {
    let folder = try tree()
    let run = try GlossaExecutable.run(["format", "--check", "proj"], in: folder.url)
    XCTAssertEqual(run.status, 2, run.stderr)
    XCTAssertEqual(run.stdout, "proj/Own.xcstrings\n", "nothing through link or up")
    // Given too, the outside folder is walked as itself: each file once.
    let both = try GlossaExecutable.run(["format", "--check", "proj", "outside"], in: folder.url)
    XCTAssertEqual(both.status, 1, both.stderr)
    XCTAssertEqual(both.stdout, "outside/deep/Other.xcstrings\noutside/victim.xcstrings\nproj/Own.xcstrings\n")
    XCTAssertEqual(both.stderr, "")
  }
}

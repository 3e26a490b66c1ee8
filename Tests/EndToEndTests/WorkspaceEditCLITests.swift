import Foundation
import XCTest

/// `glossa PATH...` before the editor starts: the same discovery and messages as every command.
final class WorkspaceEditCLITests: XCTestCase {
  func testAFolderWithoutCatalogsIsAClearError() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-empty-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for arguments in [[folder.path], ["edit", folder.path]] {
      let run = try GlossaExecutable.run(arguments)
      XCTAssertEqual(run.status, 2)
      XCTAssertEqual(run.stderr, "glossa: \(folder.path): no .xcstrings files found\n")
    }
  }
}

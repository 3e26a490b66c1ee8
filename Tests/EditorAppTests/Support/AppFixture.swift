import CatalogWorkspace
import Foundation
import StringCatalog
import XCTest

@testable import EditorApp

/// A private folder per test holding the catalogs, the journal folder (`XDG_STATE_HOME`) and the
/// temporary folder (`TMPDIR`), so a session started in-process never meets the user's journals.
final class AppFixture {
  let folder: String

  init() throws {
    folder = NSTemporaryDirectory() + "glossa-app-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder + "/state", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: folder + "/tmp", withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(atPath: folder)
  }

  var environment: [String: String] { ["XDG_STATE_HOME": folder + "/state", "TMPDIR": folder + "/tmp"] }

  /// The journals left in the state folder.
  var journals: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder + "/state/glossa")) ?? []).filter {
      $0.hasSuffix(".glossa-journal")
    }
  }

  /// A copy of Resources/Sample.xcstrings at `relative` under the folder.
  func copyOfSample(at relative: String = "Sample.xcstrings") throws -> String {
    let path = folder + "/" + relative
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: AppFixture.samplePath, toPath: path)
    return path
  }

  static var samplePath: String {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { url.deleteLastPathComponent() }
    return url.appendingPathComponent("Resources/Sample.xcstrings").path
  }

  /// Starts the editor on `paths` as `glossa edit` does, with `console` for the recovery question.
  func session(
    _ paths: [String], languages: [String]? = nil, console: MemoryConsole = MemoryConsole(),
    readRevision: @escaping RevisionReader = { _, _ in .success([:]) }
  ) throws -> EditorSession {
    var launch = EditorLaunch(paths: paths, languages: languages)
    launch.environment = environment
    do {
      let found = try launch.find()
      return try launch.open(found, console: console, readRevision: readRevision).session
    } catch {
      XCTFail(error.messages.joined(separator: "\n"))
      throw error
    }
  }
}

extension EditorLaunch.Failure: CustomStringConvertible {
  public var description: String { messages.joined(separator: "\n") }
}

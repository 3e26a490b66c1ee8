import Foundation
import TestSupport
import XCTest

/// A test of the real binary in tmux, with a private folder for its catalog copy and its
/// recovery files (XDG_STATE_HOME), removed afterwards.
class TmuxTestCase: XCTestCase {
  private(set) var folder = ""

  override func setUpWithError() throws {
    guard TmuxSession.isAvailable else { throw Requirement.missing("tmux is not installed (apt-get install tmux)") }
    folder = NSTemporaryDirectory() + "glossa-tmux-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(atPath: folder)
  }

  /// Resources/Sample.xcstrings copied into the folder; returns the copy's path.
  func copyOfSample() throws -> String {
    let path = folder + "/Sample.xcstrings"
    try FileManager.default.copyItem(atPath: GlossaBinary.samplePath, toPath: path)
    return path
  }

  /// A large app: `count` modules `App/M000`… each with a one-key catalog ("Hello"); returns
  /// the app's folder.
  func appOfManyCatalogs(_ count: Int) throws -> String {
    let app = folder + "/App"
    let body = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"Hello\" : {\n\n    }\n  },\n  \"version\" : \"1.0\"\n}\n"
    for index in 0..<count {
      let module = app + String(format: "/M%03d", index)
      try FileManager.default.createDirectory(atPath: module, withIntermediateDirectories: true)
      try Data(body.utf8).write(to: URL(fileURLWithPath: module + "/Localizable.xcstrings"))
    }
    return app
  }
}

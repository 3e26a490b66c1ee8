import Foundation
import XCTest

/// The real binary shows where the code uses a key: the scan runs after the first screen and
/// its places appear in the detail pane.
final class CodeContextTmuxTests: TmuxTestCase {
  /// An app folder: the sample catalog and a Swift file that uses "Cancel".
  private func app() throws -> String {
    _ = try copyOfSample()
    try FileManager.default.createDirectory(atPath: folder + "/App/Views", withIntermediateDirectories: true)
    let code = "import SwiftUI\n\nstruct Toolbar: View {\n  var body: some View {\n    Button(\"Cancel\") { dismiss() }\n  }\n}\n"
    try Data(code.utf8).write(to: URL(fileURLWithPath: folder + "/App/Views/Toolbar.swift"))
    return folder
  }

  func testEditWithSourcesShowsWhereTheKeyIsUsed() throws {
    let binary = try GlossaBinary.path()
    let app = try app()
    let session = try TmuxSession(
      command: "cd '\(app)' && \(binary) --sources App Sample.xcstrings", environment: ["XDG_STATE_HOME": folder])
    session.waitFor("Sample.xcstrings")
    // Rows: "%lld km", "%lld photos", "Cancel"…
    session.send("j", "j")
    session.waitFor("3/21")
    session.waitFor("code     App/Views/Toolbar.swift:5  Button(\"Cancel\") { dismiss() }")
    session.send("q")
    session.waitFor("[exit 0]")
  }

  /// `sources:` in `.glossa.yml`, relative to it; the editor started from another folder shows
  /// the absolute path.
  func testSourcesInTheConfigurationAreScanned() throws {
    let binary = try GlossaBinary.path()
    let app = try app()
    try Data("sources: [App]\n".utf8).write(to: URL(fileURLWithPath: app + "/.glossa.yml"))
    let session = try TmuxSession(
      command: "cd / && \(binary) '\(app)/Sample.xcstrings'", width: 160, environment: ["XDG_STATE_HOME": folder])
    session.waitFor("Sample.xcstrings")
    session.send("j", "j")
    session.waitFor("\(app)/App/Views/Toolbar.swift:5  Button(\"Cancel\")")
    session.send("q")
    session.waitFor("[exit 0]")
  }
}

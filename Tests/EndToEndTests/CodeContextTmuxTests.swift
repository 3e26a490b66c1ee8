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

/// A large app opens on its first catalogs; a catalog read after the first screen whose
/// `.glossa.yml` names source folders has its code scanned too.
final class ArrivingCodeContextTmuxTests: TmuxTestCase {
  func testSourcesOfACatalogThatArrivesLaterAreScanned() throws {
    let binary = try GlossaBinary.path()
    let app = try appOfManyCatalogs(140)
    // Only the last module, far past the first screen's catalogs, has code and a configuration.
    let last = app + "/M139"
    try FileManager.default.createDirectory(atPath: last + "/Code", withIntermediateDirectories: true)
    try Data("sources: [Code]\n".utf8).write(to: URL(fileURLWithPath: last + "/.glossa.yml"))
    let code = "import SwiftUI\n\nstruct Greeting: View {\n  var body: some View {\n    Text(\"Hello\")\n  }\n}\n"
    try Data(code.utf8).write(to: URL(fileURLWithPath: last + "/Code/Greeting.swift"))
    let session = try TmuxSession(
      command: "cd '\(app)' && \(binary) .", width: 160, environment: ["XDG_STATE_HOME": folder + "/state"])
    session.waitFor("All 140 catalogs read")
    session.send("G")
    session.waitFor("140/140")
    session.waitFor("M139/Code/Greeting.swift:5  Text(\"Hello\")")
    session.send("q")
    session.waitFor("[exit 0]")
  }
}

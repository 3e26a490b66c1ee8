import Foundation
import XCTest

/// An app of hundreds of catalogs opens on its first ones; the rest join the grid as they are read.
final class LargeWorkspaceTmuxTests: TmuxTestCase {
  func testTheFirstScreenComesBeforeEveryCatalogIsRead() throws {
    let binary = try GlossaBinary.path()
    let app = folder + "/App"
    let body = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"Hello\" : {\n\n    }\n  },\n  \"version\" : \"1.0\"\n}\n"
    for index in 0..<300 {
      let module = app + String(format: "/M%03d", index)
      try FileManager.default.createDirectory(atPath: module, withIntermediateDirectories: true)
      try Data(body.utf8).write(to: URL(fileURLWithPath: module + "/Localizable.xcstrings"))
    }
    let session = try TmuxSession(command: "\(binary) '\(app)'", environment: ["XDG_STATE_HOME": folder + "/state"])
    session.waitFor("All 300 catalogs read")
    session.send("G")
    session.waitFor("300/300")
    XCTAssertTrue(session.screen.contains("M299/Localizable.xcstrings"), session.screen)
    session.send("q")
    session.waitFor("[exit 0]")
  }
}

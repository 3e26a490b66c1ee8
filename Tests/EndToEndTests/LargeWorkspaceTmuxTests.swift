import Foundation
import XCTest

/// An app of hundreds of catalogs opens on its first ones; the rest join the grid as they are read.
final class LargeWorkspaceTmuxTests: TmuxTestCase {
  func testTheFirstScreenComesBeforeEveryCatalogIsRead() throws {
    let binary = try GlossaBinary.path()
    let app = try appOfManyCatalogs(300)
    let session = try TmuxSession(command: "\(binary) '\(app)'", environment: ["XDG_STATE_HOME": folder + "/state"])
    session.waitFor("All 300 catalogs read")
    session.send("G")
    session.waitFor("300/300")
    XCTAssertTrue(session.screen.contains("M299/Localizable.xcstrings"), session.screen)
    session.send("q")
    session.waitFor("[exit 0]")
  }
}

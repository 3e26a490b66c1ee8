import Foundation
import Interchange
import XCTest

/// Every path an exporter names is checked part by part before it is joined to `--out`.
final class OutputFolderTests: XCTestCase {
  func testOnlyPlainPartsAreJoined() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-out-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let out = try OutputFolder(creating: folder)
    XCTAssertEqual(try out.path(of: "de.lproj/Localizable.strings"), folder + "/de.lproj/Localizable.strings")
    for relative in ["../x", "/etc/passwd", "de/../../x", "", "a//b", "a/", ".", "de\0.po", "de\n.po"] {
      XCTAssertThrowsError(try out.path(of: relative), relative.debugDescription) { error in
        XCTAssertTrue((error as? InterchangeError)?.message.contains("refusing to write") == true, "\(error)")
      }
    }
  }
}

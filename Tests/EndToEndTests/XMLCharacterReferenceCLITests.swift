import Foundation
import XCTest

/// Issue 33 item 20: a `.stringsdict` holding a numeric reference to a control character is not
/// well-formed XML 1.0; lint reports it at its line and column instead of reading U+0001.
final class XMLCharacterReferenceCLITests: XCTestCase {
  func testAReferenceToAControlCharacterIsAParseErrorAtItsPlace() throws {
    let folder = try CLIFolder()
    let text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n  <key>a&#1;</key>\n  <dict/>\n</dict>\n</plist>\n"
    let path = try folder.write("Localizable.stringsdict", Array(text.utf8))

    let run = try GlossaExecutable.run(["lint", path])

    XCTAssertEqual(run.status, 2)
    XCTAssertEqual(run.stdout, "\(path):4:9: error: [parse-error] - · - · '&#1;' is no character XML allows\n")
  }
}

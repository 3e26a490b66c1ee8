import CatalogTestSupport
import XCTest

@testable import CatalogChecks
@testable import CatalogEditing
@testable import CatalogFiles
@testable import CatalogModel
@testable import CatalogWorkspace
import StringCatalog

/// The places `CodeUses` finds for a key: the line a literal starts on, that line's code, and
/// only code (not comments).
final class CodeUsesTests: XCTestCase {
  private func places(_ code: String, key: String, path: String = "View.swift") -> [String] {
    var uses = CodeUses()
    uses.add(bytes: Array(code.utf8), path: path)
    return uses.places(forKey: key).map { "\($0.path):\($0.line)  \($0.code)" }
  }

  func testAnObjectiveCLiteralAndNotAComment() {
    let code = """
      // NSLocalizedString(@"objc.key", nil) in a comment
      /* @"objc.key" */
      NSString *title = NSLocalizedString(@"objc.key", @"Title");
      """
    XCTAssertEqual(places(code, key: "objc.key", path: "A.m"), ["A.m:3  NSString *title = NSLocalizedString(@\"objc.key\", @\"Title\");"])
  }

  /// A block literal is where it starts; a literal inside an interpolation is on its holder's line.
  func testMultiLineAndNestedLiterals() {
    let code = """
      let a = 1
      let text = \"\"\"
        Two
        lines
        \"\"\"
      Text("\\(flag ? "on" : "off") state")
      """
    XCTAssertEqual(places(code, key: "Two\nlines"), ["View.swift:2  let text = \"\"\""])
    XCTAssertEqual(places(code, key: "off"), ["View.swift:6  Text(\"\\(flag ? \"on\" : \"off\") state\")"])
    XCTAssertEqual(places(code, key: "%@ state"), ["View.swift:6  Text(\"\\(flag ? \"on\" : \"off\") state\")"])
  }

  /// `%%` in a key is `%` in the literal; two literals on one line are one place; no place for
  /// an unrelated key.
  func testOnePlacePerLineAndPercentSigns() {
    let code = "Text(\"100% done\"); Text(\"100% done\")\nText(\"other\")\n"
    XCTAssertEqual(places(code, key: "100%% done"), ["View.swift:1  Text(\"100% done\"); Text(\"100% done\")"])
    XCTAssertEqual(places(code, key: "missing"), [])
  }

  /// The lexer keeps literal positions only when asked: lint's scan does not pay for them.
  func testLintsScanKeepsNoPositions() {
    Array("Text(\"a\")\nText(\"b\")".utf8).withUnsafeBufferPointer { buffer in
      var lexer = SourceLexer(bytes: buffer)
      while lexer.nextIdentifier() != nil {}
      XCTAssertEqual(lexer.literals.count, 2)
      XCTAssertEqual(lexer.literalStarts, [])
    }
  }
}

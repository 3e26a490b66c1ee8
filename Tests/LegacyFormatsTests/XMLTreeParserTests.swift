import XCTest

@testable import LegacyFormats

/// Malformed XML is reported with the exact line and column.
final class XMLTreeParserTests: XCTestCase {
  func testMismatchedClosingTag() {
    assertStringsDictError(
      "<plist>\n<dict>\n  <key>k</string>\n</dict></plist>", line: 3, column: 9,
      message: "expected '</key>' but found '</string>'")
  }

  func testUnterminatedElement() {
    assertStringsDictError("<plist>\n  <dict>\n", line: 2, column: 3, message: "unterminated element <dict>")
  }

  func testUnterminatedComment() {
    assertStringsDictError("<plist>\n <!-- open\n</plist>", line: 2, column: 2, message: "unterminated comment")
  }

  func testUnknownEntity() {
    assertStringsDictError(
      "<plist><dict><key>a &nbsp; b</key></dict></plist>", line: 1, column: 21, message: "unknown entity '&nbsp;'")
    assertStringsDictError(
      "<plist><dict><key>a & b</key></dict></plist>", line: 1, column: 21, message: "unterminated entity reference")
  }

  /// Issue 33 item 20: XML 1.0 allows no reference to a control character (nor U+FFFE, U+FFFF).
  func testReferencesToCharactersXMLDoesNotAllowAreRefused() {
    for reference in ["&#1;", "&#x1F;", "&#8;", "&#xFFFE;", "&#65535;", "&#x7;"] {
      assertStringsDictError(
        "<plist><dict>\n  <key>a\(reference)</key></dict></plist>", line: 2, column: 9,
        message: "'\(reference)' is no character XML allows")
    }
    var parser = XMLTreeParser(Array("<r>&#9;&#10;&#13;&#x20;&#xE000;&#x1F600;</r>".unicodeScalars))
    XCTAssertEqual(try parser.parseDocument().text, "\t\n\r \u{E000}\u{1F600}")
  }

  func testContentAfterRoot() {
    assertStringsDictError(
      "<plist><dict/></plist>\n<plist/>", line: 2, column: 1, message: "unexpected content after the root element")
  }

  func testEmptyAndNonXMLInput() {
    assertStringsDictError("", line: 1, column: 1, message: "expected a root element")
    assertStringsDictError("\n  hello", line: 2, column: 3, message: "expected '<' to start the root element")
  }

  func testBadTagSyntax() {
    assertStringsDictError(
      "<plist version=1.0>", line: 1, column: 16, message: "expected a quoted value for the attribute version")
    assertStringsDictError("<plist>< dict/></plist>", line: 1, column: 9, message: "expected a name after '<'")
    assertStringsDictError("<plist><dict", line: 1, column: 13, message: "unterminated tag <dict")
  }

  func testDoctypeInternalSubsetIsRejected() {
    assertStringsDictError(
      "<!DOCTYPE plist [ <!ENTITY x \"y\"> ]>\n<plist/>", line: 1, column: 17,
      message: "a DOCTYPE with an internal subset ([…]) is not supported")
  }

  func testDeepNestingIsAnErrorNotACrash() {
    let depth = 5_000
    let text = String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth)
    assertStringsDictError(text, line: 1, column: 601, message: "nested more than 200 levels")
  }

  func testTreeShape() throws {
    var parser = XMLTreeParser(Array("<?xml version=\"1.0\"?>\n<r a='1'><x>t&lt;</x><y/></r>".unicodeScalars))
    let root = try parser.parseDocument()
    XCTAssertEqual(root.name, "r")
    XCTAssertEqual(root.position, position(2, 1))
    XCTAssertEqual(root.children.map(\.name), ["x", "y"])
    XCTAssertEqual(root.children[0].text, "t<")
    XCTAssertEqual(root.children[1].position, position(2, 22))
  }
}

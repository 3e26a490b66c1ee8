import CatalogTestSupport
import StringCatalog
import XCTest

/// The one quoting of Glossa's machine output (stats, languages and lint in JSON, export packs,
/// the agent server's results): what JSON requires escaped, and nothing else.
final class JSONTreeQuotingTests: XCTestCase {
  func testQuotesWhatJSONRequiresAndKeepsTheRestAsIs() {
    XCTAssertEqual(JSONTree.quoted("plain"), "\"plain\"")
    XCTAssertEqual(JSONTree.quoted("a\"b\\c"), #""a\"b\\c""#)
    XCTAssertEqual(JSONTree.quoted("line\nfeed\rreturn\ttab"), #""line\nfeed\rreturn\ttab""#)
    XCTAssertEqual(JSONTree.quoted("\u{1B}[31m\u{0}"), #""\u001b[31m\u0000""#)
    XCTAssertEqual(JSONTree.quoted("https://x.org/ é 日本 🎉"), "\"https://x.org/ é 日本 🎉\"", "slashes and non-ASCII as is")
  }

  func testTheTreeWritesMembersInTheirOrderCompactOrIndented() {
    let tree = JSONTree.object([("b", .number("1")), ("a", .array([.string("x"), .null, .bool(true)]))])
    XCTAssertEqual(String(decoding: tree.compactBytes, as: UTF8.self), #"{"b":1,"a":["x",null,true]}"#)
    XCTAssertEqual(
      String(decoding: tree.bytes, as: UTF8.self), "{\n  \"b\": 1,\n  \"a\": [\n    \"x\",\n    null,\n    true\n  ]\n}\n")
  }
}

import XCTest

@testable import LegacyFormats

final class StringsCommentTests: XCTestCase {
  func testBlockCommentAttachesToNextPair() throws {
    let file = try parseStrings("/* Button title */\n\"Done\" = \"Fertig\";\n\"Plain\" = \"x\";")
    XCTAssertEqual(file.entries[0].comment, "Button title")
    XCTAssertNil(file.entries[1].comment)
  }

  func testMultiLineCommentIsTrimmed() throws {
    let file = try parseStrings("/*\n   First line\n   second line\n */\n\"k\" = \"v\";")
    XCTAssertEqual(file.entries[0].comment, "First line\n   second line")
  }

  func testLineCommentsAreJoined() throws {
    let file = try parseStrings("// one\n//   two  \n\"k\" = \"v\";")
    XCTAssertEqual(file.entries[0].comment, "one\ntwo")
  }

  func testBlankLineDetachesHeader() throws {
    let file = try parseStrings("//\n//  Legacy.strings\n//\n\n/* No arguments */\n\"Key1\" = \"x\";")
    XCTAssertEqual(file.entries[0].comment, "No arguments")
    let detached = try parseStrings("/* File header */\n\n\"k\" = \"v\";")
    XCTAssertNil(detached.entries[0].comment)
  }

  func testTrailingCommentBelongsToPreviousPair() throws {
    let file = try parseStrings("\"a\" = \"b\"; // about a\n\"c\" = \"d\";")
    XCTAssertNil(file.entries[1].comment)
  }

  func testCommentOnSameLineAsKey() throws {
    let file = try parseStrings("/* inline */ \"a\" = \"b\";")
    XCTAssertEqual(file.entries[0].comment, "inline")
  }

  func testEmptyCommentIsNil() throws {
    XCTAssertNil(try parseStrings("/* */\n\"a\" = \"b\";").entries[0].comment)
  }

  func testCommentsInsideAPairAreIgnored() throws {
    let file = try parseStrings("\"a\" /* x */ = // y\n \"b\" /* z */ ;\n\"c\" = \"d\";")
    XCTAssertEqual(file.dictionary, ["a": "b", "c": "d"])
    XCTAssertNil(file.entries[1].comment)
  }

  func testSlashStartsAnUnquotedWordWhenNotAComment() throws {
    XCTAssertEqual(try parseStrings("/path = /x/y;").dictionary, ["/path": "/x/y"])
  }
}

import XCTest

@testable import LegacyFormats

/// Each error kind, with its exact line and column.
final class StringsErrorTests: XCTestCase {
  func testMissingSemicolonPointsRightAfterTheValueAndNamesTheKey() {
    assertStringsError(
      "\"Cancel\" = \"Abbrechen\";\n\"Done\" = \"Fertig\"\n\"Next\" = \"Weiter\";",
      line: 2, column: 18, message: "expected ';' after the value of \"Done\"")
  }

  func testMissingSemicolonAtEndOfFile() {
    assertStringsError("a = b", line: 1, column: 6, message: "expected ';' after the value of \"a\"")
  }

  func testUnterminatedStringPointsAtTheOpeningQuote() {
    assertStringsError(
      "\"a\" = \"b\";\n\"c\" = \"never closed;\n\n", line: 2, column: 7, message: "unterminated string")
    assertStringsError("\"a\" = \"b\";\n  \"key", line: 2, column: 3, message: "unterminated string")
  }

  func testMissingEquals() {
    assertStringsError(
      "\"a\" = \"b\";\n\"c\" \"d\";", line: 2, column: 5, message: "expected '=' after the key \"c\", found '\"'")
    assertStringsError(
      "\"c\"", line: 1, column: 4, message: "expected '=' after the key \"c\", found the end of the file")
  }

  func testMissingValue() {
    assertStringsError(
      "\"a\" = ;", line: 1, column: 7, message: "expected a string value after '=' for \"a\", found ';'")
  }

  func testNonStringValues() {
    assertStringsError("\"a\" = (\"x\");", line: 1, column: 7, message: "expected a string value for \"a\"")
    assertStringsError("\"a\" = <6162>;", line: 1, column: 7, message: "arrays, dictionaries and data are not allowed")
  }

  func testStrayCharacter() {
    assertStringsError(
      "\"a\" = \"b\";\n  # comment", line: 2, column: 3, message: "unexpected character '#'; expected a key")
    assertStringsError("\"a\" = \"b\";\u{0}", line: 1, column: 11, message: "unexpected character U+0000")
    assertStringsError("\"a\" = \"b\";\n}", line: 2, column: 1, message: "unexpected character '}'")
  }

  func testUnterminatedCommentPointsAtItsStart() {
    assertStringsError("\"a\" = \"b\";\n\n  /* open\n comment", line: 3, column: 3, message: "unterminated comment")
    assertStringsError("\"a\" = /* x", line: 1, column: 7, message: "unterminated comment")
  }

  func testBracedFormErrors() {
    assertStringsError("{\n\"a\" = \"b\";\n", line: 3, column: 1, message: "expected '}' to close the '{' at 1:1")
    assertStringsError("{ \"a\" = \"b\"; }\n x", line: 2, column: 2, message: "after the closing '}'")
  }

  func testErrorDescriptionShowsLineAndColumn() {
    let error = LegacyParseError(position: position(3, 7), message: "boom")
    XCTAssertEqual(error.description, "3:7: boom")
  }
}

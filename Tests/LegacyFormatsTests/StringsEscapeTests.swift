import XCTest

@testable import LegacyFormats

final class StringsEscapeTests: XCTestCase {
  private func value(_ literal: String) throws -> String {
    try XCTUnwrap(parseStrings("\"k\" = \"\(literal)\";").entries.first?.value)
  }

  func testSimpleEscapes() throws {
    XCTAssertEqual(try value(#"a\"b\\c\nd\te\rf\'g"#), "a\"b\\c\nd\te\rf'g")
  }

  func testControlEscapesFollowFoundation() throws {
    XCTAssertEqual(try value(#"\a\b\f\v"#), "\u{07}\u{08}\u{0C}\u{0B}")
  }

  func testUnknownEscapeKeepsTheCharacter() throws {
    XCTAssertEqual(try value(#"\q\%\é"#), "q%é")
  }

  func testOctalEscapes() throws {
    XCTAssertEqual(try value(#"\0"#), "\u{0}")
    XCTAssertEqual(try value(#"\101\1018"#), "AA8")
  }

  func testUpperAndLowerCaseUnicodeEscapes() throws {
    XCTAssertEqual(try value(#"\U00e9 \u203A \U41x"#), "é › Ax")
  }

  func testSurrogatePairWrittenAsTwoEscapes() throws {
    XCTAssertEqual(try value(#"\UD83D\UDE00 \ud83d\ude00"#), "😀 😀")
  }

  func testBackslashBeforeRealNewlineKeepsTheNewline() throws {
    XCTAssertEqual(try value("one.\\\n\\\ntwo"), "one.\n\ntwo")
  }

  func testLoneHighSurrogateIsAnError() {
    assertStringsError(#""k" = "ab\UD83Dx";"#, line: 1, column: 10, message: "unpaired surrogate \\UD83D")
  }

  func testLoneLowSurrogateIsAnError() {
    assertStringsError(#""k" = "\UDE00";"#, line: 1, column: 8, message: "unpaired surrogate \\UDE00")
  }

  func testUnicodeEscapeWithoutDigitsIsAnError() {
    assertStringsError("\"k\" = \"x\n \\Uzz\";", line: 2, column: 2, message: "expected hexadecimal digits after '\\U'")
  }

  func testBackslashAtEndOfFileIsUnterminated() {
    assertStringsError(#""k" = "abc\"#, line: 1, column: 7, message: "unterminated string")
  }
}

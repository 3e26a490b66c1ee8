import GlossaRuntime
import XCTest

final class PluralRuleTests: XCTestCase {
  func testOperandsKeepVisibleFractionDigits() throws {
    let operands = try XCTUnwrap(PluralOperands(decimal: "-12.050"))
    XCTAssertEqual(
      [operands.n, operands.i, operands.v, operands.w, operands.f, operands.t], [12.05, 12, 3, 2, 50, 5])
    XCTAssertEqual(PluralOperands(decimal: "1"), PluralOperands(1))
    XCTAssertNotEqual(PluralOperands(decimal: "1.0"), PluralOperands(1))
  }

  func testOperandsRejectWhatIsNotAPlainDecimal() {
    for text in ["", "-", "1.", ".5", "1e3", "1,5", " 1", "1.2.3", "+1", "١"] {
      XCTAssertNil(PluralOperands(decimal: text), text)
    }
  }

  func testRussianStyleRulesWithModAndRanges() throws {
    let rules = try PluralRuleSet([
      "one": "v = 0 and i % 10 = 1 and i % 100 != 11",
      "few": "v = 0 and i % 10 = 2..4 and i % 100 != 12..14",
      "many": "v = 0 and i % 10 = 0 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 11..14",
      "other": "",
    ])
    XCTAssertEqual(
      [1, 21, 2, 22, 5, 11, 12, 0, 111].map { rules.category(for: $0) },
      [.one, .one, .few, .few, .many, .many, .many, .many, .many])
    XCTAssertEqual(rules.category(forDecimal: "1.5"), .other)
    XCTAssertEqual(rules.categories, [.one, .few, .many, .other])
  }

  func testInRequiresAnIntegerAndWithinDoesNot() throws {
    let within = try PluralRuleSet(["one": "n within 0..2 and n != 2"])
    let inside = try PluralRuleSet(["one": "n in 0..2 and n is not 2"])
    XCTAssertEqual(within.category(forDecimal: "1.5"), .one)
    XCTAssertEqual(inside.category(forDecimal: "1.5"), .other)
    XCTAssertEqual(inside.category(forDecimal: "1.0"), .one)
    XCTAssertEqual(inside.category(for: 2), .other)
  }

  func testListsModSpellingAndCompactOperandsCountAsZero() throws {
    let rules = try PluralRuleSet([
      "few": "n mod 100 in 2,3,5..7 and e = 0", "many": "e != 0..5 or c = 1", "other": "",
    ])
    XCTAssertEqual([102, 104, 106, 8].map { rules.category(for: $0) }, [.few, .other, .few, .other])
  }

  func testSamplesAreIgnoredAndEmptyRulesNeverMatch() throws {
    let rules = try PluralRuleSet(["one": "i = 1 and v = 0 @integer 1", "zero": " @integer 0"])
    XCTAssertEqual(rules.category(for: 1), .one)
    XCTAssertEqual(rules.category(for: 0), .other)
  }

  func testMalformedRulesReportTheColumn() {
    let cases: [(String, Int, String)] = [
      ("n % 10 = ", 10, "expected a number"),
      ("x = 1", 1, "expected an operand (n i v w f t e c)"),
      ("n = 1 und i = 2", 7, "expected 'and', 'or' or the end of the rule"),
      ("n = 1 & i = 2", 7, "unexpected character '&'"),
      ("n < 3", 3, "unexpected character '<'"),
      ("n % 0 = 1", 5, "modulus must not be 0"),
      ("n = 5..3", 8, "range ends below its start"),
      ("n is", 5, "expected a number"),
    ]
    for (text, column, message) in cases {
      XCTAssertThrowsError(try PluralRule(text), text) { error in
        XCTAssertEqual(error as? PluralRuleError, PluralRuleError(column: column, message: message), text)
      }
    }
  }

  func testUnknownCategoryIsAnError() {
    XCTAssertThrowsError(try PluralRuleSet(["several": "n = 3"])) { error in
      XCTAssertEqual("\(error)", "plural rule 'several': not a CLDR plural category")
    }
  }
}

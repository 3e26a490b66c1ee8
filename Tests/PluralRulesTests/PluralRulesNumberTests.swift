import PluralRules
import XCTest

final class PluralRulesNumberTests: XCTestCase {
  func testVisibleFractionDigitsMatter() {
    let english = PluralRules(language: "en")
    XCTAssertEqual(english.category(forDecimal: "1"), .one)
    XCTAssertEqual(english.category(forDecimal: "1.0"), .other)
    // A Double cannot carry "1.0", so it behaves like the integer.
    XCTAssertEqual(english.category(for: 1.0), .one)
    XCTAssertEqual(english.category(for: 1.5), .other)

    let french = PluralRules(language: "fr")
    XCTAssertEqual(french.category(forDecimal: "1.50"), .one)
    XCTAssertEqual(french.category(forDecimal: "2.00"), .other)
  }

  func testNegativeNumbersUseTheirAbsoluteValue() {
    let russian = PluralRules(language: "ru")
    XCTAssertEqual(russian.category(for: -21), .one)
    XCTAssertEqual(russian.category(forDecimal: "-3"), .few)
  }

  func testMalformedDecimalsAreRejected() {
    let russian = PluralRules(language: "ru")
    let malformed = ["", "-", ".", "1.", ".5", "1e3", "1,5", " 1", "1 ", "abc", "١", "--1", "1.2.3",
                     "1." + String(repeating: "0", count: 33)]
    for text in malformed {
      XCTAssertNil(russian.category(forDecimal: text), "accepted \(text.debugDescription)")
    }
    XCTAssertEqual(russian.category(forDecimal: "1." + String(repeating: "0", count: 32)), .other)
    XCTAssertEqual(russian.category(forDecimal: "1000000000021"), .one)
  }

  /// ICU evaluates operands as doubles/int64: up to 15 digits the answer is exact, beyond 2^53
  /// it is the answer for the nearest double (still one of the language's categories), and from
  /// 35 digits on ICU reports an error, which is nil here. None of them crashes.
  func testHugeDecimalsDoNotCrash() {
    let russian = PluralRules(language: "ru")
    func endingInOne(_ digits: Int) -> String { String(repeating: "9", count: digits - 1) + "1" }
    XCTAssertEqual(russian.category(forDecimal: endingInOne(15)), .one, "exact: …91 is one in Russian")
    for digits in [16, 20, 34] {
      let category = russian.category(forDecimal: endingInOne(digits))
      XCTAssertNotNil(category, "\(digits) digits")
      XCTAssertTrue(category.map(russian.categories.contains) ?? false, "\(digits) digits: \(String(describing: category))")
    }
    for digits in [35, 40, 200] {
      XCTAssertNil(russian.category(forDecimal: endingInOne(digits)), "\(digits) digits: past what ICU evaluates")
    }
  }

  func testNonFiniteDoublesDoNotCrash() {
    for language in ["en", "ru", "ar", "ja"] {
      let rules = PluralRules(language: language)
      for value in [Double.nan, .infinity, -.infinity, .greatestFiniteMagnitude, -0.0, .leastNonzeroMagnitude] {
        XCTAssertTrue(rules.categories.contains(rules.category(for: value)), "\(language) \(value)")
      }
    }
  }

  func testExampleLimit() {
    let russian = PluralRules(language: "ru")
    XCTAssertEqual(russian.examples(for: .one, limit: 2), ["1", "21"])
    XCTAssertEqual(russian.examples(for: .one, limit: 0), [])
    XCTAssertEqual(russian.examples(for: .other, limit: -3), ["1.5"])
  }
}

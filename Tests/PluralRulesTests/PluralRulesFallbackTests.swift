import PluralRules
import XCTest

final class PluralRulesFallbackTests: XCTestCase {
  /// Unknown or malformed codes get ICU's root rules: only "other".
  func testInvalidCodesFallBackToOther() {
    let codes = ["", "xx-Nonsense", "-", "_", "🙂", "a b", String(repeating: "x", count: 400), "zz"]
    for code in codes {
      let rules = PluralRules(language: code)
      XCTAssertEqual(rules.language, code)
      XCTAssertEqual(rules.categories, [.other], "code \(code.debugDescription)")
      XCTAssertEqual(rules.category(for: 1), .other)
      XCTAssertEqual(rules.examples(for: .other), ["0", "1", "2", "3", "4", "5", "1.5"])
      XCTAssertEqual(rules.examples(for: .one), [])
      assertExamplesAgreeWithICU(rules)
    }
  }

  /// ICU keeps the well-formed prefix of a malformed tag.
  func testTruncatedTagKeepsItsLanguage() {
    XCTAssertEqual(PluralRules(language: "en-").categories, [.one, .other])
    XCTAssertEqual(PluralRules(language: "ru-!!").categories, [.one, .few, .many, .other])
  }

  func testCachedRulesAreSharedSafelyAcrossThreads() {
    let languages = ["en", "fr", "ru", "pl", "ar", "cy", "ja", "pt-BR", "zh-Hant", "sr-Latn", "es-419", "lt"]
    let expected = languages.map { PluralRules(language: $0).exampleSummary(for: .other) }
    DispatchQueue.concurrentPerform(iterations: 64) { index in
      let language = languages[index % languages.count]
      let rules = PluralRules(language: language)
      XCTAssertEqual(rules.exampleSummary(for: .other), expected[index % languages.count])
      XCTAssertEqual(rules.category(forDecimal: "1.5"), rules.category(for: 1.5))
    }
  }
}

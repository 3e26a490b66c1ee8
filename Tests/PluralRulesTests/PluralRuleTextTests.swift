import PluralRules
import XCTest

final class PluralRuleTextTests: XCTestCase {
  private func text(_ language: String) -> [String] {
    PluralRules(language: language).ruleText.map { "\($0.category.rawValue): \($0.condition)" }
  }

  func testEnglishRussianAndFrenchRuleTextComeFromICU() {
    XCTAssertEqual(text("en"), ["one: i = 1 and v = 0", "other: "])
    XCTAssertEqual(
      text("ru"),
      [
        "one: v = 0 and i % 10 = 1 and i % 100 != 11",
        "few: v = 0 and i % 10 = 2..4 and i % 100 != 12..14",
        "many: v = 0 and i % 10 = 0 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 11..14",
        "other: ",
      ])
    XCTAssertEqual(text("ja"), ["other: "])
  }

  func testRegionalVariantsFindTheirParentsRules() {
    XCTAssertEqual(text("pt-BR"), text("pt"))
    XCTAssertNotEqual(text("pt-PT"), text("pt"))
    XCTAssertEqual(text("zh-Hant-HK"), ["other: "])
    XCTAssertEqual(text("xx-Nonsense"), ["other: "])
  }

  /// The text names exactly the categories ICU selects from, for every language a catalog is likely to hold.
  func testRuleTextCategoriesMatchICUKeywords() {
    let languages = [
      "ar", "be", "bs", "cs", "cy", "da", "de", "es", "es-419", "fr", "ga", "gd", "he", "hr", "is", "it", "lt", "lv",
      "mk", "mt", "pl", "pt", "pt-PT", "ro", "sl", "sr", "sr-Latn", "uk", "zh-Hans", "ko", "hi", "kw", "br",
    ]
    for language in languages {
      let rules = PluralRules(language: language)
      XCTAssertEqual(rules.ruleText.map(\.category), rules.categories, language)
    }
  }
}

import PluralRules
import XCTest

/// Expected values are what the system ICU 72 (CLDR 42) answers; the
/// examples come from scanning, so these pin both the scan and ICU's data.
final class PluralRulesLanguageTests: XCTestCase {
  func testEnglish() {
    let rules = PluralRules(language: "en")
    XCTAssertEqual(rules.categories, [.one, .other])
    XCTAssertEqual(rules.examples(for: .one), ["1"])
    XCTAssertEqual(rules.examples(for: .other), ["0", "2", "3", "4", "5", "6", "1.5"])
    XCTAssertEqual(rules.exampleSummary(for: .one), "1")
    assertExamplesAgreeWithICU(rules)
  }

  func testFrenchHasManyForMillions() {
    // CLDR 42 added "many" (i % 1000000 = 0) to fr; "one" covers 0 and 0.x–1.x.
    let rules = PluralRules(language: "fr")
    XCTAssertEqual(rules.categories, [.one, .many, .other])
    XCTAssertEqual(rules.examples(for: .one), ["0", "1", "1.5"])
    XCTAssertEqual(rules.examples(for: .many, limit: 2), ["1000000", "2000000"])
    XCTAssertEqual(rules.examples(for: .other), ["2", "3", "4", "5", "6", "7", "2.5"])
    XCTAssertEqual(rules.exampleSummary(for: .many), "1000000, 2000000, 3000000, 10000000, 100000000…")
    assertExamplesAgreeWithICU(rules)
  }

  func testRussian() {
    let rules = PluralRules(language: "ru")
    XCTAssertEqual(rules.categories, [.one, .few, .many, .other])
    XCTAssertEqual(rules.examples(for: .one), ["1", "21", "31", "41", "51", "61"])
    XCTAssertEqual(rules.examples(for: .few), ["2", "3", "4", "22", "23", "24"])
    XCTAssertEqual(rules.examples(for: .many, limit: 17), ["0"] + (5...20).map(String.init))
    XCTAssertEqual(rules.examples(for: .other), ["1.5"])
    XCTAssertEqual(rules.exampleSummary(for: .one), "1, 21, 31, 41, 51, 61…")
    XCTAssertEqual(rules.exampleSummary(for: .other), "1.5…")
    assertExamplesAgreeWithICU(rules)
  }

  func testPolish() {
    let rules = PluralRules(language: "pl")
    XCTAssertEqual(rules.categories, [.one, .few, .many, .other])
    XCTAssertEqual(rules.examples(for: .one), ["1"])
    XCTAssertEqual(rules.examples(for: .few), ["2", "3", "4", "22", "23", "24"])
    XCTAssertEqual(rules.examples(for: .many), ["0", "5", "6", "7", "8", "9"])
    XCTAssertEqual(rules.examples(for: .other), ["1.5"])
    // 12–14 are "many" in Polish, 22–24 "few".
    XCTAssertEqual(rules.category(for: 12), .many)
    assertExamplesAgreeWithICU(rules)
  }

  func testArabicHasAllSix() {
    let rules = PluralRules(language: "ar")
    XCTAssertEqual(rules.categories, PluralCategory.allCases)
    XCTAssertEqual(rules.examples(for: .zero), ["0", "0.0"])
    XCTAssertEqual(rules.examples(for: .one), ["1", "1.0"])
    XCTAssertEqual(rules.examples(for: .two), ["2", "2.0"])
    XCTAssertEqual(rules.examples(for: .few), ["3", "4", "5", "6", "7", "8", "3.0"])
    XCTAssertEqual(rules.examples(for: .many), ["11", "12", "13", "14", "15", "16", "11.0"])
    XCTAssertEqual(rules.examples(for: .other), ["100", "101", "102", "200", "1000", "10000", "1.5"])
    assertExamplesAgreeWithICU(rules)
  }

  func testWelsh() {
    let rules = PluralRules(language: "cy")
    XCTAssertEqual(rules.categories, [.zero, .one, .two, .few, .many, .other])
    XCTAssertEqual(rules.examples(for: .zero), ["0", "0.0"])
    XCTAssertEqual(rules.examples(for: .few), ["3", "3.0"])
    XCTAssertEqual(rules.examples(for: .many), ["6", "6.0"])
    XCTAssertEqual(rules.examples(for: .other), ["4", "5", "7", "8", "9", "10", "1.5"])
    XCTAssertEqual(rules.exampleSummary(for: .many), "6, 6.0")
    assertExamplesAgreeWithICU(rules)
  }

  func testJapaneseHasOnlyOther() {
    let rules = PluralRules(language: "ja")
    XCTAssertEqual(rules.categories, [.other])
    XCTAssertEqual(rules.examples(for: .other), ["0", "1", "2", "3", "4", "5", "1.5"])
    assertExamplesAgreeWithICU(rules)
  }

  func testRegionAndScriptVariantsUseParentRules() {
    let portuguese = PluralRules(language: "pt-BR")
    XCTAssertEqual(portuguese.language, "pt-BR")
    XCTAssertEqual(portuguese.localeIdentifier, "pt_BR")
    XCTAssertEqual(portuguese.categories, [.one, .many, .other])
    XCTAssertEqual(portuguese.examples(for: .one), ["0", "1", "1.5"])
    assertExamplesAgreeWithICU(portuguese)

    // European Portuguese has its own rule: 0 is "other" there.
    XCTAssertEqual(PluralRules(language: "pt-PT").category(for: 0), .other)

    let chinese = PluralRules(language: "zh-Hant")
    XCTAssertEqual(chinese.localeIdentifier, "zh_Hant")
    XCTAssertEqual(chinese.categories, [.other])
    assertExamplesAgreeWithICU(chinese)

    let serbian = PluralRules(language: "sr-Latn")
    XCTAssertEqual(serbian.localeIdentifier, "sr_Latn")
    XCTAssertEqual(serbian.categories, [.one, .few, .other])
    XCTAssertEqual(serbian.examples(for: .one), ["1", "21", "31", "41", "51", "61", "1.1"])
    XCTAssertEqual(serbian.examples(for: .few), ["2", "3", "4", "22", "23", "24", "1.2"])
    XCTAssertEqual(serbian.examples(for: .other), ["0", "5", "6", "7", "8", "9", "1.5"])
    assertExamplesAgreeWithICU(serbian)

    let spanish = PluralRules(language: "es-419")
    XCTAssertEqual(spanish.localeIdentifier, "es_419")
    XCTAssertEqual(spanish.categories, [.one, .many, .other])
    XCTAssertEqual(spanish.examples(for: .one), ["1", "1.0"])
    XCTAssertEqual(spanish.examples(for: .other), ["0", "2", "3", "4", "5", "6", "1.5"])
    assertExamplesAgreeWithICU(spanish)
  }

  func testUnderscoreCodesAreAccepted() {
    let rules = PluralRules(language: "en_GB")
    XCTAssertEqual(rules.localeIdentifier, "en_GB")
    XCTAssertEqual(rules.categories, [.one, .other])
  }
}

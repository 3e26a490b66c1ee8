import GlossaRuntime
import XCTest

/// The runtime's evaluator, fed ICU's own rule text, must pick ICU's category
/// for every locale ICU knows, on 0…1000 and on decimals whose visible
/// fraction digits matter ("1" vs "1.0" vs "1.00").
final class PluralRulesICUAgreementTests: XCTestCase {
  static let decimals: [String] = {
    let integerParts = [
      "0", "1", "2", "3", "4", "5", "6", "7", "10", "11", "12", "15", "21", "22", "25", "100", "101",
      "1000", "1000000",
    ]
    let fractions = [".0", ".00", ".1", ".2", ".3", ".5", ".10", ".01", ".25", ".000"]
    return integerParts.flatMap { integer in fractions.map { integer + $0 } }
  }()

  func testEveryICULocaleAgreesWithICUOnIntegersAndDecimals() throws {
    let localeIDs = ["root"] + ICUReference.availableLocaleIDs
    XCTAssertGreaterThan(localeIDs.count, 500, "ICU should know hundreds of locales")
    var checked = 0
    var mismatches: [String] = []
    var distinctRuleSets = Set<[String: String]>()
    for localeID in localeIDs {
      guard let icu = ICUReference(localeID: localeID) else {
        XCTFail("\(localeID): ICU could not open plural rules")
        continue
      }
      let texts = icu.ruleTexts
      XCTAssertEqual(Set(texts.keys), Set(icu.keywords), "\(localeID): a keyword without rule text")
      distinctRuleSets.insert(texts)
      let rules: PluralRuleSet
      do {
        rules = try PluralRuleSet(texts)
      } catch {
        XCTFail("\(localeID): \(error) in \(texts)")
        continue
      }
      for integer in 0...1000 {
        checked += 1
        let expected = icu.keyword(for: integer)
        if rules.category(for: integer).rawValue != expected {
          mismatches.append("\(localeID) \(integer): ICU \(expected ?? "nil"), runtime \(rules.category(for: integer))")
        }
      }
      for decimal in Self.decimals {
        checked += 1
        let expected = icu.keyword(forDecimal: decimal)
        let actual = rules.category(forDecimal: decimal)?.rawValue
        if actual != expected {
          mismatches.append("\(localeID) \(decimal): ICU \(expected ?? "nil"), runtime \(actual ?? "nil")")
        }
      }
    }
    XCTAssertEqual(
      mismatches.prefix(20), [],
      "plural evaluator vs ICU: \(localeIDs.count) locales (\(distinctRuleSets.count) distinct rule sets) × "
        + "\(1001 + Self.decimals.count) numbers (0…1000 and \(Self.decimals.count) decimals) = \(checked) checked, "
        + "\(mismatches.count) mismatches")
  }
}

final class ICURuleTextTests: XCTestCase {
  func testRuleTextComesWithoutSamplesAndResolvesParents() throws {
    let russian = try XCTUnwrap(ICUReference(localeID: "ru_UA"))
    XCTAssertEqual(russian.ruleTexts["one"], "v = 0 and i % 10 = 1 and i % 100 != 11")
    XCTAssertEqual(russian.ruleTexts["other"], "")
    let french = try XCTUnwrap(ICUReference(localeID: "fr"))
    XCTAssertEqual(
      french.ruleTexts["many"], "e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5")
    let root = try XCTUnwrap(ICUReference(localeID: "root"))
    XCTAssertEqual(root.ruleTexts, ["other": ""])
  }
}

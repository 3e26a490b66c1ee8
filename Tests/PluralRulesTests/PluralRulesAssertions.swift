import PluralRules
import XCTest

/// Checks that every example listed under a category really selects that
/// category when handed back to ICU, both as a decimal string (keeps "1.0"
/// distinct from "1") and, for integers, as a Double.
func assertExamplesAgreeWithICU(
  _ rules: PluralRules,
  file: StaticString = #filePath,
  line: UInt = #line
) {
  for category in rules.categories {
    let examples = rules.examples(for: category, limit: 50)
    XCTAssertFalse(examples.isEmpty, "\(rules.language): no example for \(category)", file: file, line: line)
    for example in examples {
      XCTAssertEqual(
        rules.category(forDecimal: example), category,
        "\(rules.language): \(example) listed under \(category)", file: file, line: line)
      if let integer = Int(example) {
        XCTAssertEqual(
          rules.category(for: Double(integer)), category,
          "\(rules.language): \(integer) as Double", file: file, line: line)
      }
    }
  }
  for category in PluralCategory.allCases where !rules.categories.contains(category) {
    XCTAssertEqual(rules.examples(for: category), [], "\(rules.language): \(category)", file: file, line: line)
    XCTAssertEqual(rules.exampleSummary(for: category), "", "\(rules.language): \(category)", file: file, line: line)
  }
}

import PluralRules
import XCTest

/// The one rule for a catalog's plural forms (issue 33 item 1): CLDR's categories required,
/// `zero` valid everywhere and shown with 0, which then leaves CLDR's category for 0.
final class CatalogPluralFormsTests: XCTestCase {
  func testZeroIsValidEverywhereButRequiredOnlyWhereCLDRHasIt() {
    let ja = CatalogPluralForms(language: "ja")
    XCTAssertEqual(ja.required, [.other])
    XCTAssertTrue(ja.isValid(.zero))
    XCTAssertFalse(ja.isValid(.one))
    XCTAssertEqual(ja.forms(withZero: true), [.zero, .other])
    XCTAssertEqual(ja.forms(withZero: false), [.other])
    XCTAssertEqual(CatalogPluralForms(language: "lv").forms(withZero: true), [.zero, .one, .other])
  }

  func testZeroTakesZeroFromTheCategoryCLDRGivesIt() {
    let ru = CatalogPluralForms(language: "ru")
    XCTAssertEqual(ru.exampleSummary(for: .zero, hasZero: true), "0")
    XCTAssertEqual(ru.exampleSummary(for: .many, hasZero: true), "5, 6, 7, 8, 9, 10…")
    XCTAssertEqual(ru.exampleSummary(for: .many, hasZero: false), "0, 5, 6, 7, 8, 9…")
    let ja = CatalogPluralForms(language: "ja")
    XCTAssertEqual(ja.exampleSummary(for: .other, hasZero: true), "1, 2, 3, 4, 5, 6, 1.5…")
    XCTAssertEqual(ja.exampleSummary(for: .one, hasZero: true), "")
    // Latvian's own zero category goes on past 0.
    XCTAssertEqual(CatalogPluralForms(language: "lv").exampleSummary(for: .zero, hasZero: true), "0, 10, 11, 12, 13, 14, 0.0…")
  }
}

import PluralRules
import XCTest

final class PluralCategoryTests: XCTestCase {
  func testCLDROrder() {
    XCTAssertEqual(PluralCategory.allCases, [.zero, .one, .two, .few, .many, .other])
    XCTAssertEqual([PluralCategory.other, .few, .zero, .many, .two, .one].sorted(), PluralCategory.allCases)
    XCTAssertLessThan(PluralCategory.few, .many)
    XCTAssertFalse(PluralCategory.other < .other)
  }

  func testRawValuesAreCatalogKeys() {
    XCTAssertEqual(PluralCategory.allCases.map(\.rawValue), ["zero", "one", "two", "few", "many", "other"])
    XCTAssertNil(PluralCategory(rawValue: "Other"))
  }
}

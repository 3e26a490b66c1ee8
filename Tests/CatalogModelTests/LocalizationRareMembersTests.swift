import CatalogTestSupport
import XCTest

@testable import CatalogChecks
@testable import CatalogEditing
@testable import CatalogFiles
@testable import CatalogModel
@testable import CatalogWorkspace
import StringCatalog

/// A localization's rare members, filled in one go by its initializer, read back and change as
/// when set one by one, and a localization left with none is the plain one.
final class LocalizationRareMembersTests: XCTestCase {
  func testMembersGivenToTheInitializerReadAsIfSetOneByOne() {
    let unit = StringUnit(state: .translated, value: "%lld Dateien")
    var forms = KeyedList<Localization>()
    forms["one"] = Localization(value: "%lld Datei", state: .translated)
    let variations = Variations(plural: forms)
    let set = StringSet(state: .new, values: ["a", "b"])
    var substitutions = KeyedList<Substitution>()
    substitutions["count"] = Substitution(argNum: 1, formatSpecifier: "lld")
    let extra = [JSONMember("x", .bool(true))]

    let given = Localization(
      stringUnit: unit, stringSet: set, substitutions: substitutions, variations: variations, extra: extra)
    var stepwise = Localization(stringUnit: unit)
    stepwise.stringSet = set
    stepwise.substitutions = substitutions
    stepwise.variations = variations
    stepwise.extra = extra
    XCTAssertEqual(given, stepwise)
    XCTAssertEqual(given.variations, variations)
    XCTAssertEqual(given.stringSet, set)
    XCTAssertEqual(given.substitutions, substitutions)
    XCTAssertEqual(given.extra, extra)
    XCTAssertFalse(given.isPlainStringUnit)

    // A copy changed does not change the original (the box is shared until then).
    var changed = given
    changed.variations = nil
    XCTAssertEqual(given.variations, variations)
    XCTAssertNil(changed.variations)

    // Emptied, it is the plain localization again.
    changed.stringSet = nil
    changed.substitutions = nil
    changed.extra = []
    XCTAssertEqual(changed, Localization(stringUnit: unit))
    XCTAssertTrue(changed.isPlainStringUnit)
    XCTAssertTrue(Localization(stringUnit: unit, variations: nil, extra: []).isPlainStringUnit)
  }
}

import CatalogTestSupport
import StringCatalog
import XCTest

final class CatalogThreeWayTests: XCTestCase {
  private func catalog(version: String?, extra: [JSONMember] = [], de: String = "Fertig") -> Catalog {
    Catalog(
      sourceLanguage: "en", version: version,
      strings: KeyedList([("Done", Entry(localizations: KeyedList([("de", Localization(value: de, state: .translated))])))]),
      extra: extra)
  }

  func testTopLevelMembersChangedOnOneSideAreTaken() {
    let base = catalog(version: "1.0")
    let ours = catalog(version: "1.0", extra: [JSONMember("tool", .string("glossa"))], de: "Erledigt")
    let theirs = catalog(version: "1.1")

    let outcome = CatalogThreeWay.merge(base: base, ours: ours, theirs: theirs)

    XCTAssertTrue(outcome.isClean)
    XCTAssertEqual(outcome.catalog, catalog(version: "1.1", extra: [JSONMember("tool", .string("glossa"))], de: "Erledigt"))
  }

  func testTopLevelMemberChangedDifferentlyIsReportedAndKeepsOurs() {
    let base = catalog(version: "1.0", extra: [JSONMember("x", .number("1"))])
    let ours = catalog(version: "1.1", extra: [JSONMember("x", .number("2"))])
    let theirs = catalog(version: "2.0", extra: [JSONMember("x", .number("3"))])

    let outcome = CatalogThreeWay.merge(base: base, ours: ours, theirs: theirs)

    XCTAssertEqual(outcome.catalog, ours)
    XCTAssertEqual(
      outcome.memberConflicts,
      [
        MemberConflict(path: MergePath(["version"]), base: .string("1.0"), ours: .string("1.1"), theirs: .string("2.0")),
        MemberConflict(path: MergePath(["x"]), base: .number("1"), ours: .number("2"), theirs: .number("3")),
      ])
    XCTAssertEqual(outcome.leafCount, 2)
  }

  func testNoBaseMergesTwoAdditions() {
    let ours = catalog(version: "1.0")
    var theirs = catalog(version: "1.0")
    theirs.strings["Open"] = Entry()

    let outcome = CatalogThreeWay.merge(base: nil, ours: ours, theirs: theirs)

    XCTAssertTrue(outcome.isClean)
    XCTAssertEqual(outcome.catalog, theirs)
  }

  func testRecordRoundTripsAndReopensOnlyOpenConflicts() throws {
    let base = catalog(version: "1.0")
    let ours = catalog(version: "1.0", de: "Erledigt")
    let theirs = catalog(version: "1.0", de: "Fertig!")
    let outcome = CatalogThreeWay.merge(base: base, ours: ours, theirs: theirs)
    let record = MergeConflictRecord(catalogPath: "App/L.xcstrings", conflicts: outcome.conflicts, memberConflicts: [])

    let decoded = try MergeConflictRecord.decode(record.encoded(), path: "r.json")

    XCTAssertEqual(decoded, record)
    XCTAssertEqual(decoded.openConflicts(in: ours).map(\.leaves), [[MergePath(["localizations", "de", "stringUnit"])]])
    XCTAssertEqual(decoded.openConflicts(in: theirs), [])
  }
}

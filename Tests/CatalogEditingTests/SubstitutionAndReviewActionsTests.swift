import CatalogTestSupport
import StringCatalog
import XCTest

/// Creating and removing substitutions, finding mismatched tokens, the review queue and reject.
final class SubstitutionAndReviewActionsTests: XCTestCase {
  func testAddingASubstitutionForATypedToken() throws {
    var catalog = try EditingFixture.catalog
    let typed = try XCTUnwrap(catalog.changeSettingValue("%@ hat %#@count@ Äpfel", key: "Apple", language: "de"))
    for edit in typed.edits { catalog.apply(edit) }
    let de = try XCTUnwrap(catalog.strings["Apple"]?.localization("de"))
    XCTAssertEqual(de.undefinedSubstitutionNames, ["count"])
    let base = String(decoding: CatalogWriter.bytes(catalog), as: UTF8.self)
    let expected = EditingFixture.replacing(
      "            \"value\" : \"%@ hat %#@count@ Äpfel\"\n          }\n",
      with: "            \"value\" : \"%@ hat %#@count@ Äpfel\"\n          },\n"
        + "          \"substitutions\" : {\n            \"count\" : {\n              \"argNum\" : 2,\n"
        + "              \"formatSpecifier\" : \"lld\",\n              \"variations\" : {\n                \"plural\" : {\n"
        + "                  \"one\" : {\n                    \"stringUnit\" : {\n                      \"state\" : \"new\",\n"
        + "                      \"value\" : \"%arg\"\n                    }\n                  },\n"
        + "                  \"other\" : {\n                    \"stringUnit\" : {\n                      \"state\" : \"new\",\n"
        + "                      \"value\" : \"%arg\"\n                    }\n                  }\n"
        + "                }\n              }\n            }\n          }\n",
      in: base)
    try assertChange(
      catalog.changeAddingSubstitution(named: "count", key: "Apple", language: "de"), on: base, gives: expected,
      label: "add substitution count to de of \"Apple\"")
    XCTAssertNil(catalog.changeAddingSubstitution(named: "other", key: "Apple", language: "de"), "no such token")
  }

  func testNumberedTokensKeepTheirNumber() {
    XCTAssertEqual(SubstitutionTokens.argumentNumber(of: "n", in: "%2$#@n@ of %1$@"), 2)
    XCTAssertEqual(SubstitutionTokens.argumentNumber(of: "n", in: "100%% %d %#@n@"), 2)
    XCTAssertNil(SubstitutionTokens.argumentNumber(of: "n", in: "%#@m@"))
    XCTAssertEqual(SubstitutionTokens.names(in: "%#@a@ %#@b@ %#@a@"), ["a", "b", "a"])
  }

  func testUnreferencedSubstitutionsAndRemoval() throws {
    var catalog = try VariationSample.sample()
    let key = "You hiked %#@distance@ in %#@days@"
    let typed = try XCTUnwrap(catalog.changeSettingFormValue("Du bist %#@distance@ gewandert", key: key, language: "de", at: .root))
    for edit in typed.edits { catalog.apply(edit) }
    XCTAssertEqual(catalog.strings[key]?.localization("de")?.unreferencedSubstitutionNames, ["days"])
    let remove = try XCTUnwrap(catalog.changeRemovingSubstitution(named: "days", key: key, language: "de"))
    for edit in remove.edits { catalog.apply(edit) }
    XCTAssertEqual(catalog.strings[key]?.localization("de")?.substitutions?.keys, ["distance"])
    XCTAssertEqual(catalog.strings[key]?.localization("de")?.unreferencedSubstitutionNames, [])
  }

  func testReviewQueueIsInCatalogOrder() throws {
    let catalog = try VariationSample.sample()
    XCTAssertEqual(
      catalog.needsReviewItems(languages: ["ru"]).map(\.key), ["%lld photos", "You hiked %#@distance@ in %#@days@"])
    XCTAssertEqual(
      catalog.needsReviewItems(languages: ["en", "ar", "de", "fr", "ja", "ru"]).map { "\($0.key)/\($0.language)" },
      ["%lld photos/ru", "Delete Hike/de", "Save/ar", "Share Route…/fr", "Weather at the trailhead: %@/fr",
        "You hiked %#@distance@ in %#@days@/ru"])
  }

  func testRejectTurnsNeedsReviewIntoNewKeepingTheText() throws {
    let catalog = try VariationSample.sample()
    let items = catalog.needsReviewItems(languages: ["ru"])
    var copy = catalog
    for edit in try XCTUnwrap(copy.changeRejecting(items, label: "reject")).edits { copy.apply(edit) }
    let ru = try XCTUnwrap(copy.strings["%lld photos"]?.localization("ru"))
    XCTAssertEqual(ru.status, .new)
    XCTAssertEqual(ru.form(at: FormPath("plural.few")!)?.stringUnit?.value, "%lld фотографии")
    XCTAssertEqual(copy.needsReviewItems(languages: ["ru"]), [])
    XCTAssertNil(copy.changeRejecting(items, label: "again"))
    var accepted = catalog
    for edit in try XCTUnwrap(accepted.changeAcceptingItems(items, label: "accept")).edits { accepted.apply(edit) }
    XCTAssertEqual(accepted.strings["%lld photos"]?.localization("ru")?.status, .translated)
  }
}

/// Resources/Sample.xcstrings, for the action tests that need plural, device and substitution cells.
enum VariationSample {
  static func sample() throws -> Catalog {
    try CatalogReader.read(path: TestPaths.sampleCatalog.path).catalog
  }
}

import CatalogTestSupport
import XCTest

@testable import CatalogChecks
@testable import CatalogEditing
@testable import CatalogFiles
@testable import CatalogModel
@testable import CatalogWorkspace
import StringCatalog

final class PluralCategoriesCheckTests: XCTestCase {
  private let source = Fixture.plural(["one": "%lld photo", "other": "%lld photos"])

  private func lint(_ language: String, _ forms: [String: String]) -> Linted {
    Linted(Fixture.single(source: source, [language: Fixture.plural(forms)]))
  }

  func testAllNeededFormsIsFine() {
    assertNoFinding(lint("ru", ["one": "%lld фото", "few": "%lld фото", "many": "%lld фото", "other": "%lld фото"]), .pluralCategories)
    assertNoFinding(lint("de", ["one": "%lld Foto", "other": "%lld Fotos"]), .pluralCategories)
    assertNoFinding(lint("ja", ["other": "%lld 枚"]), .pluralCategories)
  }

  func testAMissingCategoryIsAnErrorLocatedAtThePluralMap() {
    let linted = lint("ru", ["one": "%lld фото", "many": "%lld фото", "other": "%lld фото"])
    assertFinding(
      linted, .pluralCategories, language: "ru", path: "plural.few", severity: .error, message: "“few”",
      locatedAt: "\"plural\"")
  }

  func testAMissingManyForMillionsIsAWarning() {
    // fr `many` (ICU 72+) is 1000000, 2000000…
    let linted = lint("fr", ["one": "%lld photo", "other": "%lld photos"])
    assertFinding(linted, .pluralCategories, language: "fr", path: "plural.many", severity: .warning, message: "large round numbers")
  }

  func testAMissingManyForFractionsIsAWarning() {
    let linted = lint("cs", ["one": "%lld fotka", "few": "%lld fotky", "other": "%lld fotek"])
    assertFinding(linted, .pluralCategories, language: "cs", path: "plural.many", severity: .warning, message: "fractions")
  }

  func testAMissingManyForEverydayCountsIsAnError() {
    // ru `many` is 0, 5–20, 25…: `other` is the wrong form for "5 photos".
    let linted = lint("ru", ["one": "%lld фото", "few": "%lld фото", "other": "%lld фото"])
    assertFinding(linted, .pluralCategories, language: "ru", path: "plural.many", severity: .error)
  }

  func testAnUnusedCategoryIsAWarning() {
    let linted = lint("de", ["one": "%lld Foto", "few": "%lld Fotos", "other": "%lld Fotos"])
    assertFinding(linted, .pluralCategories, language: "de", path: "plural.few", severity: .warning, locatedAt: "\"%lld Fotos\"")
  }

  /// The messages made once per language read as they did when made per finding.
  func testMessagesNameTheLanguageAndItsCategories() {
    let unused = lint("de", ["one": "%lld Foto", "few": "%lld Fotos", "other": "%lld Fotos"])
    let finding = assertFinding(unused, .pluralCategories, language: "de", path: "plural.few", severity: .warning)
    XCTAssertEqual(finding?.message, "de never uses “few” (its categories: one, other)")
    let unvaried = Linted(Fixture.single(source: source, ["ru": Fixture.unit("фото"), "ja": Fixture.unit("写真")]))
    let russian = assertFinding(unvaried, .pluralCategories, language: "ru", path: "plural", severity: .error)
    XCTAssertEqual(russian?.message, "not varied by plural, but the source is: ru also needs one, few, many")
    assertNoFinding(unvaried, .pluralCategories, language: "ja")
    let french = Linted(Fixture.single(source: source, ["fr": Fixture.unit("photos")]))
    XCTAssertEqual(
      assertFinding(french, .pluralCategories, language: "fr", path: "plural", severity: .error)?.message,
      "not varied by plural, but the source is: fr also needs one, many")
  }

  func testFormsInsideSubstitutionsHaveTheirWholePath() {
    let translation = Fixture.substituted("%#@count@", ["count": (argNum: 1, specifier: "lld", forms: ["one": "%lld", "few": "%lld", "other": "%lld"])])
    let sourceSide = Fixture.substituted("%#@count@", ["count": (argNum: 1, specifier: "lld", forms: ["one": "%lld", "other": "%lld"])])
    let linted = Linted(Fixture.single(source: sourceSide, ["de": translation]))
    let finding = assertFinding(linted, .pluralCategories, language: "de", path: "substitutions.count.plural.few", severity: .warning)
    XCTAssertEqual(finding?.message, "de never uses “few” (its categories: one, other)")
  }

  func testZeroIsNeverUnused() {
    assertNoFinding(lint("de", ["zero": "Keine Fotos", "one": "%lld Foto", "other": "%lld Fotos"]), .pluralCategories)
  }

  func testANameThatIsNoCategoryIsAnError() {
    let linted = lint("de", ["one": "%lld Foto", "other": "%lld Fotos", "plenty": "Viele"])
    assertFinding(linted, .pluralCategories, language: "de", path: "plural.plenty", severity: .error)
  }

  func testTheSourceLanguageIsChecked() {
    let linted = Linted(Fixture.single(source: Fixture.plural(["other": "%lld photos"]), [:]))
    assertFinding(linted, .pluralCategories, language: "en", path: "plural.one", severity: .error)
  }

  func testSubstitutionAndDevicePluralMapsAreChecked() {
    let translation = Fixture.substituted("%#@count@", ["count": (1, "lld", ["one": "%arg фото", "other": "%arg фото"])])
    var device = Fixture.device(["mac": Fixture.plural(["one": "%lld фото", "other": "%lld фото"])])
    device.variations?.device?["other"] = Fixture.plural(["one": "%lld фото", "few": "%lld фото", "many": "%lld фото", "other": "%lld фото"])
    let linted = Linted(
      Fixture.catalog([
        "a": Fixture.entry(["en": Fixture.substituted("%#@count@", ["count": (1, "lld", ["one": "%arg photo", "other": "%arg photos"])]), "ru": translation]),
        "b": Fixture.entry(["en": source, "ru": device]),
      ]))
    assertFinding(linted, .pluralCategories, key: "a", language: "ru", path: "substitutions.count.plural.few", locatedAt: "\"plural\"")
    assertFinding(linted, .pluralCategories, key: "b", language: "ru", path: "device.mac.plural.few", locatedAt: "\"plural\"")
    XCTAssertFalse(linted.only(.pluralCategories).contains { $0.path.hasPrefix("device.other") }, linted.summary)
  }

  func testAnUnvariedTranslationOfAVariedSourceIsAnError() {
    let linted = Linted(Fixture.single(source: source, ["de": Fixture.unit("%lld Fotos"), "ja": Fixture.unit("%lld 枚")]))
    assertFinding(linted, .pluralCategories, language: "de", path: "plural", severity: .error, message: "also needs one")
    assertNoFinding(linted, .pluralCategories, language: "ja")
  }
}

final class SubstitutionsCheckTests: XCTestCase {
  func testAWellFormedSubstitutionIsFine() {
    let linted = Linted(
      Fixture.single(
        source: Fixture.substituted(
          "%#@distance@ in %#@days@",
          ["distance": (1, "lld", ["one": "%arg km", "other": "%arg km"]), "days": (2, "lld", ["one": "%arg day", "other": "%arg days"])]),
        [:]))
    assertNoFinding(linted, .substitutions)
  }

  func testATokenWithoutSubstitutionIsAnError() {
    let linted = Linted(Fixture.single(source: Fixture.unit("%#@count@ left"), [:]))
    assertFinding(linted, .substitutions, language: "en", severity: .error, message: "%#@count@ has no substitution")
  }

  func testAnUnusedSubstitutionIsAWarning() {
    let linted = Linted(
      Fixture.single(
        source: Fixture.substituted(
          "%#@count@", ["count": (1, "lld", ["other": "%arg"]), "extra": (nil, "lld", ["one": "%arg", "other": "%arg"])]),
        [:]))
    assertFinding(
      linted, .substitutions, language: "en", path: "substitutions.extra", severity: .warning, locatedAt: "\"extra\"")
  }

  func testArgNumOutOfRangeIsAnError() {
    let linted = Linted(
      Fixture.single(source: Fixture.substituted("%#@count@", ["count": (3, "lld", ["one": "%arg", "other": "%arg"])]), [:]))
    assertFinding(linted, .substitutions, language: "en", path: "substitutions.count", severity: .error, message: "out of range")
  }

  func testADuplicatedArgNumIsAnError() {
    let linted = Linted(
      Fixture.single(
        source: Fixture.substituted(
          "%#@a@ %#@b@", ["a": (1, "lld", ["one": "%arg", "other": "%arg"]), "b": (1, "lld", ["one": "%arg", "other": "%arg"])]),
        [:]))
    assertFinding(linted, .substitutions, language: "en", path: "substitutions.b", severity: .error, message: "also the argNum of “a”")
  }

  func testAnArgNumOfAPlainPlaceholderIsAnError() {
    let linted = Linted(
      Fixture.single(source: Fixture.substituted("%@ has %#@count@", ["count": (1, "lld", ["one": "%arg", "other": "%arg"])]), [:]))
    assertFinding(linted, .substitutions, language: "en", path: "substitutions.count", message: "plain placeholder")
  }

  func testNumberedPlaceholdersInFormsExtendTheRange() {
    // IceCubes: "%#@followers@" whose forms read "%2$@ followers".
    let linted = Linted(
      Fixture.single(
        source: Fixture.substituted("%#@followers@", ["followers": (2, "lld", ["one": "%2$@ follower", "other": "%2$@ followers"])]),
        [:]))
    assertNoFinding(linted, .substitutions)
  }

  func testAnInvalidFormatSpecifierIsAnError() {
    let linted = Linted(
      Fixture.single(source: Fixture.substituted("%#@USERNAME@", ["USERNAME": (nil, "USERNAME", ["one": "user", "other": "users"])]), [:]))
    assertFinding(linted, .substitutions, language: "en", path: "substitutions.USERNAME", severity: .error, message: "not a format specifier")
  }
}

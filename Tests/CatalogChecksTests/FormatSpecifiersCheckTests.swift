import CatalogTestSupport
import XCTest

@testable import CatalogChecks
@testable import CatalogEditing
@testable import CatalogFiles
@testable import CatalogModel
@testable import CatalogWorkspace
import StringCatalog

final class FormatSpecifiersCheckTests: XCTestCase {
  private func lint(source: String, _ translation: String, language: String = "de") -> Linted {
    Linted(Fixture.single(source: Fixture.unit(source), [language: Fixture.unit(translation)]))
  }

  func testSamePlaceholdersAreFine() {
    assertNoFinding(lint(source: "%@ has %lld photos", "%@ hat %lld Fotos"), .formatSpecifiers)
  }

  func testAMissingPlaceholderIsAnErrorAtTheValue() {
    let linted = lint(source: "%@ has %lld photos", "%@ hat Fotos")
    assertFinding(
      linted, .formatSpecifiers, language: "de", severity: .error, message: "%lld (argument 2) is missing",
      locatedAt: "\"%@ hat Fotos\"")
  }

  func testAnExtraPlaceholderIsAnError() {
    let linted = lint(source: "Photos", "%lld Fotos")
    assertFinding(linted, .formatSpecifiers, language: "de", severity: .error, message: "%lld (argument 1) is not in the source")
  }

  func testAnotherTypeIsAnError() {
    let linted = lint(source: "%lld photos by %@", "%@ Fotos von %lld")
    assertFinding(linted, .formatSpecifiers, language: "de", severity: .error, message: "argument 1 is %@ but %lld in the source")
  }

  func testFloatPrecisionDoesNotMatter() {
    assertNoFinding(lint(source: "%.2f km", "%f km"), .formatSpecifiers)
  }

  func testAnIntegerOfAnotherSizeIsAWarning() {
    let linted = lint(source: "%lld photos", "%d Fotos")
    assertFinding(linted, .formatSpecifiers, language: "de", severity: .warning, message: "32- vs 64-bit")
  }

  func testLongAndLongLongAreTheSameSize() {
    assertNoFinding(lint(source: "%ld photos", "%lld Fotos"), .formatSpecifiers)
  }

  func testHexadecimalForDecimalIsAWarning() {
    let linted = lint(source: "Code %d", "Code %x")
    assertFinding(linted, .formatSpecifiers, language: "de", severity: .warning, message: "another number base")
  }

  func testNumberedPlaceholdersMayBeReordered() {
    assertNoFinding(lint(source: "%@ invited %@", "%2$@ wurde von %1$@ eingeladen"), .formatSpecifiers)
  }

  func testANumberBeyondTheSourcesArgumentsIsAnError() {
    let linted = lint(source: "%1$@ invited %2$@", "%1$@ hat %3$@ eingeladen")
    assertFinding(linted, .formatSpecifiers, language: "de", severity: .error, message: "%3$@ (argument 3) is not in the source")
  }

  func testMixingNumberedAndUnnumberedIsAnError() {
    let linted = lint(source: "%@ invited %@", "%2$@ wurde von %@ eingeladen")
    assertFinding(linted, .formatSpecifiers, language: "de", severity: .error, message: "mixed")
  }

  func testALonePercentInAFormatStringIsAnError() {
    let linted = lint(source: "%lld%% done", "%lld % erledigt", language: "fr")
    assertFinding(linted, .formatSpecifiers, language: "fr", severity: .error, message: "lone")
  }

  func testAPercentSignInProseIsNotAPlaceholder() {
    assertNoFinding(lint(source: "Save 50% now", "Économisez 50 % maintenant", language: "fr"), .formatSpecifiers)
  }

  func testADroppedDoublePercentIsAWarning() {
    let linted = lint(source: "%lld%% done", "%lld Prozent erledigt")
    assertFinding(linted, .formatSpecifiers, language: "de", severity: .warning, message: "%% appears 0 times, 1 in the source")
  }

  func testTheKeyIsTheSourceWhenTheSourceLanguageHasNoValue() {
    let linted = Linted(Fixture.single("%@ items", ["de": Fixture.unit("Elemente")]))
    assertFinding(linted, .formatSpecifiers, language: "de", message: "%@ (argument 1) is missing")
  }

  func testPluralFormsAreComparedWithTheMatchingSourceForm() {
    let linted = Linted(
      Fixture.single(
        source: Fixture.plural(["one": "%lld photo", "other": "%lld photos"]),
        ["de": Fixture.plural(["one": "%lld Foto", "other": "%@ Fotos"])]))
    assertFinding(
      linted, .formatSpecifiers, language: "de", path: "plural.other", severity: .error, locatedAt: "\"%@ Fotos\"")
    XCTAssertEqual(linted.only(.formatSpecifiers).count, 1, linted.summary)
  }

  func testFormsMissingInTheSourceAreComparedWithItsOtherForm() {
    let linted = Linted(
      Fixture.single(
        source: Fixture.plural(["one": "%lld photo", "other": "%lld photos"]),
        ["ru": Fixture.plural(["one": "%lld фото", "few": "%lld фото", "many": "%@ фото", "other": "%lld фото"])]))
    assertFinding(linted, .formatSpecifiers, language: "ru", path: "plural.many", message: "argument 1 is %@ but %lld")
    XCTAssertEqual(linted.only(.formatSpecifiers).count, 1, linted.summary)
  }

  func testASingleNumberFormMaySpellTheNumberOut() {
    // en `one` is only 1; ar `zero`/`two` are only 0 and 2: "One photo" needs no %lld.
    let linted = Linted(
      Fixture.single(
        source: Fixture.plural(["one": "One photo", "other": "%lld photos"]),
        [
          "de": Fixture.plural(["one": "Ein Foto", "other": "%lld Fotos"]),
          "ar": Fixture.plural([
            "zero": "لا صور", "one": "صورة واحدة", "two": "صورتان", "few": "%lld صور", "many": "%lld صورة", "other": "%lld صورة",
          ]),
        ]))
    assertNoFinding(linted, .formatSpecifiers)
  }

  func testATranslatedOneFormMayKeepTheNumberTheSourceSpelledOut() {
    let linted = Linted(
      Fixture.single(
        source: Fixture.plural(["one": "One photo", "other": "%lld photos"]),
        ["de": Fixture.plural(["one": "%lld Foto", "other": "%lld Fotos"])]))
    assertNoFinding(linted, .formatSpecifiers)
  }

  func testAFormCoveringSeveralNumbersMustKeepTheNumber() {
    // ru `one` is 1, 21, 31…: dropping %lld says "one" for 21.
    let linted = Linted(
      Fixture.single(
        source: Fixture.plural(["one": "%lld photo", "other": "%lld photos"]),
        ["ru": Fixture.plural(["one": "Одна фотография", "few": "%lld фото", "many": "%lld фото", "other": "%lld фото"])]))
    assertFinding(linted, .formatSpecifiers, language: "ru", path: "plural.one", message: "%lld (argument 1) is missing")
  }

  func testDeviceFormsAreComparedWithTheMatchingSourceForm() {
    let linted = Linted(
      Fixture.single(
        source: Fixture.device(["mac": Fixture.unit("Click %@"), "other": Fixture.unit("Tap %@")]),
        ["de": Fixture.device(["mac": Fixture.unit("Klicken"), "other": Fixture.unit("Tippen Sie auf %@")])]))
    assertFinding(linted, .formatSpecifiers, language: "de", path: "device.mac", message: "%@ (argument 1) is missing")
    XCTAssertEqual(linted.only(.formatSpecifiers).count, 1, linted.summary)
  }

  func testSubstitutionTokensMustMatch() {
    let source = Fixture.substituted("%#@count@ left", ["count": (1, "lld", ["one": "%arg item", "other": "%arg items"])])
    let translation = Fixture.substituted("noch %#@anzahl@", ["anzahl": (1, "lld", ["one": "%arg Element", "other": "%arg Elemente"])])
    let linted = Linted(Fixture.single(source: source, ["de": translation]))
    assertFinding(linted, .formatSpecifiers, language: "de", message: "%#@count@ is missing")
  }

  func testSubstitutionFormsMustKeepArg() {
    let source = Fixture.substituted("%#@count@ left", ["count": (1, "lld", ["one": "%arg item", "other": "%arg items"])])
    let translation = Fixture.substituted("noch %#@count@", ["count": (1, "lld", ["one": "ein Element", "other": "Elemente"])])
    let linted = Linted(Fixture.single(source: source, ["de": translation]))
    assertFinding(
      linted, .formatSpecifiers, language: "de", path: "substitutions.count.plural.other", message: "%arg is missing",
      locatedAt: "\"Elemente\"")
    // de `one` is a single number: it may be spelled out.
    XCTAssertEqual(linted.only(.formatSpecifiers).count, 1, linted.summary)
  }

  func testAMisspelledArgIsCaught() {
    let source = Fixture.substituted("%#@count@ left", ["count": (1, "lld", ["one": "%arg item", "other": "%arg items"])])
    let translation = Fixture.substituted("%#@count@", ["count": (1, "lld", ["one": "%arg Element", "other": "%a Elemente"])])
    let linted = Linted(Fixture.single(source: source, ["de": translation]))
    assertFinding(linted, .formatSpecifiers, language: "de", path: "substitutions.count.plural.other", message: "%arg is missing")
  }

  func testSubstitutionTypeAndArgumentMustMatchTheSource() {
    let source = Fixture.substituted("%#@count@ left", ["count": (1, "lld", ["one": "%arg item", "other": "%arg items"])])
    let translation = Fixture.substituted("noch %#@count@", ["count": (2, "@", ["one": "%arg Element", "other": "%arg Elemente"])])
    let linted = Linted(Fixture.single(source: source, ["de": translation]))
    let found = linted.only(.formatSpecifiers).filter { $0.path == "substitutions.count" }
    XCTAssertEqual(found.count, 2, linted.summary)
    XCTAssertTrue(found.contains { $0.message.contains("argNum is 2, 1 in the source") })
    XCTAssertTrue(found.contains { $0.message.contains("formatSpecifier is “@”, “lld” in the source") })
  }

  func testAFlattenedTranslationOfASubstitutionReadsTheSameArgument() {
    // "%lld Elemente" reads argument 1 as %lld, as the substitution does.
    let source = Fixture.substituted("%#@count@", ["count": (1, "lld", ["one": "%arg item", "other": "%arg items"])])
    let linted = Linted(Fixture.single(source: source, ["ja": Fixture.unit("%lld 個")]))
    assertNoFinding(linted, .formatSpecifiers)
  }

  func testAnExtractedKeyIsTheFormatOfTheSourceLanguage() {
    let linted = Linted(Fixture.single("%lld photos", source: Fixture.unit("%@ photos"), [:]))
    assertFinding(linted, .formatSpecifiers, language: "en", message: "argument 1 is %@ but %lld in the key")
  }

  func testAManualKeyIsNotAFormat() {
    let linted = Linted(
      Fixture.single("photos %lld", source: Fixture.unit("Photos"), [:], extractionState: "manual"))
    assertNoFinding(linted, .formatSpecifiers)
  }
}

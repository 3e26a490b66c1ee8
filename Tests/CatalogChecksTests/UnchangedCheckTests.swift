import CatalogTestSupport
import XCTest

@testable import CatalogChecks
@testable import CatalogEditing
@testable import CatalogFiles
@testable import CatalogModel
@testable import CatalogWorkspace
import StringCatalog

/// `unchanged` leaves out what is the same in every language by nature: values without a letter,
/// and names (values most of the entry's other languages keep as the source has them).
final class UnchangedCheckTests: XCTestCase {
  private func lint(_ source: String, _ translations: [String: String], options: LintOptions = LintOptions()) -> Linted {
    Linted(Fixture.single(source: Fixture.unit(source), translations.mapValues { Fixture.unit($0) }), options: options)
  }

  func testValuesWithoutALetterAreNeverUnchanged() {
    for value in ["12 345", "1:30 – 2:45", "★ ★ ★", "🙂 👍", "Ⅻ – Ⅳ", "Ⓐ Ⓑ", "%lld × %lld", "%1$@ / %2$@"] {
      assertNoFinding(lint(value, ["de": value, "fr": "\(value) ."]), .unchanged)
    }
    // One letter in two words is enough: a sentence with numbers is still words.
    assertFinding(lint("Page 1 of 5", ["de": "Page 1 of 5", "fr": "Page 1 sur 5"]), .unchanged, language: "de")
    assertFinding(lint("Ölçek ölçüsü", ["de": "Ölçek ölçüsü", "fr": "Échelle"]), .unchanged, language: "de")
  }

  func testAValueHalfTheOtherLanguagesKeepIsAName() {
    // de's other languages with a value: fr and nl keep it, es and it do not: half, a name.
    let linted = lint(
      "Apple Music",
      ["de": "Apple Music", "fr": "Apple Music", "nl": "Apple Music", "es": "Música de Apple", "it": "Musica di Apple"])
    assertNoFinding(linted, .unchanged)
  }

  func testAValueFewerThanHalfKeepIsReported() {
    // de: fr keeps it, es and it do not (1 of 3); en-GB keeps it as a matter of course and does not count.
    let linted = lint(
      "Open the settings",
      ["de": "Open the settings", "fr": "Open the settings", "en-GB": "Open the settings", "es": "Abrir ajustes",
       "it": "Apri le impostazioni"])
    assertFinding(linted, .unchanged, language: "de")
    assertFinding(linted, .unchanged, language: "fr")
    assertNoFinding(linted, .unchanged, language: "en-GB")
  }

  func testOnlyLanguagesWithAValueAreCounted() {
    // ja and ko are catalog languages but have no value for "k": de's others are fr (kept) and es.
    let catalog = Fixture.catalog([
      "k": Fixture.entry([
        "en": Fixture.unit("Dark Sky"), "de": Fixture.unit("Dark Sky"), "fr": Fixture.unit("Dark Sky"),
        "es": Fixture.unit("Cielo oscuro"),
      ]),
      "other": Fixture.entry(["en": Fixture.unit("Hello"), "ja": Fixture.unit("こんにちは"), "ko": Fixture.unit("안녕")]),
    ])
    assertNoFinding(Linted(catalog), .unchanged)
  }

  func testTheOnlyTranslationIsStillCompared() {
    // No other language to tell a name from a forgotten sentence: reported, as before.
    assertFinding(lint("Open the settings", ["de": "Open the settings"]), .unchanged, language: "de")
  }

  func testDisablingUnchangedStillSilencesIt() {
    var enabled = Set(CheckRegistry.defaultIDs)
    enabled.remove(.unchanged)
    let options = LintOptions(checks: CheckOptions(enabled: enabled))
    let linted = lint("Open the settings", ["de": "Open the settings", "fr": "Ouvrir les réglages"], options: options)
    assertNoFinding(linted, .unchanged)
    assertFinding(lint("Open the settings", ["de": "Open the settings", "fr": "Ouvrir les réglages"]), .unchanged, language: "de")
  }
}

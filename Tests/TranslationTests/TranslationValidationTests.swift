import StringCatalog
import XCTest

final class TranslationValidationTests: XCTestCase {
  private let guide = TranslationGuide(doNotTranslate: ["Glossa"])

  private func item(_ key: String, _ language: String, catalogText: String = TranslationFixtures.catalogText) throws
    -> TranslationItem
  {
    let catalog = try TranslationFixtures.catalog(catalogText)
    let items = catalog.translationItems(for: TranslationCell(key: key, language: language), guide: guide)
    return try XCTUnwrap(items.first)
  }

  func testPlaceholdersAreComparedAsLintDoes() throws {
    let delete = try item("Delete %@?", "fr")
    XCTAssertNil(delete.problem(with: .single("Supprimer %@ ?")))
    XCTAssertEqual(delete.problem(with: .single("Supprimer ?")), "%@ (argument 1) is missing")
    XCTAssertEqual(delete.problem(with: .single("Supprimer %d ?")), "argument 1 is %d but %@ in the source")
    XCTAssertEqual(delete.problem(with: nil), "no translation for this item in the reply")
    XCTAssertEqual(delete.problem(with: .single("")), "the translation is empty")
  }

  func testSubstitutionTokensMustBeKept() throws {
    let hiked = try item("hiked", "de")
    XCTAssertNil(hiked.problem(with: .single("Du bist %#@days@ gewandert")))
    XCTAssertEqual(
      hiked.problem(with: .single("Du bist %#@tage@ gewandert")), "%#@days@ is missing; %#@tage@ is not in the source")
  }

  func testPluralRepliesNeedExactlyTheRequestedCategories() throws {
    let stops = try item("stops", "ru")
    let good: [PluralForm] = ["one", "few", "many", "other"].map { PluralForm(category: $0, text: "%lld остановок") }
    XCTAssertNil(stops.problem(with: .plural(good)))
    XCTAssertEqual(
      stops.problem(with: .plural(Array(good.dropFirst()))),
      "the plural forms must be exactly one, few, many, other; the reply has few, many, other")
    var broken = good
    broken[1].text = "остановки"
    XCTAssertEqual(stops.problem(with: .plural(broken)), "few: %lld (argument 1) is missing")
    XCTAssertEqual(
      stops.problem(with: .single("%lld остановок")),
      "the reply is a single string; an object with the forms one, few, many, other was expected")
  }

  func testDoNotTranslateTermsAreKeptVerbatim() throws {
    let text =
      #"{"sourceLanguage":"en","strings":{"Open Glossa":{"localizations":{"de":{"stringUnit":{"state":"new","value":"x"}}}}}}"#
    let open = try item("Open Glossa", "de", catalogText: text)
    XCTAssertEqual(open.keptTerms, ["Glossa"])
    XCTAssertNil(open.problem(with: .single("Glossa öffnen")))
    XCTAssertEqual(open.problem(with: .single("Glossar öffnen")), nil, "the term is still there as a prefix")
    XCTAssertEqual(open.problem(with: .single("Gloss öffnen")), "“Glossa” must be kept as it is (do not translate)")
  }

  /// ESC, NUL, C1 and bidi overrides from a reply would reach terminals and every export.
  func testControlCharactersTheSourceLacksAreRefused() throws {
    let delete = try item("Delete %@?", "fr")
    let refused: [(String, String)] = [
      ("Supprimer %@ ?\u{1B}]0;pwned\u{07}", "U+001B"), ("Supprimer\u{0} %@ ?", "U+0000"),
      ("Supprimer %@ \u{202E}?", "U+202E"), ("Supprimer %@ ?\u{85}", "U+0085"), ("\u{2066}Supprimer %@ ?", "U+2066"),
      ("Supprimer %@ ?\u{7F}", "U+007F"),
    ]
    for (text, name) in refused {
      XCTAssertEqual(
        delete.problem(with: .single(text)),
        "the translation holds the control character \(name), which the source does not; only tab and line breaks may be used"
      )
    }
    for allowed in ["Supprimer\t%@ ?", "Supprimer\n%@ ?", "Supprimer\r\n%@ ?", "\u{200F}Supprimer %@ ?\u{200F}"] {
      XCTAssertNil(delete.problem(with: .single(allowed)), allowed.debugDescription)
    }
    let text = #"{"sourceLanguage":"en","strings":{"A\u001bB":{}}}"#
    XCTAssertNil(try item("A\u{1B}B", "de", catalogText: text).problem(with: .single("A\u{1B}B")), "the source has it")
  }

  /// The key's limit, as lint's `length` check: `[max N]` in the comment, else `limits:`.
  func testRepliesOverTheKeysLengthLimitAreRefused() throws {
    let text = #"{"sourceLanguage":"en","strings":{"tab.home":{},"Save":{"comment":"Button [max 6]"}}}"#
    let catalog = try TranslationFixtures.catalog(text)
    let guide = TranslationGuide(limits: [KeyLengthLimit(pattern: "tab.*", maximum: 5)])
    let home = try XCTUnwrap(
      catalog.translationItems(for: TranslationCell(key: "tab.home", language: "de"), guide: guide).first)
    XCTAssertNil(home.problem(with: .single("Start")))
    XCTAssertEqual(
      home.problem(with: .single("Startseite")), #"10 characters, over the limit of 5 (limits: "tab.*")"#)
    let save = try XCTUnwrap(
      catalog.translationItems(for: TranslationCell(key: "Save", language: "de"), guide: guide).first)
    XCTAssertNil(save.problem(with: .single("Sicher")))
    XCTAssertEqual(
      save.problem(with: .single("Speichern")), "9 characters, over the limit of 6 ([max 6] in the comment)")
  }
}

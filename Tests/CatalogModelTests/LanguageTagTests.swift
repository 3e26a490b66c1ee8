import CatalogTestSupport
import StringCatalog
import XCTest

/// Which language codes are BCP 47 tags: every code of real catalogs is, nothing that could
/// name a path is.
final class LanguageTagTests: XCTestCase {
  func testCodesOfRealCatalogsAreTags() {
    let codes = [
      "en", "zh-Hans", "pt-BR", "es-419", "sr-Latn", "en-GB", "zh-Hant-HK", "ber", "yue-Hant", "fil", "nb-NO", "ku-TR",
      "ZH-hant", "de-CH-1996", "sl-rozaj-biske", "en-US-u-ca-gregory", "de-x-formal", "x-pirate", "i-klingon", "zh-yue-HK",
      "Base", "und", "mul",
    ]
    for code in codes { XCTAssertNil(LanguageTag.problem(code), code) }
  }

  func testAnythingThatCouldNameAPathIsNotATag() {
    let codes = [
      "", "..", ".", "../x", "/etc/x", "de/", "a\\b", "de\nx", "de\0", "de x", " de", "de_DE", "pt-", "-pt", "pt--BR",
      "d", "toolonglanguage", "de-CH-1996-", "en-u", "en-x", "en-a-b", "de-Ä", "zh-Hans-Hant", String(repeating: "a-", count: 40) + "a",
    ]
    for code in codes { XCTAssertNotNil(LanguageTag.problem(code), code.debugDescription) }
  }

  func testProblemsSayWhatIsWrongWithTheCodeEscaped() {
    XCTAssertEqual(LanguageTag.problem(""), "the language code is empty: expected a BCP 47 tag such as en, pt-BR, es-419 or zh-Hans")
    XCTAssertEqual(
      LanguageTag.problem("de\nx"),
      #"the language code "de\nx" holds "\n", which no language code has: expected a BCP 47 tag such as en, pt-BR, es-419 or zh-Hans"#)
    XCTAssertEqual(
      LanguageTag.problem("pt--BR"), #""pt--BR" is not a language code: expected a BCP 47 tag such as en, pt-BR, es-419 or zh-Hans"#)
  }

  func testGlossaryAndStyleLanguagesInTheConfigMustBeTags() {
    XCTAssertThrowsError(try GlossaConfig.parse("glossary:\n  trip:\n    de: Reise\n    ../x: voyage\n", path: ".glossa.yml")) {
      error in
      XCTAssertEqual(
        "\(error)",
        #".glossa.yml:4:5: glossary term “trip”: the language code "../x" holds ".", which no language code has: expected a BCP 47 tag such as en, pt-BR, es-419 or zh-Hans"#)
    }
    XCTAssertThrowsError(try GlossaConfig.parse("translate:\n  style: { \"de/\": formal }\n", path: ".glossa.yml")) { error in
      XCTAssertTrue("\(error)".hasPrefix(#".glossa.yml:2:12: translate: style: the language code "de/" holds "/""#), "\(error)")
    }
    XCTAssertNoThrow(try GlossaConfig.parse("glossary:\n  trip: { de: Reise, zh-Hans: 旅行 }\n", path: ".glossa.yml"))
  }
}

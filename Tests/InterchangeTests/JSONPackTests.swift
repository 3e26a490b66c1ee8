import Interchange
import StringCatalog
import XCTest

final class JSONPackTests: XCTestCase {
  private let catalogText = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "home.title" : {
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Start" } },
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Home" } },
            "pt" : { "stringUnit" : { "state" : "translated", "value" : "Início" } }
          }
        },
        "stops" : {
          "localizations" : {
            "de" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "needs_review", "value" : "%lld Halt" } },
              "other" : { "stringUnit" : { "state" : "new", "value" : "%lld Halte" } }
            } } },
            "en" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld stop" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld stops" } }
            } } },
            "pt-BR" : { "stringUnit" : { "state" : "translated", "value" : "paradas" } }
          }
        },
        "Welcome" : {
        }
      },
      "version" : "1.0"
    }
    """

  func testEachLanguageFileIsCompleteThroughItsFallbackChain() throws {
    let catalog = try InterchangeSupport.catalog(catalogText)
    let result = JSONPackExporter.export(catalog, settings: ExportSettings(name: "plans"))
    XCTAssertEqual(
      InterchangeSupport.text(result, "plans-pt-BR.json"),
      """
      {
        "Welcome": "Welcome",
        "home.title": "Início",
        "stops": "paradas"
      }

      """)
    // de's "other" is new: not exported, so only the reviewed "one" form is de's own.
    XCTAssertEqual(
      InterchangeSupport.text(result, "plans-de.json"),
      """
      {
        "Welcome": "Welcome",
        "home.title": "Start",
        "stops": {
          "plural": {
            "one": "%lld Halt"
          }
        }
      }

      """)
  }

  func testLanguagesFileListsCoverageChainsAndICURules() throws {
    let catalog = try InterchangeSupport.catalog(catalogText)
    var settings = ExportSettings(name: "plans")
    settings.fallbacks = ["de": "pt"]
    let result = JSONPackExporter.export(catalog, settings: settings)
    let languages = try XCTUnwrap(InterchangeSupport.text(result, "plans-languages.json"))
    XCTAssertTrue(languages.hasPrefix("{\n  \"format\": \"glossa-pack-1\",\n  \"layout\": \"json\",\n  \"name\": \"plans\",\n  \"sourceLanguage\": \"en\",\n"), languages)
    XCTAssertTrue(languages.contains("\"code\": \"pt-BR\",\n      \"coverage\": 0.3333,\n      \"fallback\": [\n        \"pt-BR\",\n        \"pt\",\n        \"en\"\n      ]"), languages)
    XCTAssertTrue(languages.contains("\"code\": \"de\",\n      \"coverage\": 0.6667,\n      \"fallback\": [\n        \"de\",\n        \"pt\",\n        \"en\"\n      ]"), languages)
    XCTAssertTrue(languages.contains("\"pluralRules\": {\n        \"one\": \"i = 1 and v = 0\",\n        \"other\": \"\"\n      }"), languages)
  }

  func testFallbackChainsFollowLocaleParentsButKeepScripts() {
    let available: Set = ["en", "pt", "pt-BR", "zh-Hant", "zh-Hant-HK", "zh", "es", "es-419"]
    XCTAssertEqual(FallbackChain.chain(for: "pt-BR", explicit: [:], available: available, sourceLanguage: "en"), ["pt-BR", "pt", "en"])
    XCTAssertEqual(FallbackChain.chain(for: "zh-Hant-HK", explicit: [:], available: available, sourceLanguage: "en"), ["zh-Hant-HK", "zh-Hant", "en"])
    XCTAssertEqual(FallbackChain.chain(for: "es-419", explicit: [:], available: available, sourceLanguage: "en"), ["es-419", "es", "en"])
    XCTAssertEqual(
      FallbackChain.chain(for: "pt-BR", explicit: ["pt-BR": "es", "es": "pt-BR"], available: available, sourceLanguage: "en"),
      ["pt-BR", "es", "en"])
  }

  func testJSONParserReportsLineAndColumn() {
    XCTAssertThrowsError(try JSONTree.parse(Array("{\n  \"a\": [1,\n  }".utf8))) { error in
      XCTAssertEqual(
        (error as? InterchangeError)?.message,
        "3:3: expected a value (string, number, object, array, true, false or null), found '}'")
    }
  }
}

import GlossaRuntime
import XCTest

final class StringPackLookupTests: XCTestCase {
  /// en, de (→ en), pl (→ en), pt-BR (→ pt → en), pt (→ en), zh-Hant (→ en).
  func jsonPack() throws -> PackFixture {
    try PackFixture([
      "app-languages.json": Manifests.languages(
        layout: "json",
        entries: [
          Manifests.entry("en", fallback: ["en"]),
          Manifests.entry("de", fallback: ["de", "en"]),
          Manifests.entry("pl", fallback: ["pl", "en"], rules: Manifests.polishRules),
          Manifests.entry("pt-BR", fallback: ["pt-BR", "pt", "en"]),
          Manifests.entry("pt", fallback: ["pt", "en"]),
          Manifests.entry("zh-Hant", fallback: ["zh-Hant", "en"], rules: #"{"other": ""}"#),
        ]),
      "app-en.json": #"{"home.title": "Home", "only.english": "English only", "pt.only": "en"}"#,
      "app-de.json": #"{"home.title": "Start"}"#,
      "app-pl.json": #"{"home.title": "Strona główna"}"#,
      "app-pt-BR.json": #"{"home.title": "Início"}"#,
      "app-pt.json": #"{"home.title": "Início (pt)", "pt.only": "pt"}"#,
      "app-zh-Hant.json": #"{"home.title": "首頁"}"#,
    ])
  }

  func testValueMissingInTheLanguageFallsBackAlongTheChain() throws {
    let fixture = try jsonPack()
    let german = try StringPack(directory: fixture.directory, preferredLanguages: ["de"])
    XCTAssertEqual(german.language, "de")
    XCTAssertEqual(german.chain, ["de", "en"])
    XCTAssertEqual(german["home.title"], "Start")
    XCTAssertEqual(german["only.english"], "English only")
    XCTAssertNil(german["no.such.key"])
    XCTAssertEqual(german.string("no.such.key"), "no.such.key")
    let brazilian = try StringPack(directory: fixture.directory, name: "app", preferredLanguages: ["pt-BR"])
    XCTAssertEqual(brazilian.chain, ["pt-BR", "pt", "en"])
    XCTAssertEqual(brazilian["pt.only"], "pt")
    XCTAssertEqual(brazilian.value(forKey: "pt.only")?.language, "pt")
  }

  func testBestLanguageOfThePreferredList() throws {
    let fixture = try jsonPack()
    let cases: [([String], String)] = [
      (["fr-CA", "de-AT", "en"], "de"),
      (["pt_BR"], "pt-BR"),
      (["PT-br"], "pt-BR"),
      (["pt-PT"], "pt"),
      (["zh-Hant-HK"], "zh-Hant"),
      (["zh-Hans"], "en"),
      (["ja", "fr"], "en"),
      ([], "en"),
    ]
    for (preferred, expected) in cases {
      XCTAssertEqual(
        try StringPack(directory: fixture.directory, preferredLanguages: preferred).language, expected,
        "\(preferred)")
    }
  }

  func testARegionalPackLanguageServesItsBaseLanguage() throws {
    let fixture = try PackFixture([
      "app-languages.json": Manifests.languages(
        layout: "json",
        entries: [Manifests.entry("en", fallback: ["en"]), Manifests.entry("pt-BR", fallback: ["pt-BR", "en"])]),
      "app-en.json": #"{"a": "A"}"#,
      "app-pt-BR.json": #"{"a": "Á"}"#,
    ])
    XCTAssertEqual(try StringPack(directory: fixture.directory, preferredLanguages: ["pt"])["a"], "Á")
  }

  func testKeysOnceNullFallsBackAndValuesAlignWithKeys() throws {
    let fixture = try PackFixture([
      "languages.json": Manifests.languages(
        layout: "keys-once",
        entries: [Manifests.entry("en", fallback: ["en"]), Manifests.entry("de", fallback: ["de", "en"])]),
      "keys.json": #"["a.first", "b.second", "c.third"]"#,
      "en.json": #"["First", "Second", {"plural": {"one": "%lld item", "other": "%lld items"}}]"#,
      "de.json": #"["Erste", null, null]"#,
    ])
    let pack = try StringPack(directory: fixture.directory, preferredLanguages: ["de-DE"])
    XCTAssertEqual(pack.manifest.layout, .keysOnce)
    XCTAssertEqual([pack["a.first"], pack["b.second"]], ["Erste", "Second"])
    XCTAssertEqual(pack.string("c.third", count: 1), "1 item")
  }
}

import GlossaRuntime
import XCTest

/// A broken pack is an error naming the file and what is wrong, never a crash.
final class StringPackErrorTests: XCTestCase {
  let keysOnceManifest = Manifests.languages(
    layout: "keys-once",
    entries: [Manifests.entry("en", fallback: ["en"]), Manifests.entry("de", fallback: ["de", "en"])])

  func assertOpenFails(
    _ files: [String: String], name: String? = nil, file expectedFile: String, _ message: String,
    line: UInt = #line
  ) throws {
    let fixture = try PackFixture(files)
    XCTAssertThrowsError(
      try StringPack(directory: fixture.directory, name: name, preferredLanguages: ["de"]), line: line
    ) {
      error in
      XCTAssertEqual(
        error as? StringPackError,
        StringPackError(file: fixture.directory.appendingPathComponent(expectedFile).path, message: message), line: line
      )
    }
  }

  func testWrongFormatField() throws {
    let manifest = keysOnceManifest.replacingOccurrences(of: "glossa-pack-1", with: "glossa-pack-9")
    try assertOpenFails(
      ["languages.json": manifest], file: "languages.json", #"format is "glossa-pack-9", expected "glossa-pack-1""#)
  }

  func testLayoutThatDoesNotMatchTheFileNames() throws {
    try assertOpenFails(
      ["app-languages.json": keysOnceManifest], file: "app-languages.json",
      #"layout is "keys-once" but the files are named for json"#)
  }

  func testKeysAndValuesOfDifferentLength() throws {
    try assertOpenFails(
      [
        "languages.json": keysOnceManifest, "keys.json": #"["a", "b"]"#, "de.json": #"["A"]"#,
        "en.json": #"["a", "b"]"#,
      ],
      file: "de.json", "1 values for 2 keys")
  }

  func testDuplicateKey() throws {
    try assertOpenFails(
      ["languages.json": keysOnceManifest, "keys.json": #"["a", "a"]"#], file: "keys.json",
      #"key "a" appears twice"#)
  }

  func testValueOfUnknownShapeNamesItsPlace() throws {
    try assertOpenFails(
      [
        "languages.json": keysOnceManifest, "keys.json": #"["a", "b"]"#, "de.json": #"["A", {"gender": {}}]"#,
        "en.json": #"["a", "b"]"#,
      ],
      file: "de.json",
      #"at [1]: a value is a string or an object with one of "plural", "device", "format""#)
    try assertOpenFails(
      [
        "languages.json": keysOnceManifest, "keys.json": #"["a"]"#,
        "de.json":
          #"[{"format": "%#@n@", "substitutions": {"n": {"argNum": 0, "formatSpecifier": "d", "plural": {}}}}]"#,
        "en.json": #"["a"]"#,
      ],
      file: "de.json", "at [0].substitutions.n.argNum: argNum starts at 1")
  }

  func testMissingFileAndTruncatedJSON() throws {
    try assertOpenFails(
      ["languages.json": keysOnceManifest, "keys.json": #"["a"]"#, "de.json": #"["A"]"#], file: "en.json",
      "missing or unreadable")
    let fixture = try PackFixture(["languages.json": String(keysOnceManifest.dropLast(20))])
    XCTAssertThrowsError(try StringPack(directory: fixture.directory)) { error in
      XCTAssertTrue("\(error)".hasPrefix(fixture.directory.appendingPathComponent("languages.json").path + ": "))
    }
  }

  func testBadPluralRuleInThePack() throws {
    let manifest = Manifests.languages(
      layout: "keys-once", entries: [Manifests.entry("en", fallback: ["en"], rules: #"{"one": "i = = 1"}"#)])
    try assertOpenFails(
      ["languages.json": manifest, "keys.json": "[]", "en.json": "[]"], file: "languages.json",
      "en: plural rule 'one': column 5: expected a number")
  }

  func testNoPackOrSeveralPacksInTheDirectory() throws {
    let empty = try PackFixture([:])
    XCTAssertThrowsError(try StringPack(directory: empty.directory)) { error in
      XCTAssertEqual((error as? StringPackError)?.message, "no languages.json or <name>-languages.json")
    }
    let two = try PackFixture(["a-languages.json": "{}", "b-languages.json": "{}"])
    XCTAssertThrowsError(try StringPack(directory: two.directory)) { error in
      XCTAssertEqual((error as? StringPackError)?.message, #"several packs (["a", "b"]): pass a name"#)
    }
  }

  /// Language codes become file names (and download paths): only well-formed BCP 47 tags
  /// (letters, digits and "-" in RFC 5646's shapes) may reach the file system.
  func testLanguageCodeThatIsNotATagIsRefused() throws {
    for code in ["../../etc/passwd", "de/x", "", "de.json", "de_DE", "d", "toolongsubtag", "de--CH", "de-", "en-US-x"] {
      let manifest = Manifests.languages(
        layout: "keys-once",
        entries: [Manifests.entry("en", fallback: ["en"]), Manifests.entry(code, fallback: ["en"])])
      try assertOpenFails(
        ["languages.json": manifest], file: "languages.json", "\"\(code)\" is not a language tag")
    }
    for code in ["de-CH-1996", "zh-Hant-HK", "es-419", "sr-Latn", "yue-Hant", "x-private", "en-US-u-ca-gregory"] {
      let manifest = Manifests.languages(
        layout: "json", name: "a", entries: [Manifests.entry("en", fallback: ["en"]), Manifests.entry(code, fallback: ["en"])])
      let pack = try PackFixture(["a-languages.json": manifest, "a-en.json": "{}", "a-\(code).json": #"{"k": "v"}"#])
      XCTAssertEqual(try StringPack(directory: pack.directory, preferredLanguages: [code])["k"], "v", code)
    }
    let badFallback = Manifests.languages(
      layout: "keys-once", entries: [Manifests.entry("en", fallback: ["en", "../x"])])
    try assertOpenFails(["languages.json": badFallback], file: "languages.json", #""../x" is not a language tag"#)
  }

  func testPackWithoutLanguages() throws {
    try assertOpenFails(
      ["languages.json": Manifests.languages(layout: "keys-once", entries: [])], file: "languages.json",
      "the pack lists no languages")
  }
}

import CatalogTestSupport
import Foundation
import XCTest

@testable import CatalogChecks
@testable import CatalogEditing
@testable import CatalogFiles
@testable import CatalogModel
@testable import CatalogWorkspace
import StringCatalog
import TestSupport

/// `glossary`, `do-not-translate`, `length` and `spelling`: the checks that read `.glossa.yml`.
final class WorkbenchChecksTests: XCTestCase {
  private static let config = """
    do-not-translate: [Glossa]
    glossary:
      trip: { de: Reise, fr: voyage }
    limits:
      "tab.*": 12
    """

  private func rules(_ yaml: String = WorkbenchChecksTests.config) throws -> WorkbenchRules {
    WorkbenchRules(config: try GlossaConfig.parse(yaml, path: ".glossa.yml"))
  }

  private func lint(_ catalog: Catalog, rules: WorkbenchRules, enabling extra: Set<CheckID> = []) -> Linted {
    var checks = CheckOptions(workbench: rules)
    checks.enabled.formUnion(extra)
    return Linted(catalog, options: LintOptions(checks: checks))
  }

  /// The 1-based line and column (in scalars) where `needle` first occurs in the linted file.
  private func position(of needle: String, in linted: Linted) -> (line: Int, column: Int)? {
    for (index, line) in linted.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      guard let range = line.range(of: needle) else { continue }
      return (index + 1, line.unicodeScalars.distance(from: line.startIndex, to: range.lowerBound) + 1)
    }
    return nil
  }

  private func assertAt(_ finding: Finding?, _ needle: String, in linted: Linted, file: StaticString = #filePath, line: UInt = #line) {
    guard let finding, let expected = position(of: needle, in: linted) else {
      return XCTFail("no finding, or “\(needle)” not in the file", file: file, line: line)
    }
    XCTAssertEqual(finding.line, expected.line, "line of \(TextFindingFormat.line(finding))", file: file, line: line)
    XCTAssertEqual(finding.column, expected.column, "column of \(TextFindingFormat.line(finding))", file: file, line: line)
  }

  // MARK: glossary

  func testAGlossaryTermWhoseTranslationIsMissingIsAWarningAtTheValue() throws {
    let catalog = Fixture.single(
      source: Fixture.unit("Plan a Trip"),
      ["de": Fixture.unit("Eine Fahrt planen"), "fr": Fixture.unit("Planifier un voyage")])
    let linted = lint(catalog, rules: try rules())
    let finding = assertFinding(
      linted, .glossary, language: "de", severity: .warning, message: "the source has “trip”; the glossary's “Reise” is missing")
    assertAt(finding, "\"Eine Fahrt planen\"", in: linted)
    assertNoFinding(linted, .glossary, language: "fr")
  }

  func testInflectedTranslationsAndWordsThatOnlyContainTheTermPass() throws {
    let inflected = Fixture.single(source: Fixture.unit("Your trips"), ["de": Fixture.unit("Deine Reisen")])
    assertNoFinding(lint(inflected, rules: try rules()), .glossary)
    // "trips" is not the whole word "trip": the glossary has nothing to say about it.
    let longer = Fixture.single(source: Fixture.unit("Your trips"), ["de": Fixture.unit("Deine Fahrten")])
    assertNoFinding(lint(longer, rules: try rules()), .glossary)
    let inside = Fixture.single(source: Fixture.unit("Tripod mode"), ["de": Fixture.unit("Stativmodus")])
    assertNoFinding(lint(inside, rules: try rules()), .glossary)
  }

  func testWithoutAGlossaryNothingIsReported() {
    let catalog = Fixture.single(source: Fixture.unit("Plan a trip"), ["de": Fixture.unit("Eine Fahrt planen")])
    assertNoFinding(lint(catalog, rules: WorkbenchRules()), .glossary)
  }

  // MARK: do-not-translate

  func testADoNotTranslateTermLostInTheTranslationIsAnErrorAtTheValue() throws {
    let catalog = Fixture.single(
      source: Fixture.unit("Welcome to Glossa"),
      ["de": Fixture.unit("Willkommen bei Glosa"), "fr": Fixture.unit("Bienvenue dans Glossa")])
    let linted = lint(catalog, rules: try rules())
    let finding = assertFinding(linted, .doNotTranslate, language: "de", severity: .error, message: "“Glossa” must stay as it is")
    assertAt(finding, "\"Willkommen bei Glosa\"", in: linted)
    assertNoFinding(linted, .doNotTranslate, language: "fr")
  }

  func testDoNotTranslateTermsAreMatchedWithTheirCase() throws {
    // "glossary" in lower case is an ordinary word, not the product name.
    let catalog = Fixture.single(source: Fixture.unit("Open the glossa view"), ["de": Fixture.unit("Ansicht öffnen")])
    assertNoFinding(lint(catalog, rules: try rules()), .doNotTranslate)
  }

  // MARK: length

  func testAStringOverItsPatternLimitIsAnErrorCountedInGraphemeClusters() throws {
    let catalog = Fixture.catalog([
      "tab.settings": Fixture.entry(["en": Fixture.unit("Settings"), "de": Fixture.unit("Einstellungen"), "fr": Fixture.unit("Réglages")]),
      // 12 clusters: a flag is one, é written as e + combining accent is one.
      "tab.home": Fixture.entry(["en": Fixture.unit("Home screen"), "fr": Fixture.unit("Acce\u{301}s 🇫🇷 home")]),
    ])
    let linted = lint(catalog, rules: try rules())
    let finding = assertFinding(
      linted, .length, key: "tab.settings", language: "de", severity: .error,
      message: "13 characters, over the limit of 12 (limits: \"tab.*\")")
    assertAt(finding, "\"Einstellungen\"", in: linted)
    XCTAssertEqual(linted.only(.length).count, 1, linted.summary)
  }

  func testTheCommentLimitWinsAndAppliesToTheSourceToo() throws {
    let entry = Entry(
      comment: "Button title [max 6]",
      localizations: KeyedList([("en", Fixture.unit("Continue")), ("de", Fixture.unit("Weiter"))]))
    let linted = lint(Fixture.catalog(["tab.next": entry]), rules: try rules())
    let finding = assertFinding(linted, .length, language: "en", severity: .error, message: "over the limit of 6 ([max 6] in the comment)")
    assertAt(finding, "\"Continue\"", in: linted)
    assertNoFinding(linted, .length, language: "de")
  }

  func testATranslationMoreThanTwiceItsSourceIsAWarningAndTheRatioIsConfigurable() throws {
    let catalog = Fixture.single(source: Fixture.unit("Save"), ["de": Fixture.unit("Speichern"), "fr": Fixture.unit("Sauver")])
    let linted = lint(catalog, rules: WorkbenchRules())
    let finding = assertFinding(linted, .length, language: "de", severity: .warning, message: "9 characters, more than 2× the source's 4")
    assertAt(finding, "\"Speichern\"", in: linted)
    assertNoFinding(linted, .length, language: "fr")
    assertNoFinding(lint(catalog, rules: try rules("length-ratio: 2.5")), .length)
  }

  /// Texts are counted by their bytes only when that cannot change the answer: a carriage
  /// return and line feed are one character, and so is a letter with its combining accent.
  func testTheRatioCountsGraphemeClustersWhateverTheBytes() throws {
    let catalog = Fixture.catalog([
      "crlf": Fixture.entry(["en": Fixture.unit("a\r\nb"), "de": Fixture.unit("abcdefg")]),
      "wide": Fixture.entry(["en": Fixture.unit("Hi"), "ja": Fixture.unit("ありがとう"), "fr": Fixture.unit("e\u{301}e\u{301}e\u{301}e\u{301}")]),
    ])
    let linted = lint(catalog, rules: WorkbenchRules())
    assertFinding(linted, .length, key: "crlf", language: "de", severity: .warning, message: "7 characters, more than 2× the source's 3")
    assertFinding(linted, .length, key: "wide", language: "ja", severity: .warning, message: "5 characters, more than 2× the source's 2")
    assertNoFinding(linted, .length, language: "fr")
  }

  func testConfigErrorsNameTheLineAndColumn() {
    XCTAssertThrowsError(try GlossaConfig.parse("limits:\n  \"tab.*\": twelve\n", path: ".glossa.yml")) { error in
      XCTAssertEqual("\(error)", ".glossa.yml:2:12: limits: tab.* must be a whole number of at least 1")
    }
    XCTAssertThrowsError(try GlossaConfig.parse("length-ratio: 0.5\n", path: ".glossa.yml")) { error in
      XCTAssertEqual("\(error)", ".glossa.yml:1:15: length-ratio must be a number above 1, such as 2.5")
    }
  }

  // MARK: spelling

  private func requireDictionaries() throws {
    guard SpellChecker.system.isAvailable else { throw Requirement.missing(Requirement.hunspell) }
    for language in ["en", "de", "fr"] where !SpellChecker.system.hasDictionary(for: language) {
      throw Requirement.missing(Requirement.hunspell)
    }
  }

  func testMisspelledWordsAreAWarningAtTheValueOnlyWhenEnabled() throws {
    try requireDictionaries()
    let catalog = Fixture.single(
      source: Fixture.unit("Delete the photo?"),
      ["de": Fixture.unit("Das Foto löschn?"), "fr": Fixture.unit("Supprimer la photo ?")])
    assertNoFinding(lint(catalog, rules: WorkbenchRules()), .spelling)
    let linted = lint(catalog, rules: WorkbenchRules(), enabling: [.spelling])
    let finding = assertFinding(linted, .spelling, language: "de", severity: .warning, message: "misspelled: “löschn”")
    assertAt(finding, "\"Das Foto löschn?\"", in: linted)
    assertNoFinding(linted, .spelling, language: "fr")
    assertNoFinding(linted, .spelling, language: "en")
  }

  func testPlaceholdersTermsAndGlossaryTranslationsAreNeverFlagged() throws {
    try requireDictionaries()
    let yaml = "do-not-translate: [Glossa]\nglossary:\n  trip: { de: Roadtrip }\n"
    let catalog = Fixture.single(
      source: Fixture.unit("Plan a trip with Glossa for %lld days, %#@people@"),
      ["de": Fixture.unit("Plane einen Roadtrip mit Glossa für %lld Tage, %#@people@")])
    let linted = lint(catalog, rules: try rules(yaml), enabling: [.spelling])
    assertNoFinding(linted, .spelling)
    let words = SpellingWords.words(in: "Plane %1$@ mit Glossa", protected: [15..<21]).map(\.text)
    XCTAssertEqual(words, ["Plane", "mit"])
  }

  func testALanguageWithoutADictionaryIsSaidOnce() throws {
    guard SpellChecker.system.isAvailable else { throw Requirement.missing(Requirement.hunspell) }
    let empty = try TemporaryFolder()
    var workbench = WorkbenchRules()
    workbench.spellChecker = SpellChecker(searchPaths: [empty.path])
    let catalog = Fixture.catalog([
      "a": Fixture.entry(["en": Fixture.unit("One"), "xx": Fixture.unit("Qwrtz zzkx")]),
      "b": Fixture.entry(["en": Fixture.unit("Two"), "xx": Fixture.unit("Vbnm qqq")]),
    ])
    let linted = lint(catalog, rules: workbench, enabling: [.spelling])
    let notices = linted.only(.spelling)
    XCTAssertEqual(notices.map(\.language), ["en", "xx"], linted.summary)
    XCTAssertEqual(notices.map(\.line), [1, 1])
    XCTAssertEqual(notices.map(\.column), [1, 1])
    XCTAssertTrue(notices[1].message.hasPrefix("no Hunspell dictionary for xx"), notices[1].message)
  }

  // MARK: the configuration lint reads

  func testLintFindsTheNearestConfigurationUpToTheRepositoryRoot() throws {
    let folder = try TemporaryFolder()
    let manager = FileManager.default
    try manager.createDirectory(atPath: folder.path + "/repo/.git", withIntermediateDirectories: true)
    try manager.createDirectory(atPath: folder.path + "/repo/App/Resources", withIntermediateDirectories: true)
    _ = try folder.file("repo/.glossa.yml", "do-not-translate: [Glossa]\n")
    // Above the repository root: never read.
    _ = try folder.file(".glossa.yml", "glossary:\n  welcome: { de: Servus }\n")
    let catalog = Fixture.single(source: Fixture.unit("Welcome to Glossa"), ["de": Fixture.unit("Willkommen")])
    let path = try folder.file("repo/App/Resources/Localizable.xcstrings", String(decoding: CatalogWriter.bytes(catalog), as: UTF8.self))
    let run = LintRun(paths: [path], options: LintOptions(config: .nearest))
    XCTAssertEqual(run.findings.filter { $0.check == .doNotTranslate }.count, 1)
    XCTAssertEqual(run.findings.filter { $0.check == .glossary }.count, 0)
    let explicit = LintRun(paths: [path], options: LintOptions(config: .file(folder.path + "/.glossa.yml")))
    XCTAssertEqual(explicit.findings.filter { $0.check == .glossary }.count, 1)
    XCTAssertEqual(explicit.findings.filter { $0.check == .doNotTranslate }.count, 0)
  }

  func testABrokenConfigurationIsAParseErrorAtItsPosition() throws {
    let folder = try TemporaryFolder()
    let config = try folder.file(".glossa.yml", "limits:\n  \"tab.*\": -3\n")
    let path = try folder.file("L.xcstrings", String(decoding: CatalogWriter.bytes(Fixture.single(source: nil, ["de": Fixture.unit("x")])), as: UTF8.self))
    let run = LintRun(paths: [path], options: LintOptions(config: .file(config)))
    XCTAssertEqual(run.exitStatus(strict: false), 2)
    XCTAssertEqual(
      run.findings.map(TextFindingFormat.line),
      ["\(config):2:12: error: [parse-error] - · - · limits: tab.* must be a whole number of at least 1"])
  }

  func testConfigurationSpellingTurnsTheCheckOnUnlessTheCommandLineChoseTheChecks() throws {
    let folder = try TemporaryFolder()
    let config = try folder.file(".glossa.yml", "spelling: true\n")
    var options = LintOptions(config: .file(config))
    var loaded: [String: GlossaConfig] = [:]
    XCTAssertTrue(try options.applyingConfig(for: "x.xcstrings", loaded: &loaded).checks.isEnabled(.spelling))
    options.configMayEnableSpelling = false
    XCTAssertFalse(try options.applyingConfig(for: "x.xcstrings", loaded: &loaded).checks.isEnabled(.spelling))
  }
}

import Foundation
import TestSupport
import XCTest

/// `glossa languages`, and the app's languages (Xcode project knownRegions, `languages:` in
/// `.glossa.yml`) counted missing by `stats` and `lint` (issue 22, Languages).
final class LanguagesCLITests: XCTestCase {
  private static func unit(_ language: String, _ state: String, _ value: String, last: Bool) -> String {
    """
            "\(language)" : {
              "stringUnit" : {
                "state" : "\(state)",
                "value" : "\(value)"
              }
            }\(last ? "" : ",")

    """
  }

  /// Xcode's form: Quit in de and fr, Save in de (needs review), with or without fr.
  private static func catalog(withFrench: Bool) -> String {
    "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"Quit\" : {\n      \"localizations\" : {\n"
      + unit("de", "translated", "Beenden", last: !withFrench) + (withFrench ? unit("fr", "translated", "Quitter", last: true) : "")
      + "      }\n    },\n    \"Save\" : {\n      \"localizations\" : {\n" + unit("de", "needs_review", "Sichern", last: true)
      + "      }\n    }\n  },\n  \"version\" : \"1.0\"\n}"
  }

  private let project = """
    // !$*UTF8*$!
    {
    \tobjects = {
    \t\t8D1 /* Project object */ = {
    \t\t\tdevelopmentRegion = en;
    \t\t\tknownRegions = (
    \t\t\t\ten,
    \t\t\t\tBase,
    \t\t\t\tde,
    \t\t\t\t"zh-Hans",
    \t\t\t);
    \t\t};
    \t};
    }

    """

  /// A git repository with an Xcode project (en, Base, de, zh-Hans) and App/Localizable.xcstrings.
  private func app() throws -> CLIFolder {
    let folder = try CLIFolder()
    for sub in [".git", "App.xcodeproj", "App"] {
      try FileManager.default.createDirectory(atPath: folder.path(sub), withIntermediateDirectories: true)
    }
    try folder.write("App.xcodeproj/project.pbxproj", Array(project.utf8))
    try folder.write("App/Localizable.xcstrings", Array(Self.catalog(withFrench: true).utf8))
    return folder
  }

  private func app(config: String) throws -> CLIFolder {
    let folder = try app()
    try folder.write(".glossa.yml", Array(config.utf8))
    return folder
  }

  func testTheFixtureIsInXcodesForm() throws {
    let folder = try app()
    let run = try GlossaExecutable.run(["format", "--check", "App"], in: folder.url)
    XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
  }

  func testStatsCountsAProjectLanguageTheCatalogLacksAsMissing() throws {
    let folder = try app()
    let run = try GlossaExecutable.run(["stats", "App/Localizable.xcstrings"], in: folder.url)
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(
      run.stdout,
      """
      App/Localizable.xcstrings: 2 entries, source language en
      language     total  translated  review  machine  new  missing  stale  dnt  percent
      en (source)      2           2       0        0    0        0      0    0     100%
      de               2           1       1        0    0        0      0    0      50%
      fr               2           1       0        0    0        1      0    0      50%
      zh-Hans          2           0       0        0    0        2      0    0       0%

      """)
  }

  func testLintReportsEveryEntryMissingInAProjectOrConfiguredLanguage() throws {
    let folder = try app(config: "languages: [it]\n")
    let run = try GlossaExecutable.run(["lint", "--enable-only", "missing", "App"], in: folder.url)
    XCTAssertEqual(run.status, 1)
    XCTAssertEqual(
      run.stdout,
      """
      App/Localizable.xcstrings:4:5: error: [missing] Quit · it · no translation
      App/Localizable.xcstrings:4:5: error: [missing] Quit · zh-Hans · no translation
      App/Localizable.xcstrings:20:5: error: [missing] Save · fr · no translation
      App/Localizable.xcstrings:20:5: error: [missing] Save · it · no translation
      App/Localizable.xcstrings:20:5: error: [missing] Save · zh-Hans · no translation

      """)
    // --languages still chooses exactly which languages are checked.
    let narrowed = try GlossaExecutable.run(["lint", "--enable-only", "missing", "--languages", "fr", "App"], in: folder.url)
    XCTAssertEqual(narrowed.stdout, "App/Localizable.xcstrings:20:5: error: [missing] Save · fr · no translation\n")
  }

  func testLanguagesListsCountsAndWhereEachComesFrom() throws {
    let folder = try app(config: "# team settings\nlanguages: [it, de]\n")
    let run = try GlossaExecutable.run(["languages", "App"], in: folder.url)
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(
      run.stdout,
      """
      language     translated  review  new  missing  from
      en (source)           2       0    0        0  catalog
      de                    1       1    0        0  catalog, App.xcodeproj
      fr                    1       0    0        1  catalog
      it                    0       0    0        2  .glossa.yml
      zh-Hans               0       0    0        2  App.xcodeproj

      """)
  }

  /// The same figures for scripts: one object per language, in the table's order.
  func testLanguagesAsJSONHaveTheTablesFiguresAndOrigins() throws {
    let folder = try app(config: "# team settings\nlanguages: [it, de]\n")
    for arguments in [["languages", "--format", "json", "App"], ["languages", "list", "--format", "json", "App"]] {
      let run = try GlossaExecutable.run(arguments, in: folder.url)
      XCTAssertEqual(run.status, 0, run.stderr)
      XCTAssertEqual(
        run.stdout,
        "{\"sourceLanguage\":\"en\",\"languages\":["
          + "{\"language\":\"en\",\"translated\":2,\"needsReview\":0,\"machineTranslated\":0,\"new\":0,\"missing\":0,\"from\":[\"catalog\"]},"
          + "{\"language\":\"de\",\"translated\":1,\"needsReview\":1,\"machineTranslated\":0,\"new\":0,\"missing\":0,\"from\":[\"catalog\",\"App.xcodeproj\"]},"
          + "{\"language\":\"fr\",\"translated\":1,\"needsReview\":0,\"machineTranslated\":0,\"new\":0,\"missing\":1,\"from\":[\"catalog\"]},"
          + "{\"language\":\"it\",\"translated\":0,\"needsReview\":0,\"machineTranslated\":0,\"new\":0,\"missing\":2,\"from\":[\".glossa.yml\"]},"
          + "{\"language\":\"zh-Hans\",\"translated\":0,\"needsReview\":0,\"machineTranslated\":0,\"new\":0,\"missing\":2,\"from\":[\"App.xcodeproj\"]}"
          + "]}\n", arguments.joined(separator: " "))
    }
  }

  func testAddEditsTheConfigurationAsTextOrCreatesItBesideTheCatalogs() throws {
    let folder = try app()
    let created = try GlossaExecutable.run(["languages", "add", "it", "App"], in: folder.url)
    XCTAssertEqual(created.status, 0, created.stderr)
    XCTAssertEqual(try folder.text("App/.glossa.yml"), "languages: [it]\n")
    try FileManager.default.removeItem(atPath: folder.path("App/.glossa.yml"))
    let settings = "# Glossa settings for the app\nspelling: true   # lint spells too\nlanguages:\n  - it  # Italy first\nlimits: { \"tab.*\": 12 }\n"
    try folder.write(".glossa.yml", Array(settings.utf8))
    let run = try GlossaExecutable.run(["languages", "add", "ja", "App"], in: folder.url)
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(
      try folder.text(".glossa.yml"),
      "# Glossa settings for the app\nspelling: true   # lint spells too\nlanguages:\n  - it  # Italy first\n  - ja\nlimits: { \"tab.*\": 12 }\n")
    let again = try GlossaExecutable.run(["languages", "add", "ja", "App"], in: folder.url)
    XCTAssertEqual(again.status, 0)
    XCTAssertEqual(again.stderr, "glossa: \(folder.path(".glossa.yml")): ja is listed already\n")
    let invalid = try GlossaExecutable.run(["languages", "add", "it_IT!", "App"], in: folder.url)
    XCTAssertNotEqual(invalid.status, 0)
  }

  func testRemoveAsksWithTheCountDeletesAtomicallyAndDropsItFromTheConfiguration() throws {
    let folder = try app(config: "languages: [fr, it] # shipping\n")
    let refused = try GlossaExecutable.run(["languages", "remove", "fr", "App"], in: folder.url)
    XCTAssertEqual(refused.status, 2, "refused: no terminal to ask, no --yes")
    XCTAssertEqual(
      refused.stderr,
      "glossa: nothing deleted: standard input is not a terminal to confirm on; pass --yes to delete without asking\n")
    XCTAssertEqual(try folder.text("App/Localizable.xcstrings"), Self.catalog(withFrench: true))
    let run = try GlossaExecutable.run(["languages", "remove", "--yes", "fr", "App"], in: folder.url)
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(
      run.stderr,
      "glossa: App/Localizable.xcstrings: removed 1 fr translation\nglossa: \(folder.path(".glossa.yml")): removed fr from languages:\n")
    XCTAssertEqual(try folder.text("App/Localizable.xcstrings"), Self.catalog(withFrench: false))
    XCTAssertEqual(try folder.text(".glossa.yml"), "languages: [it] # shipping\n")
    XCTAssertEqual(try GlossaExecutable.run(["format", "--check", "App"], in: folder.url).status, 0)
    // A project region: its translations go, and the project's list is named for Xcode to change.
    let region = try GlossaExecutable.run(["languages", "remove", "--yes", "de", "App"], in: folder.url)
    XCTAssertEqual(region.status, 0, region.stderr)
    XCTAssertTrue(region.stderr.contains("glossa: App.xcodeproj still lists de in knownRegions: remove it in Xcode"), region.stderr)
  }

  /// On a terminal (a pseudo-terminal from `script`) it asks once with the count: "n" keeps
  /// everything, "y" deletes.
  func testRemoveAsksOnTheTerminal() throws {
    try ScriptTool.require()
    let folder = try app()
    let no = try GlossaExecutable.answering("n", "languages remove fr App", in: folder.url)
    XCTAssertTrue(no.contains("Delete 1 fr translation from 1 catalog? [y/N] "), no)
    XCTAssertEqual(try folder.text("App/Localizable.xcstrings"), Self.catalog(withFrench: true))
    let yes = try GlossaExecutable.answering("y", "languages remove fr App", in: folder.url)
    XCTAssertTrue(yes.hasSuffix("glossa: App/Localizable.xcstrings: removed 1 fr translation\n"), yes)
    XCTAssertEqual(try folder.text("App/Localizable.xcstrings"), Self.catalog(withFrench: false))
  }

  func testRemovingTheSourceLanguageIsRefused() throws {
    let folder = try app()
    let source = try GlossaExecutable.run(["languages", "remove", "--yes", "en", "App"], in: folder.url)
    XCTAssertEqual(source.status, 2)
    XCTAssertEqual(source.stderr, "glossa: App/Localizable.xcstrings: en is the source language; it cannot be removed\n")
  }
}

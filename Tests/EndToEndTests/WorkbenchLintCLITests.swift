import Foundation
import StringCatalog
import TestSupport
import XCTest

/// `glossa lint` reading `.glossa.yml`: found beside the catalog or named with --config;
/// `spelling` only with --enable spelling.
final class WorkbenchLintCLITests: XCTestCase {
  private let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "tab.trips" : {
          "comment" : "Tab title",
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Fahrten mit Glosa planen"
              }
            },
            "en" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Plan trips with Glossa"
              }
            }
          }
        }
      },
      "version" : "1.0"
    }
    """

  private let config = """
    do-not-translate: [Glossa]
    limits:
      "tab.*": 16
    """

  /// A folder that is a repository root, so no `.glossa.yml` above it is read.
  private func repository() throws -> CLIFolder {
    let folder = try CLIFolder()
    try FileManager.default.createDirectory(atPath: folder.path(".git"), withIntermediateDirectories: true)
    return folder
  }

  func testLintReadsTheConfigurationBesideTheCatalog() throws {
    let folder = try repository()
    try folder.write(".glossa.yml", Array(config.utf8))
    let path = try folder.write("Localizable.xcstrings", Array(catalog.utf8))
    let run = try GlossaExecutable.run(["lint", path])
    XCTAssertEqual(run.status, 1, run.stderr)
    XCTAssertEqual(
      run.stdout.split(separator: "\n").map(String.init),
      [
        "\(path):10:23: error: [do-not-translate] tab.trips · de · “Glossa” must stay as it is; the translation lacks it",
        "\(path):10:23: error: [length] tab.trips · de · 24 characters, over the limit of 16 (limits: \"tab.*\")",
        "\(path):16:23: error: [length] tab.trips · en · 22 characters, over the limit of 16 (limits: \"tab.*\")",
      ])
  }

  func testConfigNamesTheFileAndABrokenOneIsAParseError() throws {
    let folder = try repository()
    let path = try folder.write("Localizable.xcstrings", Array(catalog.utf8))
    XCTAssertEqual(try GlossaExecutable.run(["lint", path]).stdout, "")
    let named = try folder.write("team.yml", Array("limits: { \"tab.*\": 30 }\nlength-ratio: 1.05\n".utf8))
    let run = try GlossaExecutable.run(["lint", "--config", named, path])
    XCTAssertEqual(
      run.stdout, "\(path):10:23: warning: [length] tab.trips · de · 24 characters, more than 1.05× the source's 22\n")
    let broken = try folder.write("broken.yml", Array("limits:\n  \"tab.*\": many\n".utf8))
    let failed = try GlossaExecutable.run(["lint", "--config", broken, path])
    XCTAssertEqual(failed.status, 2)
    XCTAssertEqual(
      failed.stdout, "\(broken):2:12: error: [parse-error] - · - · limits: tab.* must be a whole number of at least 1\n")
    let missing = try GlossaExecutable.run(["lint", "--config", folder.path("none.yml"), path])
    XCTAssertEqual(missing.status, 64)
    XCTAssertTrue(missing.stderr.contains("--config: \(folder.path("none.yml")): No such file or directory"), missing.stderr)
  }

  func testSpellingRunsOnlyWhenEnabled() throws {
    guard SpellChecker.system.hasDictionary(for: "de"), SpellChecker.system.hasDictionary(for: "en") else {
      throw Requirement.missing(Requirement.hunspell)
    }
    let folder = try repository()
    let path = try folder.write("Localizable.xcstrings", Array(catalog.utf8))
    XCTAssertEqual(try GlossaExecutable.run(["lint", path]).stdout, "")
    let run = try GlossaExecutable.run(["lint", "--enable", "spelling", path])
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(run.stdout, "\(path):10:23: warning: [spelling] tab.trips · de · misspelled: “Glosa”\n")
    // (en_US knows "glossa", an insect's tongue.) --enable and --enable-only do not go together.
    let both = try GlossaExecutable.run(["lint", "--enable", "spelling", "--enable-only", "spelling", path])
    XCTAssertEqual(both.status, 64)
  }
}

import Foundation
import XCTest

/// The conventions every subcommand shares: typo'd commands, missing files, `-` for standard
/// input, output formats, value names and help layout.
final class CLIConventionsTests: XCTestCase {
  private let unformatted = Array("{\"sourceLanguage\":\"en\",\"strings\":{\"Hi\":{}},\"version\":\"1.0\"}".utf8)

  // MARK: typo'd commands

  func testATypoedCommandIsRefusedWithASuggestionInsteadOfOpenedAsAFile() throws {
    let folder = try CLIFolder()
    let run = try GlossaExecutable.run(["fromat"], in: folder.url)
    XCTAssertEqual(run.status, 64)
    XCTAssertEqual(run.stderr, "glossa: unknown command 'fromat'; did you mean 'format'?\n")
    XCTAssertEqual(run.stdout, "")
    let prefix = try GlossaExecutable.run(["stat"], in: folder.url)
    XCTAssertEqual(prefix.status, 64)
    XCTAssertEqual(prefix.stderr, "glossa: unknown command 'stat'; did you mean 'stats'?\n")
  }

  func testAnExistingFileNamedLikeATypoIsStillOpened() throws {
    let folder = try CLIFolder()
    try folder.write("fromat", unformatted)
    let run = try GlossaExecutable.run(["fromat"], in: folder.url)
    XCTAssertEqual(run.status, 2)
    XCTAssertTrue(run.stderr.hasPrefix("glossa: the editor needs a terminal"), run.stderr)
  }

  func testAWordFarFromEveryCommandIsAMissingFile() throws {
    let folder = try CLIFolder()
    let run = try GlossaExecutable.run(["Localizable.xcstrings"], in: folder.url)
    XCTAssertEqual(run.status, 2)
    XCTAssertEqual(run.stderr, "glossa: Localizable.xcstrings: No such file or directory\n")
  }

  func testHelpWithAnUnknownCommandIsAnError() throws {
    let run = try GlossaExecutable.run(["help", "fromat"])
    XCTAssertEqual(run.status, 64)
    XCTAssertEqual(run.stderr, "glossa: unknown command 'fromat'; did you mean 'format'?\n")
    XCTAssertEqual(run.stdout, "")
    // Not "translate": that is a command now.
    let unrelated = try GlossaExecutable.run(["help", "teleport"])
    XCTAssertEqual(unrelated.status, 64)
    XCTAssertEqual(unrelated.stderr, "glossa: unknown command 'teleport'\n")
    let known = try GlossaExecutable.run(["help", "format"])
    XCTAssertEqual(known.status, 0, known.stderr)
    XCTAssertTrue(known.stdout.contains("--check"), known.stdout)
  }

  // MARK: missing files

  func testAMissingFileReadsTheSameForEveryCommand() throws {
    let folder = try CLIFolder()
    let missing = folder.path("Missing.xcstrings")
    let expected = "glossa: \(missing): No such file or directory\n"
    for arguments in [["format", missing], ["format", "--check", missing], ["stats", missing], ["edit", missing], [missing]] {
      let run = try GlossaExecutable.run(arguments)
      XCTAssertEqual(run.status, 2, arguments.joined(separator: " "))
      XCTAssertEqual(run.stderr, expected, arguments.joined(separator: " "))
    }
    let lint = try GlossaExecutable.run(["lint", missing])
    XCTAssertEqual(lint.status, 2)
    XCTAssertEqual(lint.stderr, expected + "0 errors, 0 warnings in 1 file (1 unreadable)\n")
    XCTAssertEqual(lint.stdout, "", "no finding at a made-up line and column")
    let json = try GlossaExecutable.run(["lint", "--format", "json", missing])
    XCTAssertEqual(json.status, 2)
    XCTAssertTrue(json.stdout.contains("\"unreadableFiles\":1"), json.stdout)
  }

  func testImportWithAMissingFolderSaysTheFolderIsMissing() throws {
    let folder = try CLIFolder()
    let missing = folder.path("Resources")
    let run = try GlossaExecutable.run(["import", "--to", folder.path("Out.xcstrings"), missing])
    XCTAssertEqual(run.status, 2)
    XCTAssertEqual(run.stderr, "glossa: \(missing): No such file or directory (the folder is missing)\n")
    XCTAssertEqual(try folder.contents(), [], "nothing written")
  }

  // MARK: output formats and value names

  func testStatsFormatJSONEqualsTheJSONFlag() throws {
    let sample = CLIPaths.sample.path
    let flag = try GlossaExecutable.run(["stats", "--json", sample])
    let option = try GlossaExecutable.run(["stats", "--format", "json", sample])
    XCTAssertEqual(option.status, 0, option.stderr)
    XCTAssertTrue(option.stdout.hasPrefix("{\"files\":["), option.stdout)
    XCTAssertEqual(option.stdout, flag.stdout)
    let text = try GlossaExecutable.run(["stats", "--format", "text", sample])
    XCTAssertEqual(text.stdout, try GlossaExecutable.run(["stats", sample]).stdout)
    let conflict = try GlossaExecutable.run(["stats", "--json", "--format", "text", sample])
    XCTAssertEqual(conflict.status, 64)
  }

  func testLanguagesHasTheSameValueNameEverywhere() throws {
    for command in ["edit", "lint"] {
      let run = try GlossaExecutable.run([command, "--help"])
      XCTAssertTrue(run.stdout.contains("--languages <lang,...>"), run.stdout)
    }
  }

  // MARK: - as standard input

  func testFormatDashWritesTheFormattedCatalogToStandardOutput() throws {
    let folder = try CLIFolder()
    let copy = try folder.write("Copy.xcstrings", unformatted)
    XCTAssertEqual(try GlossaExecutable.run(["format", copy]).status, 0)
    let run = try GlossaExecutable.run(["format", "-"], input: unformatted)
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(Array(run.stdout.utf8), try folder.bytes("Copy.xcstrings"))
    XCTAssertEqual(run.stderr, "")
    let check = try GlossaExecutable.run(["format", "--check", "-"], input: unformatted)
    XCTAssertEqual(check.status, 1)
    XCTAssertEqual(check.stdout, "<stdin>\n")
  }

  func testStatsAndLintReadStandardInput() throws {
    let sample = CLIPaths.sample.path
    let bytes = Array(try Data(contentsOf: CLIPaths.sample))
    let stats = try GlossaExecutable.run(["stats", "--json", "-"], input: bytes)
    XCTAssertEqual(stats.status, 0, stats.stderr)
    let fromFile = try GlossaExecutable.run(["stats", "--json", sample])
    XCTAssertEqual(stats.stdout, fromFile.stdout.replacingOccurrences(of: sample, with: "<stdin>"))
    let lint = try GlossaExecutable.run(["lint", "-"], input: bytes)
    let lintFile = try GlossaExecutable.run(["lint", sample])
    XCTAssertEqual(lint.status, lintFile.status)
    XCTAssertFalse(lint.stdout.isEmpty)
    XCTAssertEqual(lint.stdout, lintFile.stdout.replacingOccurrences(of: sample, with: "<stdin>"))
  }

  func testMalformedStandardInputIsReportedAsStdin() throws {
    let run = try GlossaExecutable.run(["stats", "-"], input: Array("{\n  \"sourceLanguage\" : ]".utf8))
    XCTAssertEqual(run.status, 2)
    XCTAssertTrue(run.stderr.hasPrefix("<stdin>:2:"), run.stderr)
  }

  // MARK: help layout

  func testLintHelpStartsWithUsageAndTheChecksMoveToListChecks() throws {
    let run = try GlossaExecutable.run(["lint", "--help"])
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertTrue(run.stdout.hasPrefix("USAGE: glossa lint "), run.stdout)
    XCTAssertTrue(run.stdout.contains("--list-checks"), run.stdout)
    XCTAssertFalse(run.stdout.contains("Checks (id, severity"), run.stdout)
    let list = try GlossaExecutable.run(["lint", "--list-checks"])
    XCTAssertEqual(list.status, 0, list.stderr)
    XCTAssertTrue(list.stdout.hasPrefix("Checks (id, severity: what it reports):\n- missing, error:"), list.stdout)
  }

  func testTopLevelUsageShowsTheFileAsWellAsTheSubcommands() throws {
    let run = try GlossaExecutable.run(["--help"])
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertTrue(run.stdout.contains("USAGE: glossa [--languages <lang,...>] [--read-only] [PATH ...]   (catalogs, or folders of an app)\n"), run.stdout)
    XCTAssertTrue(run.stdout.contains("       glossa <subcommand>\n"), run.stdout)
  }
}

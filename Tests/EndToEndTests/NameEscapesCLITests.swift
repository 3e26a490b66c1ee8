import Foundation
import XCTest

/// Names from a cloned repository reach the terminal only as `ControlEscape`'s stand-ins: a
/// catalog's file name in `stats` and `lint`, the new key `rename` echoes, and the knownRegions
/// of a `project.pbxproj`, which must be language codes besides (issue 30 item 6). No raw ESC,
/// other C0 or C1 control reaches standard output or error, and a line break in a file name
/// splits no line.
final class NameEscapesCLITests: XCTestCase {
  /// OSC 52 (write the clipboard), CSI clear-screen, a line break.
  private static let hostileName = "\u{1B}]52;c;cm0gLXJmIH4=\u{07}\u{1B}[2J\nname.xcstrings"
  private static let shownName = "^[]52;c;cm0gLXJmIH4=^G^[[2J^Jname.xcstrings"

  private func assertNoTerminalControls(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
    let raw = text.unicodeScalars.filter { scalar in
      (scalar.value < 0x20 && scalar != "\n") || (0x7F...0x9F).contains(scalar.value)
    }
    XCTAssertEqual(raw.map { String($0.value, radix: 16) }, [], text.debugDescription, file: file, line: line)
  }

  /// `app/` with a plain catalog and one under the hostile name.
  private func app() throws -> CLIFolder {
    let folder = try CLIFolder()
    try FileManager.default.createDirectory(atPath: folder.path("app"), withIntermediateDirectories: true)
    try folder.write("app/Plain.xcstrings", Array(CLITests.formatted.utf8))
    try folder.write("app/" + Self.hostileName, Array(CLITests.formatted.utf8))
    return folder
  }

  func testStatsShowsAHostileFileNameEscapedOnOneLine() throws {
    let folder = try app()
    let run = try GlossaExecutable.run(["stats", "app"], in: folder.url)
    XCTAssertEqual(run.status, 0, run.stderr)
    assertNoTerminalControls(run.stdout)
    let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    XCTAssertTrue(lines.contains("app/\(Self.shownName): 3 entries, source language en"), run.stdout)
    XCTAssertFalse(lines.contains { $0.hasPrefix("name.xcstrings") }, "a line break in the name split the line:\n\(run.stdout)")
    XCTAssertEqual(lines.filter { $0.contains(" entries, source language ") }.count, 3, "two catalogs and the total:\n\(run.stdout)")
  }

  func testLintShowsAHostileFileNameEscaped() throws {
    let folder = try app()
    let run = try GlossaExecutable.run(["lint", "app"], in: folder.url)
    XCTAssertEqual(run.status, 1, run.stderr)
    assertNoTerminalControls(run.stdout)
    assertNoTerminalControls(run.stderr)
    XCTAssertTrue(run.stdout.contains("app/\(Self.shownName):"), run.stdout)
    XCTAssertFalse(run.stdout.split(separator: "\n").contains { $0.hasPrefix("name.xcstrings") }, run.stdout)
  }

  func testRenameEchoesTheNewKeyEscaped() throws {
    let folder = try app()
    let run = try GlossaExecutable.run(["rename", "Hello", "\u{1B}[2J\u{9B}31mHi\u{1B}]52;c;eA==\u{07}", "app/Plain.xcstrings"], in: folder.url)
    XCTAssertEqual(run.status, 0, run.stderr)
    assertNoTerminalControls(run.stdout)
    XCTAssertEqual(run.stdout, "app/Plain.xcstrings: renamed \"Hello\" to \"^[[2J<9B>31mHi^[]52;c;eA==^G\"\n")
  }

  /// A project whose knownRegions hold a path, `.`, an OSC 52 sequence and a real language.
  private func project() throws -> CLIFolder {
    let folder = try CLIFolder()
    for sub in ["app/.git", "app/App.xcodeproj", "app/App"] {
      try FileManager.default.createDirectory(atPath: folder.path(sub), withIntermediateDirectories: true)
    }
    let regions = "\t\t\tknownRegions = (\n\t\t\t\ten,\n\t\t\t\t\"../../etc\",\n\t\t\t\t.,\n\t\t\t\t\"\u{1B}]52;c;eA==\u{07}\",\n\t\t\t\tit,\n\t\t\t);\n"
    try folder.write("app/App.xcodeproj/project.pbxproj", Array(("{\n" + regions + "}\n").utf8))
    try folder.write("app/App/L.xcstrings", Array(CLITests.formatted.utf8))
    return folder
  }

  private let regionProblems = [
    "app/App.xcodeproj/project.pbxproj:4:5: knownRegions: the language code \"../../etc\" holds \".\"",
    "app/App.xcodeproj/project.pbxproj:5:5: knownRegions: the language code \".\" holds \".\"",
    "app/App.xcodeproj/project.pbxproj:6:5: knownRegions: the language code \"\\u{1B}]52;c;eA==\\u{07}\" holds",
  ]

  private func assertRegionProblems(_ stderr: String, file: StaticString = #filePath, line: UInt = #line) {
    let lines = stderr.split(separator: "\n").map(String.init).filter { $0.contains("project.pbxproj") }
    XCTAssertEqual(lines.count, regionProblems.count, stderr, file: file, line: line)
    for (problem, expected) in zip(lines, regionProblems) {
      XCTAssertTrue(problem.hasPrefix(expected), "\(problem) ≠ \(expected)", file: file, line: line)
    }
  }

  func testKnownRegionsThatAreNoLanguageCodesNeverBecomeLanguages() throws {
    let folder = try project()
    let project = folder.path("app/App.xcodeproj/project.pbxproj")
    let stats = try GlossaExecutable.run(["stats", "app"], in: folder.url)
    XCTAssertEqual(stats.status, 0, stats.stderr)
    assertNoTerminalControls(stats.stdout)
    assertNoTerminalControls(stats.stderr)
    let rows = stats.stdout.split(separator: "\n").dropFirst(2).map { String($0.prefix { $0 != " " }) }
    XCTAssertEqual(rows, ["en", "de", "fr", "it"], stats.stdout)
    assertRegionProblems(stats.stderr.replacingOccurrences(of: project, with: "app/App.xcodeproj/project.pbxproj"))

    let languages = try GlossaExecutable.run(["languages", "app"], in: folder.url)
    XCTAssertEqual(languages.status, 0, languages.stderr)
    assertNoTerminalControls(languages.stdout)
    XCTAssertEqual(languages.stdout.split(separator: "\n").dropFirst().map { String($0.prefix { $0 != " " }) }, ["en", "de", "fr", "it"])
    assertRegionProblems(languages.stderr.replacingOccurrences(of: project, with: "app/App.xcodeproj/project.pbxproj"))

    let lint = try GlossaExecutable.run(["lint", "app"], in: folder.url)
    assertNoTerminalControls(lint.stdout)
    assertNoTerminalControls(lint.stderr)
    XCTAssertFalse(lint.stdout.contains("etc"), lint.stdout)
    XCTAssertTrue(lint.stdout.contains(" · it · "), "the project's real language is still checked:\n\(lint.stdout)")
    assertRegionProblems(lint.stderr.replacingOccurrences(of: project, with: "app/App.xcodeproj/project.pbxproj"))
  }
}

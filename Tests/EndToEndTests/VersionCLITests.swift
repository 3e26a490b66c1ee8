import Foundation
import TestSupport
import XCTest

/// `glossa --version`: the release, and the commit when built from a git checkout (`0.4.0 (a1b2c3d)`),
/// the same release CHANGELOG.md and the Homebrew formula name; and the GitCommit plugin's script,
/// which writes the commit into the build, run on checkouts and on a tarball.
final class VersionCLITests: XCTestCase {
  private static let root = CLIPaths.repositoryRoot

  /// `0.4.0 (a1b2c3d)` → ("0.4.0", "a1b2c3d"); `0.4.0` → ("0.4.0", nil).
  static func parts(of version: String) -> (number: String, commit: String?)? {
    let words = version.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: " ").map(String.init)
    guard let number = words.first, number.split(separator: ".").count == 3,
      number.split(separator: ".").allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) })
    else { return nil }
    if words.count == 1 { return (number, nil) }
    guard words.count == 2, words[1].hasPrefix("("), words[1].hasSuffix(")") else { return nil }
    let commit = String(words[1].dropFirst().dropLast())
    guard commit.count >= 7, commit.allSatisfy({ $0.isHexDigit && !$0.isUppercase }) else { return nil }
    return (number, commit)
  }

  static func binaryVersion() throws -> (number: String, commit: String?) {
    let run = try GlossaExecutable.run(["--version"])
    XCTAssertEqual(run.status, 0, run.stderr)
    return try XCTUnwrap(parts(of: run.stdout), "not a version: \(run.stdout)")
  }

  private static func git(_ arguments: [String], in folder: String) -> Shell.Result {
    Shell.run(["git", "-C", folder] + arguments)
  }

  func testTheVersionReaderTakesTheReleaseAndTheCommit() {
    XCTAssertEqual(Self.parts(of: "0.4.0 (a1b2c3d)\n")?.number, "0.4.0")
    XCTAssertEqual(Self.parts(of: "0.4.0 (a1b2c3d)\n")?.commit, "a1b2c3d")
    XCTAssertEqual(Self.parts(of: "12.0.3")?.number, "12.0.3")
    XCTAssertNil(Self.parts(of: "12.0.3")?.commit)
    XCTAssertNil(Self.parts(of: "0.4 (a1b2c3d)"))
    XCTAssertNil(Self.parts(of: "0.4.0 (xyz)"))
    XCTAssertNil(Self.parts(of: "0.4.0 a1b2c3d"))
  }

  /// Built from this checkout, the binary names one of its commits (the one it was built at:
  /// not always HEAD, when tests run on an earlier build).
  func testTheBinaryBuiltFromGitNamesItsCommit() throws {
    guard Self.git(["rev-parse", "--show-toplevel"], in: Self.root.path).status == 0 else {
      throw XCTSkip("\(Self.root.path) is not a git checkout: the binary has no commit to name")
    }
    let version = try Self.binaryVersion()
    let commit = try XCTUnwrap(version.commit, "glossa --version names no commit though built from a git checkout")
    let known = Self.git(["cat-file", "-e", commit + "^{commit}"], in: Self.root.path)
    XCTAssertEqual(known.status, 0, "\(commit) is not a commit of \(Self.root.path): \(known.error)")
  }

  /// CHANGELOG.md's newest release (`## [0.4.0] - 2026-11-29`, after `## [Unreleased]`).
  func testTheChangelogsNewestReleaseIsTheBinarysVersion() throws {
    let text = try String(contentsOf: Self.root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
    let releases = text.split(separator: "\n").filter { $0.hasPrefix("## [") && !$0.hasPrefix("## [Unreleased]") }
    let newest = try XCTUnwrap(releases.first, "CHANGELOG.md has no release section")
    let number = try XCTUnwrap(newest.dropFirst(4).split(separator: "]").first.map(String.init))
    XCTAssertEqual(number, try Self.binaryVersion().number, String(newest))
    XCTAssertTrue(newest.range(of: #"^## \[[0-9.]+\] - \d{4}-\d{2}-\d{2}$"#, options: .regularExpression) != nil, String(newest))
    XCTAssertTrue(releases.contains { $0.hasPrefix("## [0.1.0] - ") }, "the first release is missing")
  }

  func testTheHomebrewFormulaIsTheBinarysVersion() throws {
    let formula = try String(
      contentsOf: Self.root.appendingPathComponent("Packaging/homebrew/glossa.rb"), encoding: .utf8)
    let number = try Self.binaryVersion().number
    let lines = formula.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    XCTAssertTrue(lines.contains("version \"\(number)\""), formula)
    let url = try XCTUnwrap(lines.first { $0.hasPrefix("url ") }, formula)
    XCTAssertTrue(url.contains("glossa-\(number).tar.gz"), url)
  }

  /// The catalog the formula's `test do` lints is one `glossa lint` passes, and the block runs
  /// `--version` too.
  func testTheHomebrewFormulasTestCatalogLintsClean() throws {
    let formula = try String(
      contentsOf: Self.root.appendingPathComponent("Packaging/homebrew/glossa.rb"), encoding: .utf8)
    let test = try XCTUnwrap(formula.components(separatedBy: "  test do\n").last)
    XCTAssertTrue(test.contains("glossa --version"), test)
    XCTAssertTrue(test.contains("\"lint\""), test)
    let lines = test.components(separatedBy: "\n")
    let start = try XCTUnwrap(lines.firstIndex { $0.hasSuffix("<<~JSON") })
    let end = try XCTUnwrap(lines[(start + 1)...].firstIndex { $0.trimmingCharacters(in: .whitespaces) == "JSON" })
    let body = lines[(start + 1)..<end]
    let indent = body.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
    let json = body.map { String($0.dropFirst(indent)) }.joined(separator: "\n") + "\n"
    let folder = try CLIFolder()
    let path = try folder.write("Localizable.xcstrings", Array(json.utf8))
    let lint = try GlossaExecutable.run(["lint", path])
    XCTAssertEqual(lint.status, 0, lint.stdout + lint.stderr)
  }

  // MARK: the GitCommit plugin's script

  /// The script as the plugin passes it to `sh -c` (its Swift raw string, de-indented).
  static func pluginScript() throws -> String {
    let source = try String(
      contentsOf: root.appendingPathComponent("Plugins/GitCommit/GitCommit.swift"), encoding: .utf8)
    let body = try XCTUnwrap(source.components(separatedBy: "#\"\"\"\n").dropFirst().first)
    let text = try XCTUnwrap(body.components(separatedBy: "\"\"\"#").first)
    return text.components(separatedBy: "\n").map { String($0.dropFirst(4)) }.joined(separator: "\n")
  }

  /// Runs the script for `package`; the generated Swift file's text.
  private func generated(for package: String, in folder: CLIFolder) throws -> String {
    let output = folder.path("generated")
    let run = Shell.run(["sh", "-c", try Self.pluginScript(), "git-commit", package, output])
    XCTAssertEqual(run.status, 0, run.error)
    return try String(contentsOfFile: output + "/BuildCommit.swift", encoding: .utf8)
  }

  private func makeRepository(_ path: String) throws -> String {
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    let environment = [
      "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@localhost", "GIT_COMMITTER_NAME": "t",
      "GIT_COMMITTER_EMAIL": "t@localhost", "GIT_CONFIG_GLOBAL": "/dev/null",
    ]
    XCTAssertEqual(Shell.run(["git", "-C", path, "init", "-q"], environment: environment).status, 0)
    XCTAssertEqual(
      Shell.run(["git", "-C", path, "commit", "-q", "--allow-empty", "-m", "one"], environment: environment).status, 0)
    return Self.git(["rev-parse", "--short=7", "HEAD"], in: path).output.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  func testThePluginWritesTheCheckoutsCommitAndNilOutsideOne() throws {
    guard Shell.run(["git", "--version"]).status == 0 else { throw Requirement.missing("git is not installed") }
    let folder = try CLIFolder()
    let repository = folder.path("checkout")
    let commit = try makeRepository(repository)
    XCTAssertEqual(commit.count, 7)
    XCTAssertTrue(try generated(for: repository, in: folder).hasSuffix("let buildCommit: String? = \"\(commit)\"\n"))

    // A source tarball unpacked inside some other repository: that repository's commit is not ours.
    let unpacked = repository + "/glossa-0.4.0"
    try FileManager.default.createDirectory(atPath: unpacked, withIntermediateDirectories: true)
    XCTAssertTrue(try generated(for: unpacked, in: folder).hasSuffix("let buildCommit: String? = nil\n"))

    let plain = folder.path("plain")
    try FileManager.default.createDirectory(atPath: plain, withIntermediateDirectories: true)
    XCTAssertTrue(try generated(for: plain, in: folder).hasSuffix("let buildCommit: String? = nil\n"))
  }

  /// Rewritten only when the commit changes: an unchanged checkout rebuilds nothing.
  func testThePluginLeavesAnUnchangedFileAlone() throws {
    guard Shell.run(["git", "--version"]).status == 0 else { throw Requirement.missing("git is not installed") }
    let folder = try CLIFolder()
    let repository = folder.path("checkout")
    _ = try makeRepository(repository)
    _ = try generated(for: repository, in: folder)
    let file = folder.path("generated/BuildCommit.swift")
    let old = Date(timeIntervalSince1970: 1_000_000_000)
    try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: file)
    _ = try generated(for: repository, in: folder)
    let modified = try FileManager.default.attributesOfItem(atPath: file)[.modificationDate] as? Date
    XCTAssertEqual(modified, old)
  }
}

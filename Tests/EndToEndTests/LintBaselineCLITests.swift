import Foundation
import TestSupport
import XCTest

/// `glossa lint --baseline FILE`, `--write-baseline FILE`, `--prune-baseline` (issue 22, part 1).
final class LintBaselineCLITests: XCTestCase {
  /// A catalog in en, de and fr: `entries` are key → [(language, state, value)].
  private func catalog(_ entries: [(String, [(String, String, String)])]) -> [UInt8] {
    let strings = entries.map { key, localizations in
      let items = localizations.map { language, state, value in
        "\"\(language)\" : { \"stringUnit\" : { \"state\" : \"\(state)\", \"value\" : \"\(value)\" } }"
      }
      return "    \"\(key)\" : {\n      \"localizations\" : {\n        " + items.joined(separator: ",\n        ") + "\n      }\n    }"
    }
    let text = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n" + strings.joined(separator: ",\n")
      + "\n  },\n  \"version\" : \"1.0\"\n}\n"
    return Array(text.utf8)
  }

  private let add = ("Cancel", [("de", "translated", "Abbrechen"), ("en", "translated", "Cancel"), ("fr", "translated", "Annuler")])
  private let quit = ("Quit", [("de", "translated", "Beenden"), ("en", "translated", "Quit"), ("fr", "translated", "Quitter")])
  /// fr missing (an error).
  private let save = ("Save", [("de", "translated", "Sichern"), ("en", "translated", "Save")])
  /// de new (a warning), fr missing (an error).
  private let open = ("Open", [("de", "new", "Open"), ("en", "translated", "Open")])

  func testTheBaselineFileIsSortedOneFindingALineWithoutLineNumbers() throws {
    let folder = try CLIFolder()
    try FileManager.default.createDirectory(atPath: folder.path("App"), withIntermediateDirectories: true)
    let path = try folder.write("App/Localizable.xcstrings", catalog([quit, save, open]))
    let written = try GlossaExecutable.run(["lint", "--write-baseline", folder.path("baseline.json"), path])
    XCTAssertEqual(written.status, 0, written.stderr)
    XCTAssertEqual(written.stdout, "")
    XCTAssertEqual(
      written.stderr,
      "glossa: \(folder.path("baseline.json")): recorded 3 findings\n"
        + "0 errors, 0 warnings in 1 file; 3 known from the baseline, 0 fixed\n")
    // Hashes: FNV-1a of "Open" (de's text), "Open" and "Save" (fr has none: the source's).
    XCTAssertEqual(
      try folder.text("baseline.json"),
      """
      {"version":1,"findings":[
      {"file":"App/Localizable.xcstrings","key":"Open","language":"de","path":"","check":"new","text":"\(fnv("Open"))"},
      {"file":"App/Localizable.xcstrings","key":"Open","language":"fr","path":"","check":"missing","text":"\(fnv("Open"))"},
      {"file":"App/Localizable.xcstrings","key":"Save","language":"fr","path":"","check":"missing","text":"4d2d5d68"}
      ]}

      """)
  }

  func testAnUnrelatedEditAboveAFindingDoesNotMakeItNew() throws {
    let folder = try CLIFolder()
    let path = try folder.write("Localizable.xcstrings", catalog([quit, save]))
    let baseline = folder.path("baseline.json")
    XCTAssertEqual(try GlossaExecutable.run(["lint", "--write-baseline", baseline, path]).status, 0)
    XCTAssertEqual(try GlossaExecutable.run(["lint", path]).status, 1)
    // A new, complete entry above "Save" moves its finding down by several lines.
    try folder.write("Localizable.xcstrings", catalog([add, quit, save]))
    let run = try GlossaExecutable.run(["lint", "--baseline", baseline, path])
    XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
    XCTAssertEqual(run.stdout, "")
    XCTAssertEqual(run.stderr, "0 errors, 0 warnings in 1 file; 1 known from the baseline, 0 fixed\n")
    // Changing the text the finding is about makes it new again.
    try folder.write("Localizable.xcstrings", catalog([quit, ("Save", [("de", "translated", "Sichern"), ("en", "translated", "Store")])]))
    let changed = try GlossaExecutable.run(["lint", "--baseline", baseline, path])
    XCTAssertEqual(changed.status, 1)
    XCTAssertEqual(changed.stdout, "\(path):11:5: error: [missing] Save · fr · no translation\n\(baseline): fixed: [missing] Save · fr\n")
  }

  func testAFixedFindingIsReportedFixedAndPruneDropsIt() throws {
    let folder = try CLIFolder()
    let path = try folder.write("Localizable.xcstrings", catalog([quit, save, open]))
    let baseline = folder.path("baseline.json")
    XCTAssertEqual(try GlossaExecutable.run(["lint", "--write-baseline", baseline, path]).status, 0)
    try folder.write(
      "Localizable.xcstrings",
      catalog([("Save", [("de", "translated", "Sichern"), ("en", "translated", "Save"), ("fr", "translated", "Sauver")]), open, quit]))
    let run = try GlossaExecutable.run(["lint", "--baseline", baseline, path])
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(run.stdout, "\(baseline): fixed: [missing] Save · fr\n")
    XCTAssertEqual(run.stderr, "0 errors, 0 warnings in 1 file; 2 known from the baseline, 1 fixed\n")
    let pruned = try GlossaExecutable.run(["lint", "--baseline", baseline, "--prune-baseline", path])
    XCTAssertEqual(pruned.status, 0, pruned.stderr)
    XCTAssertTrue(pruned.stderr.hasPrefix("glossa: \(baseline): dropped 1 fixed finding\n"), pruned.stderr)
    XCTAssertEqual(
      try folder.text("baseline.json"),
      """
      {"version":1,"findings":[
      {"file":"Localizable.xcstrings","key":"Open","language":"de","path":"","check":"new","text":"\(fnv("Open"))"},
      {"file":"Localizable.xcstrings","key":"Open","language":"fr","path":"","check":"missing","text":"\(fnv("Open"))"}
      ]}

      """)
    let after = try GlossaExecutable.run(["lint", "--baseline", baseline, path])
    XCTAssertEqual(after.stdout, "")
    XCTAssertEqual(after.stderr, "0 errors, 0 warnings in 1 file; 2 known from the baseline, 0 fixed\n")
  }

  func testABaselineWrittenInOneFolderWorksFromAnotherFolderAndAfterAMove() throws {
    let folder = try CLIFolder()
    let repository = folder.url.appendingPathComponent("repo")
    try FileManager.default.createDirectory(at: repository.appendingPathComponent("App"), withIntermediateDirectories: true)
    try Data(catalog([quit, save, open])).write(to: repository.appendingPathComponent("App/Localizable.xcstrings"))
    let written = try GlossaExecutable.run(
      ["lint", "--write-baseline", "ci/baseline.json", "App"], in: repository.appendingPathComponent("."))
    XCTAssertEqual(written.status, 2, "ci/ does not exist yet: " + written.stderr)
    try FileManager.default.createDirectory(at: repository.appendingPathComponent("ci"), withIntermediateDirectories: true)
    XCTAssertEqual(try GlossaExecutable.run(["lint", "--write-baseline", "ci/baseline.json", "App"], in: repository).status, 0)
    // Another machine: the clone lives elsewhere, and lint runs from inside App with other paths.
    let moved = folder.url.appendingPathComponent("elsewhere/clone")
    try FileManager.default.createDirectory(at: moved.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.moveItem(at: repository, to: moved)
    let run = try GlossaExecutable.run(
      ["lint", "--baseline", "../ci/baseline.json", "Localizable.xcstrings"], in: moved.appendingPathComponent("App"))
    XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
    XCTAssertEqual(run.stdout, "")
    XCTAssertEqual(run.stderr, "0 errors, 0 warnings in 1 file; 3 known from the baseline, 0 fixed\n")
    let fromRoot = try GlossaExecutable.run(
      ["lint", "--baseline", moved.appendingPathComponent("ci/baseline.json").path, moved.path], in: URL(fileURLWithPath: "/"))
    XCTAssertEqual(fromRoot.status, 0, fromRoot.stdout + fromRoot.stderr)
  }

  func testJSONAndGitHubFormatsReportOnlyNewFindings() throws {
    let folder = try CLIFolder()
    let path = try folder.write("Localizable.xcstrings", catalog([quit, save]))
    let baseline = folder.path("baseline.json")
    XCTAssertEqual(try GlossaExecutable.run(["lint", "--write-baseline", baseline, path]).status, 0)
    try folder.write("Localizable.xcstrings", catalog([quit, save, open]))
    let json = try GlossaExecutable.run(["lint", "--format", "json", "--baseline", baseline, path])
    XCTAssertEqual(json.status, 1)
    let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let findings = try XCTUnwrap(object["findings"] as? [[String: Any]])
    XCTAssertEqual(findings.map { "\($0["id"] ?? "") \($0["key"] ?? "") \($0["language"] ?? "")" }, ["missing Open fr", "new Open de"])
    let summary = try XCTUnwrap(object["summary"] as? [String: Any])
    XCTAssertEqual(summary["baseline"] as? [String: Int], ["known": 1, "fixed": 0])
    XCTAssertEqual(summary["errors"] as? Int, 1)
    let github = try GlossaExecutable.run(["lint", "--format", "github", "--baseline", baseline, path])
    XCTAssertEqual(github.status, 1)
    let lines = github.stdout.split(separator: "\n")
    XCTAssertEqual(lines.count, 2, github.stdout)
    XCTAssertTrue(lines.allSatisfy { $0.contains("::Open · ") }, github.stdout)
  }

  func testAMalformedBaselineIsAnErrorAtItsLine() throws {
    let folder = try CLIFolder()
    let path = try folder.write("Localizable.xcstrings", catalog([save]))
    let baseline = try folder.write(
      "baseline.json",
      Array("{\"version\":1,\"findings\":[\n{\"file\":\"a\",\"check\":\"missing\"},\n{\"file\":\"a\",\"check\":\"nope\"}\n]}\n".utf8))
    let run = try GlossaExecutable.run(["lint", "--baseline", baseline, path])
    XCTAssertEqual(run.status, 2)
    XCTAssertEqual(run.stderr, "\(baseline):3:21: \"check\" must be the id of a check (glossa lint --list-checks)\n")
    try folder.write("baseline.json", Array("{\"version\":1,\"findings\":[\n  {\"file\":\"a\",\"key\":\"k\"}\n]}\n".utf8))
    let noCheck = try GlossaExecutable.run(["lint", "--baseline", baseline, path])
    XCTAssertEqual(noCheck.stderr, "\(baseline):2:3: a finding needs \"check\", the id of a check\n")
    try folder.write("baseline.json", Array("{\"findings\":[\n{\"file\" \"a\"}]}".utf8))
    let broken = try GlossaExecutable.run(["lint", "--baseline", baseline, path])
    XCTAssertEqual(broken.status, 2)
    XCTAssertTrue(broken.stderr.hasPrefix("\(baseline):2:9: "), broken.stderr)
    let missing = try GlossaExecutable.run(["lint", "--baseline", folder.path("none.json"), path])
    XCTAssertEqual(missing.status, 2)
    XCTAssertTrue(missing.stderr.hasPrefix("glossa: \(folder.path("none.json")): "), missing.stderr)
    let prune = try GlossaExecutable.run(["lint", "--prune-baseline", path])
    XCTAssertNotEqual(prune.status, 0)
    XCTAssertTrue(prune.stderr.contains("--prune-baseline needs --baseline FILE"), prune.stderr)
  }

  func testLegacyStringsFindingsAreKeptByFileAndKey() throws {
    let folder = try CLIFolder()
    for language in ["en", "de"] {
      try FileManager.default.createDirectory(atPath: folder.path("\(language).lproj"), withIntermediateDirectories: true)
    }
    try folder.write("en.lproj/Main.strings", Array("\"a\" = \"A\";\n\"b\" = \"B\";\n".utf8))
    try folder.write("de.lproj/Main.strings", Array("\"a\" = \"A-de\";\n".utf8))
    let baseline = folder.path("baseline.json")
    XCTAssertEqual(try GlossaExecutable.run(["lint", "--write-baseline", baseline, folder.url.path]).status, 0)
    XCTAssertTrue(
      try folder.text("baseline.json").contains(
        "{\"file\":\"de.lproj/Main.strings\",\"key\":\"b\",\"language\":\"de\",\"path\":\"\",\"check\":\"missing\",\"text\":\"\"}"))
    // Another key above in the reference file does not make the finding new.
    try folder.write("en.lproj/Main.strings", Array("\"0\" = \"Zero\";\n\"a\" = \"A\";\n\"b\" = \"B\";\n".utf8))
    try folder.write("de.lproj/Main.strings", Array("\"0\" = \"Null\";\n\"a\" = \"A-de\";\n".utf8))
    let run = try GlossaExecutable.run(["lint", "--baseline", baseline, folder.url.path])
    XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
    XCTAssertEqual(run.stdout, "")
  }

  private func fnv(_ text: String) -> String {
    var value: UInt32 = 0x811C_9DC5
    for byte in text.utf8 { value = (value ^ UInt32(byte)) &* 0x0100_0193 }
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 8 - digits.count) + digits
  }
}

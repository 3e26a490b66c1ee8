import Foundation
import StringCatalog
import XCTest

/// `glossa diff`: two files, a file against a git revision, and git's own `git diff` through
/// the textconv.
final class GitDiffCLITests: XCTestCase {
  private let old = GitFixture.catalog([
    ("Cancel", GitFixture.entry(["en": "Cancel", "de": "Abbrechen"])),
    ("Done", GitFixture.entry(["en": "Done", "de": "Alt"], state: .needsReview, comment: "Button")),
    ("%lld files", GitFixture.varied(plural: ["one": "%lld Datei", "other": "%lld Dateien"], device: ["iphone": "Fichiers"])),
  ])

  private var new: Catalog {
    var catalog = old
    catalog.strings["Cancel"] = nil
    catalog.strings["Done"]?.setLocalization(Localization(value: "Neu", state: .translated), for: "de")
    catalog.strings["Done"]?.setLocalization(Localization(value: "Fini", state: .translated), for: "fr")
    catalog.strings["Done"]?.comment = "The done button"
    catalog.strings["Open"] = GitFixture.entry(["en": "Open"])
    catalog.strings["%lld files"] = GitFixture.varied(
      plural: ["one": "Eine Datei", "other": "%lld Dateien"], device: ["iphone": "Fichiers"])
    return catalog
  }

  func testTwoFilesPrintOneLinePerChangedLeaf() throws {
    let folder = try CLIFolder()
    let oldFile = try folder.write("old.xcstrings", CatalogWriter.bytes(old))
    let newFile = try folder.write("new.xcstrings", CatalogWriter.bytes(new))

    let run = try GlossaExecutable.run(["diff", oldFile, newFile])

    XCTAssertEqual(run.status, 1, run.stderr)
    XCTAssertEqual(
      run.stdout,
      """
      %lld files · de plural.one: "%lld Datei" → "Eine Datei" (translated)
      Cancel · key removed
      Cancel · de: removed "Abbrechen" (translated)
      Cancel · en: removed "Cancel" (translated)
      Done · comment: "Button" → "The done button"
      Done · de: "Alt" → "Neu" (needs review → translated)
      Done · fr: added "Fini" (translated)
      Open · key added
      Open · en: added "Open" (translated)

      """)
  }

  func testIdenticalCatalogsPrintNothingAndExit0() throws {
    let folder = try CLIFolder()
    let first = try folder.write("a.xcstrings", CatalogWriter.bytes(old))
    let second = try folder.write("b.xcstrings", CatalogWriter.bytes(old))

    let run = try GlossaExecutable.run(["diff", first, second])

    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(run.stdout, "")
  }

  func testLanguagesAddedAndRemovedAreSaidOnce() throws {
    let folder = try CLIFolder()
    var before = old
    before.strings["Cancel"]?.setLocalization(Localization(value: "キャンセル", state: .translated), for: "ja")
    let oldFile = try folder.write("old.xcstrings", CatalogWriter.bytes(before))
    var after = new
    after.strings["Open"]?.setLocalization(Localization(value: "Apri", state: .translated), for: "it")
    let newFile = try folder.write("new.xcstrings", CatalogWriter.bytes(after))

    let run = try GlossaExecutable.run(["diff", oldFile, newFile])

    let lines = run.stdout.split(separator: "\n").map(String.init)
    XCTAssertEqual(Array(lines.prefix(2)), ["catalog · languages added: it", "catalog · languages removed: ja"])
  }

  func testRevisionAgainstTheWorktree() throws {
    let repository = try GitTestRepository()
    try FileManager.default.createDirectory(at: repository.url.appendingPathComponent("App"), withIntermediateDirectories: true)
    try repository.write("App/Localizable.xcstrings", old)
    try repository.commitAll("old")
    try repository.write("App/Localizable.xcstrings", new)

    let run = try GlossaExecutable.run(["diff", "HEAD"], in: repository.url)

    XCTAssertEqual(run.status, 1, run.stderr)
    let lines = run.stdout.split(separator: "\n").map(String.init)
    XCTAssertEqual(lines.first, "App/Localizable.xcstrings")
    XCTAssertTrue(lines.contains("  Done · de: \"Alt\" → \"Neu\" (needs review → translated)"), run.stdout)
    XCTAssertEqual(try GlossaExecutable.run(["diff", "HEAD", "App/Localizable.xcstrings"], in: repository.url).stdout, run.stdout)
  }

  func testUnknownRevisionExits2() throws {
    let repository = try GitTestRepository()
    try repository.write("L.xcstrings", old)
    try repository.commitAll("old")

    let run = try GlossaExecutable.run(["diff", "no-such-branch"], in: repository.url)

    XCTAssertEqual(run.status, 2)
    XCTAssertEqual(run.stderr, "glossa: no-such-branch: not a file, and not a git revision\n")
  }

  func testGitDiffShowsChangedLeavesThroughTheTextconv() throws {
    let repository = try GitTestRepository()
    try repository.write("L.xcstrings", old)
    try repository.commitAll("old")
    var changed = old
    changed.strings["Done"]?.setLocalization(Localization(value: "Neu", state: .translated), for: "de")
    try repository.write("L.xcstrings", changed)

    let run = try repository.git("diff", "--no-color", "L.xcstrings")

    let body = run.stdout.split(separator: "\n").filter { $0.hasPrefix("+") || $0.hasPrefix("-") }.map(String.init)
    XCTAssertEqual(
      body,
      [
        "--- a/L.xcstrings", "+++ b/L.xcstrings", #"-Done · de: "Alt" (needs review)"#, #"+Done · de: "Neu" (translated)"#,
      ], run.stdout)
    try repository.commitAll("new")
    XCTAssertTrue(try repository.git("log", "-p", "-1").stdout.contains(#"+Done · de: "Neu" (translated)"#))
  }

  func testTextconvOfAnInvalidFilePrintsItAsIs() throws {
    let folder = try CLIFolder()
    let file = try folder.write("bad.xcstrings", Array("{ \"strings\" ".utf8))

    let run = try GlossaExecutable.run(["diff", "--textconv", file])

    XCTAssertEqual(run.status, 0)
    XCTAssertEqual(run.stdout, "{ \"strings\" ")
    XCTAssertTrue(run.stderr.hasPrefix("\(file):1:13: "), run.stderr)
  }

  /// Colour needs a terminal: `script` gives the command one.
  func testColourInATerminalUnlessNoColor() throws {
    try ScriptTool.require()
    let folder = try CLIFolder()
    let oldFile = try folder.write("old.xcstrings", CatalogWriter.bytes(old))
    let newFile = try folder.write("new.xcstrings", CatalogWriter.bytes(new))
    let command = "'\(try GlossaExecutable.require().path)' diff '\(oldFile)' '\(newFile)'"

    let coloured = Shell.run(["/usr/bin/env", "NO_COLOR=", "/usr/bin/script", "-qec", command, "/dev/null"]).output
    let plain = Shell.run(["/usr/bin/env", "NO_COLOR=1", "/usr/bin/script", "-qec", command, "/dev/null"]).output

    XCTAssertTrue(coloured.contains("\u{1B}[31m\"Alt\"\u{1B}[0m → \u{1B}[32m\"Neu\"\u{1B}[0m"), coloured)
    XCTAssertFalse(plain.contains("\u{1B}["), plain)
    XCTAssertTrue(plain.contains("Done · de: \"Alt\" → \"Neu\" (needs review → translated)"), plain)
  }
}

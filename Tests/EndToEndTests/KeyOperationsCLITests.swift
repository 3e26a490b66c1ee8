import Foundation
import XCTest

/// `glossa rename` and `glossa prune --stale`: the files they write compared byte for byte with
/// expected files written by hand (Tests/Fixtures/keys), `format --check` clean after each,
/// refusals with their messages and exit statuses, and the `--sources` proof on a small Swift tree.
final class KeyOperationsCLITests: XCTestCase {
  static let fixtures = CLIPaths.repositoryRoot.appendingPathComponent("Tests/Fixtures/keys")

  static func fixture(_ name: String) throws -> [UInt8] {
    Array(try Data(contentsOf: fixtures.appendingPathComponent(name + ".xcstrings")))
  }

  /// A folder holding `Keys.xcstrings` (under `subfolder`, if given).
  private func folderWithKeys(_ subfolders: [String] = [""]) throws -> CLIFolder {
    let folder = try CLIFolder()
    for subfolder in subfolders {
      try FileManager.default.createDirectory(at: folder.url.appendingPathComponent(subfolder), withIntermediateDirectories: true)
      try folder.write(subfolder + "Keys.xcstrings", try Self.fixture("Keys"))
    }
    return folder
  }

  private func assertFormatted(_ folder: CLIFolder, file: StaticString = #filePath, line: UInt = #line) throws {
    let check = try GlossaExecutable.run(["format", "--check", "."], in: folder.url)
    XCTAssertEqual(check.status, 0, check.stdout + check.stderr, file: file, line: line)
  }

  /// The hand-written expected files are in Xcode's form themselves, so matching them byte for
  /// byte is matching what Xcode would write (and the editor's results, compared with the same
  /// files, are format-clean too).
  func testTheExpectedFilesAreInXcodesForm() throws {
    let check = try GlossaExecutable.run(["format", "--check", Self.fixtures.path])
    XCTAssertEqual(check.status, 0, check.stdout + check.stderr)
    XCTAssertEqual(check.stdout, "")
  }

  func testRenameKeepsTheEntryAndMovesItToXcodesOrder() throws {
    let folder = try folderWithKeys()
    let run = try GlossaExecutable.run(["rename", "onboarding.title", "a.welcome", "Keys.xcstrings"], in: folder.url)
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(run.stdout, "Keys.xcstrings: renamed \"onboarding.title\" to \"a.welcome\"\n")
    XCTAssertEqual(run.stderr, "")
    XCTAssertEqual(try folder.bytes("Keys.xcstrings"), try Self.fixture("Renamed-onboarding"))
    try assertFormatted(folder)
  }

  func testRenameTheEmptyKeyAndKeysWithQuotesAndUnicode() throws {
    let folder = try folderWithKeys()
    let empty = try GlossaExecutable.run(["rename", "", "empty", "Keys.xcstrings"], in: folder.url)
    XCTAssertEqual(empty.stdout, "Keys.xcstrings: renamed \"\" to \"empty\"\n")
    XCTAssertEqual(try folder.bytes("Keys.xcstrings"), try Self.fixture("Renamed-empty"))
    try folder.write("Keys.xcstrings", try Self.fixture("Keys"))
    let quoted = try GlossaExecutable.run(["rename", "old \"quoted\" title", "Überschrift \"alt\"", "Keys.xcstrings"], in: folder.url)
    XCTAssertEqual(quoted.stdout, "Keys.xcstrings: renamed \"old \\\"quoted\\\" title\" to \"Überschrift \\\"alt\\\"\"\n")
    XCTAssertEqual(try folder.bytes("Keys.xcstrings"), try Self.fixture("Renamed-quoted"))
    try assertFormatted(folder)
  }

  func testRenameOntoAnExistingKeyIsRefusedUnlessMerged() throws {
    let folder = try folderWithKeys()
    let refused = try GlossaExecutable.run(["rename", "settings.heading", "settings.title", "Keys.xcstrings"], in: folder.url)
    XCTAssertEqual(refused.status, 1)
    XCTAssertEqual(
      refused.stderr,
      "glossa: Keys.xcstrings: \"settings.title\" already exists; --merge merges \"settings.heading\" into it\nglossa: nothing renamed\n")
    XCTAssertEqual(try folder.bytes("Keys.xcstrings"), try Self.fixture("Keys"))
    let merged = try GlossaExecutable.run(["rename", "--merge", "settings.heading", "settings.title", "Keys.xcstrings"], in: folder.url)
    XCTAssertEqual(merged.status, 0, merged.stderr)
    XCTAssertEqual(merged.stdout, "Keys.xcstrings: merged \"settings.heading\" into \"settings.title\"\n")
    XCTAssertEqual(try folder.bytes("Keys.xcstrings"), try Self.fixture("Merged-heading"))
    try assertFormatted(folder)
  }

  func testAMergeWithConflictingLeavesIsRefusedNamingThem() throws {
    let folder = try folderWithKeys()
    let run = try GlossaExecutable.run(["rename", "--merge", "settings.caption", "settings.title", "Keys.xcstrings"], in: folder.url)
    XCTAssertEqual(run.status, 1)
    XCTAssertEqual(
      run.stderr,
      "glossa: Keys.xcstrings: merging \"settings.caption\" into \"settings.title\" conflicts at de\nglossa: nothing renamed\n")
    XCTAssertEqual(try folder.bytes("Keys.xcstrings"), try Self.fixture("Keys"))
  }

  func testRenameOverAFolderRenamesInEveryCatalogThatHasTheKey() throws {
    let folder = try folderWithKeys(["App/", "Widget/"])
    try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("Other"), withIntermediateDirectories: true)
    try folder.write("Other/Other.xcstrings", Array(#"{"sourceLanguage":"en","strings":{},"version":"1.0"}"#.utf8))
    let run = try GlossaExecutable.run(["rename", "onboarding.title", "a.welcome", "."], in: folder.url)
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(
      run.stdout,
      """
      App/Keys.xcstrings: renamed "onboarding.title" to "a.welcome"
      Widget/Keys.xcstrings: renamed "onboarding.title" to "a.welcome"
      renamed in 2 of 3 catalogs

      """)
    XCTAssertEqual(try folder.bytes("App/Keys.xcstrings"), try Self.fixture("Renamed-onboarding"))
    XCTAssertEqual(try folder.bytes("Widget/Keys.xcstrings"), try Self.fixture("Renamed-onboarding"))
  }

  func testRenamingAKeyNoCatalogHasFails() throws {
    let folder = try folderWithKeys()
    let run = try GlossaExecutable.run(["rename", "nowhere", "somewhere", "Keys.xcstrings"], in: folder.url)
    XCTAssertEqual(run.status, 1)
    XCTAssertEqual(run.stderr, "glossa: no catalog has the key \"nowhere\"\n")
    let same = try GlossaExecutable.run(["rename", "menu.save", "menu.save", "Keys.xcstrings"], in: folder.url)
    XCTAssertEqual(same.status, 64)
    XCTAssertTrue(same.stderr.contains("OLD and NEW are the same key"), same.stderr)
  }

  static let staleListing = """
    Keys.xcstrings: 7 stale entries
      "%lld stops"
      "legacy.banner"
      "menu.save"
      "old \\"quoted\\" title"
      "settings.heading"
      "tab.home"
      "Übersicht"

    """

  func testPruneWithoutATerminalOrYesListsAndDeletesNothing() throws {
    let folder = try folderWithKeys()
    let run = try GlossaExecutable.run(["prune", "--stale", "Keys.xcstrings"], in: folder.url)
    XCTAssertEqual(run.status, 2)
    XCTAssertEqual(run.stdout, Self.staleListing)
    XCTAssertEqual(
      run.stderr,
      "glossa: nothing deleted: standard input is not a terminal to confirm on; pass --yes to delete without asking\n")
    XCTAssertEqual(try folder.bytes("Keys.xcstrings"), try Self.fixture("Keys"))
  }

  func testPruneWithYesDeletesEveryStaleEntry() throws {
    let folder = try folderWithKeys()
    let run = try GlossaExecutable.run(["prune", "--stale", "--yes", "Keys.xcstrings"], in: folder.url)
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(run.stdout, Self.staleListing + "Keys.xcstrings: deleted 7 stale entries\n")
    XCTAssertEqual(try folder.bytes("Keys.xcstrings"), try Self.fixture("Pruned"))
    try assertFormatted(folder)
    let again = try GlossaExecutable.run(["prune", "--stale", "Keys.xcstrings"], in: folder.url)
    XCTAssertEqual(again.status, 0)
    XCTAssertEqual(again.stdout, "Keys.xcstrings: no stale entries\nnothing to delete\n")
  }

  func testPruneOverAFolderCountsPerCatalogAndInTotal() throws {
    let folder = try folderWithKeys(["App/", "Widget/"])
    let run = try GlossaExecutable.run(["prune", "--stale", "--yes", "."], in: folder.url)
    XCTAssertEqual(run.status, 0, run.stderr)
    let listing = Self.staleListing.replacingOccurrences(of: "Keys.xcstrings", with: "App/Keys.xcstrings")
      + Self.staleListing.replacingOccurrences(of: "Keys.xcstrings", with: "Widget/Keys.xcstrings")
    XCTAssertEqual(
      run.stdout,
      listing + """
        total: 14 stale entries in 2 catalogs
        App/Keys.xcstrings: deleted 7 stale entries
        Widget/Keys.xcstrings: deleted 7 stale entries
        deleted 14 stale entries in total

        """)
    XCTAssertEqual(try folder.bytes("App/Keys.xcstrings"), try Self.fixture("Pruned"))
    XCTAssertEqual(try folder.bytes("Widget/Keys.xcstrings"), try Self.fixture("Pruned"))
  }

  /// The code uses four stale keys: a SwiftUI literal with an interpolation, String(localized:),
  /// NSLocalizedString, and a key built at run time; three are used nowhere (one only in a comment).
  func testPruneWithSourcesKeepsWhatTheCodeMayUse() throws {
    let folder = try folderWithKeys()
    try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("Sources"), withIntermediateDirectories: true)
    try folder.write(
      "Sources/Views.swift",
      Array(
        """
        import SwiftUI

        struct StopsView: View {
          var count: Int
          var tab: String
          var body: some View {
            Text("\\(count) stops")
            Text("settings.title")
            Button(String(localized: "menu.save")) {}
            // Text("legacy.banner") is gone
            Text(LocalizedStringKey("tab.\\(tab)"))
          }
        }

        """.utf8))
    try folder.write("Sources/Legacy.m", Array("NSString *title = NSLocalizedString(@\"Übersicht\", @\"\");\n".utf8))
    let run = try GlossaExecutable.run(["prune", "--stale", "--sources", "Sources", "--yes", "Keys.xcstrings"], in: folder.url)
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(
      run.stdout,
      """
      Keys.xcstrings: 7 stale entries, 4 stale but used
        "%lld stops"  stale but used (kept)
        "legacy.banner"
        "menu.save"  stale but used (kept)
        "old \\"quoted\\" title"
        "settings.heading"
        "tab.home"  stale but used (kept)
        "Übersicht"  stale but used (kept)
      Keys.xcstrings: deleted 3 stale entries

      """)
    XCTAssertEqual(try folder.bytes("Keys.xcstrings"), try Self.fixture("Pruned-sources"))
    try assertFormatted(folder)
  }

  /// On a terminal (a pseudo-terminal from `script`) the question is asked once; "n" keeps
  /// everything, "y" deletes.
  func testPruneAsksOnTheTerminal() throws {
    try ScriptTool.require()
    let folder = try folderWithKeys()
    func answer(_ text: String) throws -> String {
      try GlossaExecutable.answering(text, "prune --stale Keys.xcstrings", in: folder.url)
    }
    let no = try answer("n")
    XCTAssertTrue(no.contains("Delete 7 stale entries? [y/N] "), no)
    XCTAssertTrue(no.hasSuffix("nothing deleted\n"), no)
    XCTAssertEqual(try folder.bytes("Keys.xcstrings"), try Self.fixture("Keys"))
    let yes = try answer("y")
    XCTAssertTrue(yes.hasSuffix("Keys.xcstrings: deleted 7 stale entries\n"), yes)
    XCTAssertEqual(try folder.bytes("Keys.xcstrings"), try Self.fixture("Pruned"))
  }
}

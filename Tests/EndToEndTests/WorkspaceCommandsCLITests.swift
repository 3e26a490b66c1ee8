import Foundation
import StringCatalog
import XCTest

/// Every command that reads catalogs takes folders through the one discovery (issue 18): lint
/// (with its .strings files), format, export (a subfolder per catalog), translate, diff and
/// mark-review; a broken member is reported and the rest still handled; and `glossa diff HEAD`
/// during a merge names a conflicted catalog once (issue 20, item 19).
final class WorkspaceCommandsCLITests: XCTestCase {
  private func app(broken: Bool = false) throws -> CLIFolder {
    let folder = try CLIFolder()
    let app = try WorkspaceApp.write(in: folder.url)
    try Data("\"Title\" = \"Title\";\n".utf8).write(to: try Self.made(app.appendingPathComponent("App/en.lproj/Legacy.strings")))
    if broken {
      try Data("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : 12\n".utf8)
        .write(to: app.appendingPathComponent("App/Broken.xcstrings"))
    }
    return folder
  }

  private static func made(_ url: URL) throws -> URL {
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    return url
  }

  func testLintOverAFolderReadsItsCatalogsAndStringsFilesAndReportsABrokenOneInPlace() throws {
    let folder = try app(broken: true)
    let run = try GlossaExecutable.run(["lint", "--enable-only", "missing", "MyApp"], in: folder.url)
    XCTAssertEqual(run.status, 2, "a broken catalog makes the run unreadable")
    XCTAssertEqual(
      run.stdout.split(separator: "\n").map { String($0.split(separator: ":").first ?? "") },
      ["MyApp/App/Broken.xcstrings", "MyApp/App/Sources/Localizable.xcstrings", "MyApp/Packages/Kit/Sources/Kit/Resources/Localizable.xcstrings"])
    XCTAssertTrue(run.stdout.hasPrefix("MyApp/App/Broken.xcstrings:4:11: error: [parse-error]"), run.stdout)
    XCTAssertTrue(run.stderr.hasSuffix("in 6 files (1 unreadable)\n"), "4 catalogs, the broken one, Legacy.strings: \(run.stderr)")
  }

  func testLintAndTheOtherCommandsSayAFolderHasNoCatalog() throws {
    let folder = try CLIFolder()
    try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("Empty/Sub"), withIntermediateDirectories: true)
    let lint = try GlossaExecutable.run(["lint", "Empty"], in: folder.url)
    XCTAssertEqual(lint.status, 2)
    XCTAssertTrue(lint.stderr.hasPrefix("glossa: Empty: no .xcstrings, .strings or .stringsdict files found\n"), lint.stderr)
    for command in [["stats"], ["format", "--check"], ["export", "--format", "json"], ["translate", "--provider", "pseudo"]] {
      let run = try GlossaExecutable.run(command + ["Empty"], in: folder.url)
      XCTAssertEqual(run.status, 2, "\(command)")
      XCTAssertEqual(run.stderr, "glossa: Empty: no .xcstrings files found\n", "\(command)")
    }
  }

  func testFormatOverAFolderRewritesOnlyTheCatalogsNotInXcodesFormAndGoesOnPastABrokenOne() throws {
    let folder = try app(broken: true)
    let compact = folder.url.appendingPathComponent("MyApp/App/Resources/InfoPlist.xcstrings")
    let formatted = try Data(contentsOf: compact)
    try Data("{\"sourceLanguage\":\"en\",\"strings\":{\"CFBundleDisplayName\":{\"localizations\":{\"de\":{\"stringUnit\":{\"state\":\"translated\",\"value\":\"Meine App\"}},\"fr\":{\"stringUnit\":{\"state\":\"translated\",\"value\":\"Mon app\"}}}}},\"version\":\"1.0\"}".utf8)
      .write(to: compact)
    let check = try GlossaExecutable.run(["format", "--check", "MyApp"], in: folder.url)
    XCTAssertEqual(check.status, 2)
    XCTAssertEqual(check.stdout, "MyApp/App/Resources/InfoPlist.xcstrings\n")
    XCTAssertEqual(check.stderr, "MyApp/App/Broken.xcstrings:4:11: expected a string entry (an object), found '1'\n")
    let format = try GlossaExecutable.run(["format", "MyApp"], in: folder.url)
    XCTAssertEqual(format.status, 2)
    XCTAssertEqual(format.stdout, "formatted MyApp/App/Resources/InfoPlist.xcstrings\n")
    XCTAssertEqual(try Data(contentsOf: compact), formatted)
    try FileManager.default.removeItem(at: folder.url.appendingPathComponent("MyApp/App/Broken.xcstrings"))
    XCTAssertEqual(try GlossaExecutable.run(["format", "--check", "MyApp"], in: folder.url).status, 0)
  }

  func testExportOfAFolderWritesEachCatalogIntoASubfolderNamedAfterItsPath() throws {
    let folder = try app()
    let run = try GlossaExecutable.run(["export", "--format", "json", "--languages", "de", "--out", "out", "MyApp/App"], in: folder.url)
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(
      run.stdout,
      """
      Wrote 2 files to out/Resources/Base.lproj/Main
      Wrote 2 files to out/Resources/InfoPlist
      Wrote 2 files to out/Sources/Localizable

      """)
    XCTAssertEqual(
      try Self.files(under: folder.url.appendingPathComponent("out")),
      [
        "Resources/Base.lproj/Main/Main-de.json", "Resources/Base.lproj/Main/Main-languages.json",
        "Resources/InfoPlist/InfoPlist-de.json", "Resources/InfoPlist/InfoPlist-languages.json",
        "Sources/Localizable/Localizable-de.json", "Sources/Localizable/Localizable-languages.json",
      ])
    let named = try GlossaExecutable.run(["export", "--format", "json", "--name", "X", "--out", "out2", "MyApp"], in: folder.url)
    XCTAssertEqual(named.status, 64)
    XCTAssertTrue(named.stderr.contains("--name applies to a single catalog"), named.stderr)
    let clash = try GlossaExecutable.run(
      ["export", "--format", "json", "--out", "out3", "MyApp/App/Sources/Localizable.xcstrings",
       "MyApp/Packages/Kit/Sources/Kit/Resources/Localizable.xcstrings"], in: folder.url)
    XCTAssertEqual(clash.status, 2)
    XCTAssertEqual(
      clash.stderr,
      "glossa: MyApp/App/Sources/Localizable.xcstrings and MyApp/Packages/Kit/Sources/Kit/Resources/Localizable.xcstrings "
        + "would both be exported to out3/Localizable; export the folder holding both instead\n")
    XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path("out3")), "nothing written")
  }

  func testExportGoesOnPastABrokenCatalog() throws {
    let folder = try app(broken: true)
    let export = try GlossaExecutable.run(["export", "--format", "po", "--out", "po", "MyApp"], in: folder.url)
    XCTAssertEqual(export.status, 2)
    XCTAssertTrue(export.stderr.hasPrefix("MyApp/App/Broken.xcstrings:4:11: "), export.stderr)
    XCTAssertEqual(export.stdout.split(separator: "\n").filter { $0.hasPrefix("Wrote") }.count, 4, export.stdout)
    XCTAssertTrue(FileManager.default.fileExists(atPath: folder.path("po/Packages/Kit/Sources/Kit/Resources/Localizable/ja.po")))
  }

  func testTranslateOverAFolderTranslatesEachCatalogAndReportsABrokenOne() throws {
    let folder = try CLIFolder()
    let app = folder.url.appendingPathComponent("Two")
    try WorkspaceApp.writeFormatted(
      "{\"sourceLanguage\":\"en\",\"strings\":{\"Hello\":{\"localizations\":{\"de\":{\"stringUnit\":{\"state\":\"translated\",\"value\":\"Hallo\"}}}},\"Bye\":{}},\"version\":\"1.0\"}",
      to: app.appendingPathComponent("A/Localizable.xcstrings"))
    try WorkspaceApp.writeFormatted(
      "{\"sourceLanguage\":\"en\",\"strings\":{\"Retry\":{\"localizations\":{\"de\":{\"stringUnit\":{\"state\":\"new\",\"value\":\"Nochmal\"}}}}},\"version\":\"1.0\"}",
      to: app.appendingPathComponent("B/Localizable.xcstrings"))
    try Data("{\"sourceLanguage\":".utf8).write(to: app.appendingPathComponent("A/Broken.xcstrings"))
    let dryRun = try GlossaExecutable.run(["translate", "--provider", "pseudo", "--dry-run", "Two"], in: folder.url)
    XCTAssertEqual(dryRun.status, 2, "the broken catalog")
    XCTAssertEqual(
      dryRun.stdout.split(separator: "\n").filter { $0.hasPrefix("Two/") || $0.hasPrefix("1 batch,") }
        .map { $0.prefix { $0 != "," } },
      ["Two/A/Localizable.xcstrings:", "1 batch", "Two/B/Localizable.xcstrings:", "1 batch"], "each catalog's batches under its name")
    let run = try GlossaExecutable.run(["translate", "--provider", "pseudo", "Two"], in: folder.url)
    XCTAssertEqual(run.status, 2, run.stderr)
    XCTAssertEqual(
      run.stdout,
      """
      Two/A/Localizable.xcstrings: 1 of 1 cell translated (de 1), marked needs review
      Two/B/Localizable.xcstrings: 1 of 1 cell translated (de 1), marked needs review

      """)
    XCTAssertTrue(run.stderr.hasPrefix("glossa: Two/A/Broken.xcstrings:1:"), run.stderr)
    let stats = try GlossaExecutable.run(["stats", "--json", "Two/A/Localizable.xcstrings", "Two/B"], in: folder.url)
    let total = try XCTUnwrap((try WorkspaceStatsCLITests.parse(stats.stdout)["total"] as? [String: Any])?["languages"] as? [[String: Any]])
    XCTAssertEqual(total.map { $0["needsReview"] as? Int }, [0, 2], "the two cells, one in each catalog")
  }

  func testDiffAndMarkReviewSinceARevisionOverAFolder() throws {
    let repository = try GitTestRepository(installDrivers: false)
    let app = try WorkspaceApp.write(in: repository.url)
    try repository.commitAll("app")
    // Translations change in two catalogs.
    for (relative, from, to) in [
      ("App/Sources/Localizable.xcstrings", "\"Hallo\"", "\"Hallo!\""),
      ("Packages/Kit/Sources/Kit/Resources/Localizable.xcstrings", "\"Wiederholen\"", "\"Erneut\""),
    ] {
      let url = app.appendingPathComponent(relative)
      try Data(try String(contentsOf: url, encoding: .utf8).replacingOccurrences(of: from, with: to).utf8).write(to: url)
    }
    let diff = try GlossaExecutable.run(["diff", "HEAD", "MyApp"], in: repository.url)
    XCTAssertEqual(diff.status, 1, diff.stderr)
    XCTAssertEqual(
      diff.stdout,
      """
      MyApp/App/Sources/Localizable.xcstrings
        Hello · de: "Hallo" → "Hallo!" (translated)
      MyApp/Packages/Kit/Sources/Kit/Resources/Localizable.xcstrings
        Retry · de: "Wiederholen" → "Erneut" (translated)

      """)
    try repository.commitAll("translations")
    // Now the English source of Main changes in both of its keys.
    let main = app.appendingPathComponent("App/Resources/Base.lproj/Main.xcstrings")
    try Data(try String(contentsOf: main, encoding: .utf8).replacingOccurrences(of: "\"value\" : \"Open\"", with: "\"value\" : \"Open…\"").utf8)
      .write(to: main)
    let mark = try GlossaExecutable.run(["mark-review", "--since", "HEAD", "MyApp"], in: repository.url)
    XCTAssertEqual(mark.status, 0, mark.stderr)
    XCTAssertEqual(
      mark.stdout,
      """
      Xy1-ab-CD.title · de: needs review (source "Open" → "Open…")
      marked 1 translation of 1 key needs review in MyApp/App/Resources/Base.lproj/Main.xcstrings
      nothing to mark: no translated string's source changed since HEAD in MyApp/App/Resources/InfoPlist.xcstrings
      nothing to mark: no translated string's source changed since HEAD in MyApp/App/Sources/Localizable.xcstrings
      nothing to mark: no translated string's source changed since HEAD in MyApp/Packages/Kit/Sources/Kit/Resources/Localizable.xcstrings

      """)
  }

  /// Issue 20, item 19: `git ls-files` lists a conflicted file once per index stage (1 to 3).
  func testDiffHEADDuringAMergeNamesAConflictedCatalogOnce() throws {
    let repository = try GitTestRepository(installDrivers: false)
    let base = GitFixture.catalog([("Done", GitFixture.entry(["en": "Done", "de": "Fertig"], comment: "base"))])
    var ours = base
    ours.strings["Done"]?.comment = "ours"
    var theirs = base
    theirs.strings["Done"]?.comment = "theirs"
    let merge = try repository.merge(base: base, ours: ours, theirs: theirs)
    XCTAssertNotEqual(merge.status, 0, "the merge conflicts")
    // What a merge driver leaves: a valid catalog, still unmerged in the index.
    try repository.write("Localizable.xcstrings", theirs)
    let stages = try repository.git("ls-files", "--", "*.xcstrings")
    XCTAssertEqual(stages.stdout, "Localizable.xcstrings\nLocalizable.xcstrings\nLocalizable.xcstrings\n")
    let run = try GlossaExecutable.run(["diff", "HEAD"], in: repository.url)
    XCTAssertEqual(run.status, 1, run.stderr)
    XCTAssertEqual(run.stdout, "Localizable.xcstrings\n  Done · comment: \"ours\" → \"theirs\"\n")
  }

  private static func files(under folder: URL) throws -> [String] {
    guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return [] }
    var files: [String] = []
    while let relative = walker.nextObject() as? String {
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent(relative).path, isDirectory: &isFolder),
        !isFolder.boolValue
      {
        files.append(relative)
      }
    }
    return files.sorted()
  }
}

import Foundation
import StringCatalog
import XCTest

/// Issue 33 item 14: `--exclude GLOB` and `.glossa.yml`'s `exclude:` leave vendored files out of
/// every folder search (a vendored framework's `.lproj` made 562 of an app's 8,148 findings).
final class ExcludeCLITests: XCTestCase {
  private let catalog = GitFixture.catalog([("Hello", GitFixture.entry(["en": "Hello", "de": "Hallo"], state: .new))])

  /// App/L, Kit/Res/K and Vendor/Sparkle.framework/V, each with one `new` German string.
  private func app() throws -> CLIFolder {
    let folder = try CLIFolder()
    for (subfolder, name) in [("App", "L"), ("Kit/Res", "K"), ("Vendor/Sparkle.framework", "V")] {
      try FileManager.default.createDirectory(atPath: folder.path(subfolder), withIntermediateDirectories: true)
      try folder.write("\(subfolder)/\(name).xcstrings", CatalogWriter.bytes(catalog))
    }
    return folder
  }

  private func linted(_ run: GlossaExecutable.Run) -> [String] {
    run.stdout.split(separator: "\n").map { String($0.prefix { $0 != ":" }) }
  }

  func testExcludeLeavesOutAFolderByNameAnywhere() throws {
    let folder = try app()

    let run = try GlossaExecutable.run(["lint", "--enable-only", "new", "--exclude", "Sparkle.framework", "."], in: folder.url)

    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(linted(run), ["App/L.xcstrings", "Kit/Res/K.xcstrings"])
    XCTAssertEqual(run.stderr, "0 errors, 2 warnings in 2 files\n")
  }

  func testAPathGlobIsRelativeToTheCurrentFolderAndRepeatable() throws {
    let folder = try app()

    let run = try GlossaExecutable.run(
      ["stats", "--format", "json", "--exclude", "Kit/*", "--exclude", "Vendor/**/V.xcstrings", "."], in: folder.url)

    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertTrue(run.stdout.hasPrefix(#"{"files":[{"path":"App/L.xcstrings""#), run.stdout)
    XCTAssertFalse(run.stdout.contains("K.xcstrings"), run.stdout)
    XCTAssertFalse(run.stdout.contains("V.xcstrings"), run.stdout)
  }

  func testTheConfigurationsExcludeIsRelativeToItsFolder() throws {
    let folder = try app()
    try folder.write(".glossa.yml", Array("exclude: [\"Vendor/**\"]\n".utf8))

    let lint = try GlossaExecutable.run(["lint", "--enable-only", "new", "."], in: folder.url)
    // Searching Vendor itself: the nearest parent's file applies, its globs from its folder.
    let fromVendor = try GlossaExecutable.run(["lint", "--enable-only", "new", "Vendor"], in: folder.url)

    XCTAssertEqual(linted(lint), ["App/L.xcstrings", "Kit/Res/K.xcstrings"])
    XCTAssertEqual(fromVendor.status, 2)
    XCTAssertEqual(fromVendor.stderr, "glossa: Vendor: no .xcstrings, .strings or .stringsdict files found\n0 errors, 0 warnings in 0 files (1 unreadable)\n")
  }

  func testAFileNamedAsAnArgumentIsAlwaysRead() throws {
    let folder = try app()

    let run = try GlossaExecutable.run(
      ["lint", "--enable-only", "new", "--exclude", "*.xcstrings", "Vendor/Sparkle.framework/V.xcstrings"], in: folder.url)

    XCTAssertEqual(linted(run), ["Vendor/Sparkle.framework/V.xcstrings"])
  }

  func testEveryCommandThatSearchesFoldersTakesExclude() throws {
    let folder = try app()
    for command in ["edit", "export", "format", "languages list", "languages add", "lint", "mark-review", "mcp", "prune", "rename", "stats", "translate", "diff"] {
      let help = try GlossaExecutable.run(command.split(separator: " ").map(String.init) + ["--help"])
      XCTAssertTrue(help.stdout.contains("--exclude <GLOB>"), "\(command): \(help.stdout)")
    }
    let format = try GlossaExecutable.run(["format", "--check", "--exclude", "App", "--exclude", "Kit", "."], in: folder.url)
    XCTAssertEqual(format.status, 0, format.stdout + format.stderr)
  }
}

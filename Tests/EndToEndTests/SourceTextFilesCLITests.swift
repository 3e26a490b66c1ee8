import Foundation
import XCTest

/// Issue 33 item 15: keys the app reads from its other text files (a Markdown template's
/// `{{questions.blender}}`) are used: `sources:` globs and `--sources` files name such files,
/// searched for each key as a quoted string or a bare token, for `unused-key` and
/// `prune --stale --sources`.
final class SourceTextFilesCLITests: XCTestCase {
  private let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "gone" : {
          "extractionState" : "stale"
        },
        "questions.blender" : {
          "extractionState" : "manual"
        },
        "quoted key" : {
          "extractionState" : "manual"
        },
        "really.unused" : {
          "extractionState" : "manual"
        },
        "stale.in.md" : {
          "extractionState" : "stale"
        },
        "used.in.code" : {

        }
      },
      "version" : "1.0"
    }

    """

  private func app() throws -> CLIFolder {
    let folder = try CLIFolder()
    for name in ["App", "Templates"] {
      try FileManager.default.createDirectory(atPath: folder.path(name), withIntermediateDirectories: true)
    }
    try folder.write("App/Code.swift", Array("import SwiftUI\nlet a = Text(\"used.in.code\")\n".utf8))
    try folder.write("Templates/help.md", Array("# Help\nSee {{questions.blender}} and the \"quoted key\" there.\nsee stale.in.md.\n".utf8))
    try folder.write("L.xcstrings", Array(catalog.utf8))
    return folder
  }

  private let unusedOnly = "L.xcstrings:13:5: warning: [unused-key] really.unused · - · no string literal in the scanned source files can be this key\n"

  func testKeysInTextFilesNamedBySourcesGlobsAreUsed() throws {
    let folder = try app()
    try folder.write(".glossa.yml", Array("sources: [App, \"Templates/*.md\"]\n".utf8))

    let lint = try GlossaExecutable.run(["lint", "--enable-only", "unused-key", "--sources", "App", "L.xcstrings"], in: folder.url)
    let prune = try GlossaExecutable.run(["prune", "--stale", "--sources", "App", "L.xcstrings"], in: folder.url)

    XCTAssertEqual(lint.stdout, unusedOnly)
    XCTAssertEqual(prune.stdout, "L.xcstrings: 2 stale entries, 1 stale but used\n  \"gone\"\n  \"stale.in.md\"  stale but used (kept)\n")
  }

  func testATextFileGivenToSourcesIsSearchedNotLexedAsCode() throws {
    let folder = try app()

    let lint = try GlossaExecutable.run(
      ["lint", "--enable-only", "unused-key", "--sources", "App", "--sources", "Templates/help.md", "L.xcstrings"], in: folder.url)

    XCTAssertEqual(lint.stdout, unusedOnly)
  }
}

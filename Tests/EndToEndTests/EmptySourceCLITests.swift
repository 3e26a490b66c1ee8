import Foundation
import XCTest

/// The key `""` Xcode extracts from `Text("")`: translate, stats and lint leave it alone.
final class EmptySourceCLITests: XCTestCase {
  // Any JSON layout reads; this one keeps the fixture short.
  private let catalog = #"""
    {"sourceLanguage":"en","version":"1.0","strings":{"":{},"Save":{},
    "Done":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Fertig"}}}}}}
    """#

  func testTranslateSucceedsAndNeverSendsTheEmptyKey() throws {
    let folder = try CLIFolder()
    let path = try folder.write("App.xcstrings", Array(catalog.utf8))
    let run = try GlossaExecutable.run(["translate", "--provider", "pseudo", path])
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertFalse(run.stderr.contains("empty"), run.stderr)
    XCTAssertTrue(run.stderr.contains("1/1 cell (de)"), run.stderr)
  }

  func testStatsAndLintLeaveItOutOfTheTotals() throws {
    let folder = try CLIFolder()
    let path = try folder.write("App.xcstrings", Array(catalog.utf8))
    let stats = try GlossaExecutable.run(["stats", "--format", "json", path])
    XCTAssertEqual(stats.status, 0, stats.stderr)
    // Two languages, each counting Done and Save, never the empty key.
    XCTAssertEqual(stats.stdout.components(separatedBy: #""total":2,"#).count - 1, 2, stats.stdout)
    let lint = try GlossaExecutable.run(["lint", path])
    XCTAssertEqual(lint.status, 1, lint.stdout)
    XCTAssertEqual(lint.stdout.components(separatedBy: "[missing]").count - 1, 1, lint.stdout)
    XCTAssertTrue(lint.stdout.contains("[missing] Save · de"), lint.stdout)
  }
}

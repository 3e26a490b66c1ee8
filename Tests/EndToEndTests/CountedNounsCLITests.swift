import Foundation
import XCTest

/// Issue 33 item 10 through the binary: one of a thing is counted in the singular (`1 entry`,
/// `1 batch`, `1 cell`), as `Plural` counts it everywhere.
final class CountedNounsCLITests: XCTestCase {
  static let one = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Cancel" : {

        }
      },
      "version" : "1.0"
    }
    """

  func testStatsAndTranslateCountOneInTheSingular() throws {
    let folder = try CLIFolder()
    let path = try folder.write("One.xcstrings", Array(Self.one.utf8))
    let stats = try GlossaExecutable.run(["stats", path])
    XCTAssertEqual(stats.status, 0, stats.stderr)
    XCTAssertTrue(stats.stdout.hasPrefix("\(path): 1 entry, source language en\n"), stats.stdout)
    let dryRun = try GlossaExecutable.run(["translate", "--provider", "pseudo", "--languages", "de", "--dry-run", path])
    XCTAssertEqual(dryRun.status, 0, dryRun.stderr)
    XCTAssertTrue(dryRun.stdout.contains("batch 1: de, 1 cell, 1 item, about "), dryRun.stdout)
    XCTAssertTrue(dryRun.stdout.contains("\n1 batch, 1 cell, about "), dryRun.stdout)
  }
}

import Foundation
import StringCatalog
import XCTest

/// Issue 33 item 17: `glossa rename` keeps the lint baseline `.glossa.yml` names, and `glossa
/// diff` shows a rename as one `renamed OLD → NEW` line.
final class RenameBaselineCLITests: XCTestCase {
  private let catalog = GitFixture.catalog([
    ("Keep", GitFixture.entry(["en": "Keep", "de": "Behalten"])),
    ("Old", GitFixture.entry(["en": "Old", "de": "Alt", "fr": "Vieux"], state: .needsReview)),
  ])

  func testRenameRewritesTheKeyInTheConfiguredBaseline() throws {
    let folder = try CLIFolder()
    try folder.write(".glossa.yml", Array("baseline: lint-baseline.json\n".utf8))
    try folder.write("L.xcstrings", CatalogWriter.bytes(catalog))
    let written = try GlossaExecutable.run(["lint", "--write-baseline", "lint-baseline.json", "L.xcstrings"], in: folder.url)
    XCTAssertEqual(written.status, 0, written.stderr)

    let rename = try GlossaExecutable.run(["rename", "Old", "New", "L.xcstrings"], in: folder.url)
    let lint = try GlossaExecutable.run(["lint", "--baseline", "lint-baseline.json", "L.xcstrings"], in: folder.url)

    XCTAssertEqual(rename.status, 0, rename.stderr)
    XCTAssertEqual(
      rename.stdout, "L.xcstrings: renamed \"Old\" to \"New\"\nlint-baseline.json: renamed \"Old\" to \"New\" in 3 findings\n")
    XCTAssertEqual(lint.stdout, "")
    XCTAssertEqual(lint.status, 0, lint.stderr)
    XCTAssertTrue(try folder.text("lint-baseline.json").contains(#""key":"New""#))
    XCTAssertFalse(try folder.text("lint-baseline.json").contains(#""key":"Old""#))
  }

  func testDiffShowsARenameAsOneLine() throws {
    let repository = try GitTestRepository()
    try repository.write("L.xcstrings", catalog)
    try repository.commitAll("old")
    let rename = try GlossaExecutable.run(["rename", "Old", "New", "L.xcstrings"], in: repository.url)
    XCTAssertEqual(rename.status, 0, rename.stderr)

    let run = try GlossaExecutable.run(["diff", "HEAD"], in: repository.url)

    XCTAssertEqual(run.status, 1, run.stderr)
    XCTAssertEqual(run.stdout, "L.xcstrings\n  renamed Old → New\n")
  }
}

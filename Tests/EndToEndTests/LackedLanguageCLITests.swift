import Foundation
import StringCatalog
import XCTest

/// Issue 33 item 18: `stats` and the editor agree on a language a catalog lacks. Catalogs read
/// together are one app: a language any of them has is a row in each, every entry missing where
/// the catalog lacks it, as the editor shows a column of missing cells (see
/// `LackedLanguageEditorTests` for the editor's side of the same two catalogs).
final class LackedLanguageCLITests: XCTestCase {
  static let withFrench = GitFixture.catalog([
    ("X", GitFixture.entry(["en": "X", "de": "DE X", "fr": "FR X"])), ("Y", GitFixture.entry(["en": "Y", "de": "DE Y", "fr": "FR Y"])),
  ])
  static let withoutFrench = GitFixture.catalog([("Z", GitFixture.entry(["en": "Z", "de": "DE Z"]))])

  func testACatalogLackingALanguageOfTheOthersCountsItMissing() throws {
    let folder = try CLIFolder()
    try folder.write("A.xcstrings", CatalogWriter.bytes(Self.withFrench))
    try folder.write("B.xcstrings", CatalogWriter.bytes(Self.withoutFrench))

    let run = try GlossaExecutable.run(["stats", "A.xcstrings", "B.xcstrings"], in: folder.url)

    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(
      run.stdout.components(separatedBy: "\n\n")[1...].joined(separator: "\n\n"),
      """
      B.xcstrings: 1 entry, source language en
      language     total  translated  review  machine  new  missing  stale  dnt  percent
      en (source)      1           1       0        0    0        0      0    0     100%
      de               1           1       0        0    0        0      0    0     100%
      fr               1           0       0        0    0        1      0    0       0%

      total: 2 catalogs, 3 entries, source language en
      language     total  translated  review  machine  new  missing  stale  dnt  percent
      en (source)      3           3       0        0    0        0      0    0     100%
      de               3           3       0        0    0        0      0    0     100%
      fr               3           2       0        0    0        1      0    0    66.6%

      """)
  }
}

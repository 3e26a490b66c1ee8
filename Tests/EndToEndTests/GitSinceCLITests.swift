import Foundation
import StringCatalog
import XCTest

/// `lint --since REF` (source-changed) and `mark-review --since REF` in a real repository: the
/// English text of "Done" changes after the translations were made.
final class GitSinceCLITests: XCTestCase {
  private let old = GitFixture.catalog([
    ("Cancel", GitFixture.entry(["en": "Cancel", "de": "Abbrechen", "fr": "Annuler"])),
    ("Done", GitFixture.entry(["en": "Done", "de": "Fertig", "fr": "Terminé"])),
    ("Open", GitFixture.entry(["en": "Open", "de": "Öffnen"])),
  ])

  /// Commits `old`, then changes Done's and Open's source text (Open's German already needs review).
  private func repositoryWithChangedSource() throws -> (GitTestRepository, Catalog) {
    let repository = try GitTestRepository()
    try repository.write("L.xcstrings", old)
    try repository.commitAll("translated")
    var new = old
    new.strings["Done"]?.setLocalization(Localization(value: "Finish", state: .translated), for: "en")
    new.strings["Open"]?.setLocalization(Localization(value: "Open…", state: .translated), for: "en")
    new.strings["Open"]?.setLocalization(Localization(value: "Öffnen", state: .needsReview), for: "de")
    new.strings["Cancel"]?.setLocalization(Localization(value: "Abbruch", state: .translated), for: "de")
    try repository.write("L.xcstrings", new)
    return (repository, new)
  }

  func testLintSinceWarnsAboutTranslationsOfChangedSources() throws {
    let (repository, _) = try repositoryWithChangedSource()

    let run = try GlossaExecutable.run(["lint", "--since", "HEAD", "--enable-only", "source-changed", "L.xcstrings"], in: repository.url)

    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(
      run.stdout,
      """
      L.xcstrings:31:23: warning: [source-changed] Done · de · the source text changed since HEAD ("Done" → "Finish"); still translated
      L.xcstrings:43:23: warning: [source-changed] Done · fr · the source text changed since HEAD ("Done" → "Finish"); still translated

      """)
    let strict = try GlossaExecutable.run(["lint", "--strict", "--since", "HEAD", "--enable-only", "source-changed", "L.xcstrings"], in: repository.url)
    XCTAssertEqual(strict.status, 1)
  }

  func testLintWithoutSinceHasNoSourceChangedFindings() throws {
    let (repository, _) = try repositoryWithChangedSource()

    let run = try GlossaExecutable.run(["lint", "--enable-only", "source-changed", "L.xcstrings"], in: repository.url)

    XCTAssertEqual(run.stdout, "")
  }

  func testMarkReviewMarksThemInOneSave() throws {
    let (repository, new) = try repositoryWithChangedSource()
    var expected = new
    expected.strings["Done"]?.setLocalization(Localization(value: "Fertig", state: .needsReview), for: "de")
    expected.strings["Done"]?.setLocalization(Localization(value: "Terminé", state: .needsReview), for: "fr")

    let run = try GlossaExecutable.run(["mark-review", "--since", "HEAD", "L.xcstrings"], in: repository.url)

    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(
      run.stdout,
      """
      Done · de, fr: needs review (source "Done" → "Finish")
      marked 2 translations of 1 key needs review in L.xcstrings

      """)
    XCTAssertEqual(try repository.folder.bytes("L.xcstrings"), CatalogWriter.bytes(expected))
    let again = try GlossaExecutable.run(["mark-review", "--since", "HEAD", "L.xcstrings"], in: repository.url)
    XCTAssertEqual(again.stdout, "nothing to mark: no translated string's source changed since HEAD\n")
    let lint = try GlossaExecutable.run(["lint", "--since", "HEAD", "--enable-only", "source-changed", "L.xcstrings"], in: repository.url)
    XCTAssertEqual(lint.stdout, "")
  }

  func testUnknownRevisionExits2AndWritesNothing() throws {
    let (repository, new) = try repositoryWithChangedSource()

    let run = try GlossaExecutable.run(["mark-review", "--since", "nope", "L.xcstrings"], in: repository.url)

    XCTAssertEqual(run.status, 2)
    XCTAssertEqual(run.stderr, "glossa: nope: not a git revision\n")
    XCTAssertEqual(try repository.folder.bytes("L.xcstrings"), CatalogWriter.bytes(new))
  }
}

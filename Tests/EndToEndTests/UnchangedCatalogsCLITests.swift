import Foundation
import StringCatalog
import XCTest

/// Issue 33 item 3, the work count: `diff REF`, `lint --since REF` and `mark-review --since REF`
/// read only the catalogs that changed since REF. An app's other catalogs are neither read from
/// git nor parsed. Two catalogs here are not valid JSON, unchanged since the commit: one
/// untouched (git's `diff-index` leaves it out), one written again with the same bytes and a new
/// time stamp (git lists it, and the bytes are compared). Parsing either would report it.
final class UnchangedCatalogsCLITests: XCTestCase {
  private static let broken = Array("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n".utf8)

  private func repository() throws -> GitTestRepository {
    let repository = try GitTestRepository()
    try FileManager.default.createDirectory(atPath: repository.folder.path("App/Settings"), withIntermediateDirectories: true)
    try repository.write("App/Changed.xcstrings", GitFixture.catalog([("Done", GitFixture.entry(["en": "Done", "de": "Fertig"]))]))
    _ = try repository.folder.write("App/Untouched.xcstrings", Self.broken)
    let rewritten = try repository.folder.write("App/Settings/Rewritten.xcstrings", Self.broken)
    try repository.commitAll("translated")
    try repository.write("App/Changed.xcstrings", GitFixture.catalog([("Done", GitFixture.entry(["en": "Finish", "de": "Fertig"]))]))
    _ = try repository.folder.write("App/Settings/Rewritten.xcstrings", Self.broken)
    try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(60)], ofItemAtPath: rewritten)
    return repository
  }

  func testDiffParsesOnlyTheChangedCatalog() throws {
    let repository = try repository()

    let run = try GlossaExecutable.run(["diff", "HEAD"], in: repository.url)

    XCTAssertEqual(run.stderr, "")
    XCTAssertEqual(run.status, 1)
    XCTAssertEqual(run.stdout, "App/Changed.xcstrings\n  Done · en: \"Done\" → \"Finish\" (translated)\n")
  }

  func testLintSinceComparesOnlyTheChangedCatalog() throws {
    let repository = try repository()

    let run = try GlossaExecutable.run(["lint", "--since", "HEAD", "--enable-only", "source-changed", "."], in: repository.url)

    // lint itself reads every catalog (parse-error); the revision's versions of the unchanged ones are not read.
    XCTAssertFalse(run.stderr.contains("HEAD:"), run.stderr)
    XCTAssertEqual(run.status, 2, run.stderr)
    let lines = run.stdout.split(separator: "\n").map(String.init)
    guard lines.count == 3 else { return XCTFail("3 findings expected: \(run.stdout)") }
    XCTAssertTrue(lines[0].hasPrefix("App/Changed.xcstrings:"), run.stdout)
    XCTAssertTrue(lines[0].contains("[source-changed] Done · de · the source text changed since HEAD (\"Done\" → \"Finish\")"), run.stdout)
    XCTAssertTrue(lines[1].hasPrefix("App/Settings/Rewritten.xcstrings:") && lines[1].contains("[parse-error]"), run.stdout)
    XCTAssertTrue(lines[2].hasPrefix("App/Untouched.xcstrings:") && lines[2].contains("[parse-error]"), run.stdout)
  }

  func testMarkReviewMarksTheChangedCatalogAndReadsNoOther() throws {
    let repository = try repository()

    let run = try GlossaExecutable.run(["mark-review", "--since", "HEAD", "App"], in: repository.url)

    XCTAssertEqual(run.stderr, "")
    XCTAssertEqual(run.status, 0)
    XCTAssertEqual(
      run.stdout.split(separator: "\n").sorted(),
      [
        "Done · de: needs review (source \"Done\" → \"Finish\")",
        "marked 1 translation of 1 key needs review in App/Changed.xcstrings",
        "nothing to mark: no translated string's source changed since HEAD in App/Settings/Rewritten.xcstrings",
        "nothing to mark: no translated string's source changed since HEAD in App/Untouched.xcstrings",
      ])
  }
}

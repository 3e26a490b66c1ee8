import Foundation
import XCTest

/// `.ci/corpus-format-check`: CI's check that `format --check` leaves the Xcode-written corpus
/// catalogs untouched says "left all … untouched" only when it did (it once said so after a
/// failure too), on a corpus made here of one catalog in form and, for the failing case, one not.
final class CorpusFormatCheckScriptTests: XCTestCase {
  private let script = CLIPaths.repositoryRoot.appendingPathComponent(".ci/corpus-format-check")

  private func corpus(_ catalogs: [(name: String, text: String)]) throws -> CLIFolder {
    let folder = try CLIFolder()
    try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("xcstrings"), withIntermediateDirectories: true)
    var manifest = "file\trepo\tcommit\tpath\txcode_exact\n"
    for catalog in catalogs {
      try folder.write("xcstrings/" + catalog.name, Array(catalog.text.utf8))
      manifest += "\(catalog.name)\tsome/app\t0\t\(catalog.name)\tyes\n"
    }
    try folder.write("manifest-xcstrings.tsv", Array(manifest.utf8))
    return folder
  }

  private func check(_ corpus: CLIFolder) throws -> Shell.Result {
    Shell.run(["bash", script.path, try GlossaExecutable.require().path, corpus.url.path])
  }

  func testACorpusInFormIsReportedUntouched() throws {
    let result = try check(try corpus([("A.xcstrings", CLITests.formatted)]))
    XCTAssertEqual(result.status, 0, result.error)
    XCTAssertTrue(
      result.output.hasSuffix("conformance: glossa format --check left all 1 Xcode-written corpus catalogs untouched\n"),
      result.output)
  }

  func testACatalogOutOfFormFailsAndIsNotReportedUntouched() throws {
    let result = try check(try corpus([("A.xcstrings", CLITests.formatted), ("B.xcstrings", CLITests.unformatted)]))
    XCTAssertEqual(result.status, 1, result.output)
    XCTAssertFalse(result.output.contains("untouched"), result.output)
    XCTAssertTrue(
      result.output.hasSuffix(
        "conformance: glossa format --check would change Xcode-written corpus catalogs (listed above)\n"), result.output)
  }
}

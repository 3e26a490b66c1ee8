import CatalogTestSupport
import XCTest

@testable import CatalogChecks
@testable import CatalogEditing
@testable import CatalogFiles
@testable import CatalogModel
@testable import CatalogWorkspace
import StringCatalog

/// Lint over real catalogs and legacy files: every one completes, every finding is located.
final class LintCorpusTests: XCTestCase {
  func testEveryCorpusCatalogLintsWithLocatedFindings() throws {
    try XCStringsCorpus.requireDirectory()
    let files = try FileManager.default.contentsOfDirectory(atPath: XCStringsCorpus.directory.path).filter {
      $0.hasSuffix(".xcstrings")
    }
    XCTAssertGreaterThan(files.count, 50)
    var total = 0
    for file in files.sorted() {
      let path = XCStringsCorpus.directory.appendingPathComponent(file).path
      let result = CatalogLinter.lint(path: path)
      XCTAssertFalse(result.isUnreadable, "\(file): \(result.findings.first.map(TextFindingFormat.line) ?? "")")
      for finding in result.findings {
        XCTAssertEqual(finding.file, path)
        XCTAssertNotNil(finding.line, TextFindingFormat.line(finding))
        XCTAssertGreaterThanOrEqual(finding.column ?? 0, 1, TextFindingFormat.line(finding))
      }
      total += result.findings.count
    }
    XCTAssertGreaterThan(total, 0)
  }

  func testLeafFindingsPointAtTheirValue() throws {
    try XCStringsCorpus.requireDirectory()
    let path = XCStringsCorpus.directory.appendingPathComponent(
      "Dimillian__IceCubesApp__IceCubesApp_Resources_Localization_Localizable.xcstrings"
    ).path
    let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
    let result = CatalogLinter.lint(path: path, options: LintOptions(checks: CheckOptions(enabled: [.new, .needsReview])))
    XCTAssertFalse(result.findings.isEmpty)
    for finding in result.findings.prefix(500) {
      let line = lines[(finding.line ?? 1) - 1]
      let rest = String(String.UnicodeScalarView(line.unicodeScalars.dropFirst((finding.column ?? 1) - 1)))
      XCTAssertTrue(rest.hasPrefix("\""), "\(TextFindingFormat.line(finding)) → \(line)")
      XCTAssertTrue(lines[(finding.line ?? 1) - 1].contains("\"value\""), "\(TextFindingFormat.line(finding)) → \(line)")
    }
  }

  func testEveryCorpusLegacyFileLints() throws {
    try XCStringsCorpus.requireDirectory()
    let folder = TestPaths.corpus.appendingPathComponent("strings")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    for file in files where file.hasSuffix(".strings") || file.hasSuffix(".stringsdict") {
      let result = LegacyLinter.lint(path: folder.appendingPathComponent(file).path)
      XCTAssertFalse(result.isUnreadable, "\(file): \(result.findings.first.map(TextFindingFormat.line) ?? "")")
    }
  }

  func testTheSampleCatalog() throws {
    let result = CatalogLinter.lint(path: TestPaths.sampleCatalog.path)
    XCTAssertFalse(result.isUnreadable)
    let ids = Set(result.findings.map(\.check))
    XCTAssertTrue(ids.isSuperset(of: [.missing, .new, .needsReview, .stale]), "\(ids)")
    XCTAssertFalse(ids.contains(.formatSpecifiers), result.findings.map(TextFindingFormat.line).joined(separator: "\n"))
  }
}

import Foundation
import StringCatalog
import TestSupport
import XCTest

@testable import Editor

/// The count test over the corpus: for every catalog of `../shared/corpus`, `glossa stats`'s
/// figures, the editor's (stats cache, status bar, the missing / needs-review /
/// machine-translated filters) and lint's missing findings agree, language by language.
final class CountCorpusTests: XCTestCase {
  func testStatsEditorAndLintCountTheSameOverTheCorpus() throws {
    try TestCorpus.require()
    let folder = TestCorpus.xcstrings
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".xcstrings") }.sorted()
    XCTAssertGreaterThan(files.count, 50)
    var totals = (files: 0, languages: 0, missing: 0, needsReview: 0, machine: 0, stale: 0)
    for file in files {
      let path = folder.appendingPathComponent(file).path
      let catalog = try CatalogReader.read(path: path).catalog
      let stats = catalog.stats()
      let lint = CatalogLinter.lint(path: path, options: LintOptions(checks: CheckOptions(enabled: [.missing])))
      XCTAssertFalse(lint.isUnreadable, file)
      var lintMissing: [String: Int] = [:]
      for finding in lint.findings where finding.check == .missing {
        lintMissing[finding.language ?? "", default: 0] += 1
      }
      XCTAssertTrue(Set(lintMissing.keys).isSubset(of: stats.map(\.language)), "\(file): lint reports a language stats lacks")

      var harness = EditorHarness(catalog: catalog, width: 300, height: 20)
      XCTAssertEqual(harness.state.columns.all, stats.map(\.language), file)
      for (column, language) in stats.enumerated() {
        let where_ = "\(file) \(language.language)"
        XCTAssertEqual(harness.state.stats[language.language], language, where_)
        XCTAssertEqual(lintMissing[language.language] ?? 0, language.missing, "\(where_): lint missing")
        XCTAssertEqual(
          language.translated + language.needsReview + language.new + language.missing + language.machineTranslated,
          language.total, where_)
        XCTAssertEqual(language.total + language.leftOut, catalog.strings.count, where_)

        harness.state.cursorColumn = column
        harness.state.applyFilter(.all(language: language.language))
        XCTAssertTrue(harness.statusLine.hasSuffix(Self.statusBarCoverage(language)), "\(where_): \(harness.statusLine)")
        harness.type("fm")
        XCTAssertEqual(harness.state.rows.count, language.missing, "\(where_): f m rows")
        harness.type("fr")
        XCTAssertEqual(harness.state.rows.count, language.needsReview, "\(where_): f r rows")
        harness.type("ft")
        XCTAssertEqual(harness.state.rows.count, language.machineTranslated, "\(where_): f t rows")

        totals.languages += 1
        totals.missing += language.missing
        totals.needsReview += language.needsReview
        totals.machine += language.machineTranslated
        totals.stale += language.leftOut
      }
      totals.files += 1
    }
    // The totals only show when the test fails: swift test prints nothing of its own.
    XCTAssertGreaterThan(
      totals.languages, 0,
      "count corpus: \(totals.files) catalogs, \(totals.languages) languages, \(totals.missing) missing, "
        + "\(totals.needsReview) needs review, \(totals.machine) machine-translated, \(totals.stale) left out (stale)")
  }

  /// What the status bar ends with for these figures: "de 87.5% · 12 missing · 1 new · 5 review".
  private static func statusBarCoverage(_ stats: LanguageStats) -> String {
    var parts = ["\(stats.language) \(PercentText.format(stats.percent))"]
    if stats.missing > 0 { parts.append("\(stats.missing) missing") }
    if stats.new > 0 { parts.append("\(stats.new) new") }
    if stats.needsReview > 0 { parts.append("\(stats.needsReview) review") }
    if stats.machineTranslated > 0 { parts.append("\(stats.machineTranslated) machine") }
    return parts.joined(separator: " · ")
  }
}

import CatalogTestSupport
import XCTest

@testable import CatalogChecks
@testable import CatalogEditing
@testable import CatalogFiles
@testable import CatalogModel
@testable import CatalogWorkspace
import StringCatalog

/// Lint reads a large file on two threads and checks its entries on two threads, each half of
/// the entries on one: the findings are those of one thread doing it all, in the order lint prints them.
final class ParallelLintTests: TwoThreadReadTestCase {
  func testTwoCoresFindWhatOneFindsInTheSameOrder() throws {
    let catalog = ReadLayouts.catalog(entries: 3_000)
    for (name, layout) in ReadLayouts.layouts {
      let bytes = ReadLayouts.bytes(catalog, layout: layout)
      LaterPart.joinedCount = 0
      let lint = CatalogLinter.lint(bytes: bytes, path: "big.xcstrings")
      XCTAssertEqual(LaterPart.joinedCount, 1, "\(name): read on two threads")
      let read = try CatalogReader.read(bytes: bytes, parallel: false)
      XCTAssertEqual(read.catalog, catalog, name)
      var oneThread = CatalogChecker(catalog: read.catalog).run(read.catalog)
      XCTAssertGreaterThanOrEqual(oneThread.count, 2_000, "\(name): enough findings in both halves")
      FindingLocator(bytes: bytes).locate(&oneThread)
      for slot in oneThread.indices { oneThread[slot].file = "big.xcstrings" }
      XCTAssertEqual(lint.findings.count, oneThread.count, name)
      // Sorted entry by entry on the check threads: already in the order the run prints them.
      XCTAssertEqual(lint.findings.map(TextFindingFormat.line), LintRun.sorted(oneThread).map(TextFindingFormat.line), name)
      XCTAssertTrue(FindingOrder.isSorted(lint.findings), "\(name): the run's sort has nothing to move")
      XCTAssertFalse(lint.findings.contains { $0.line == nil }, "\(name): every finding located")
    }
  }

  /// A minified catalog is one line: an entry's findings are still located in steps of its own
  /// size, not of everything before it on the line (lint of a large one-line file once took
  /// time quadratic in its size).
  func testFindingsOnOneLongLineAreLocatedInStepsOfTheirEntry() throws {
    let catalog = ReadLayouts.catalog(entries: 2_000)
    let bytes = JSONRelayout.minified.apply(to: CatalogWriter.bytes(catalog))
    let all = CatalogChecker(catalog: catalog).run(catalog)
    let key = try XCTUnwrap(catalog.strings.keys.last { key in all.contains { $0.key == key } })
    var findings = all.filter { $0.key == key }
    let work = CheckWork()
    FindingLocator(bytes: bytes).locateEntry(&findings, findings.indices, work: work)
    XCTAssertTrue(findings.allSatisfy { $0.line == 1 }, "one line")
    let keyColumn = try XCTUnwrap(findings.compactMap(\.column).min())
    XCTAssertGreaterThan(keyColumn, bytes.count / 2, "the last entries are far along the line")
    XCTAssertLessThan(work.steps, bytes.count / 100, "steps of one entry, not of the line")
    // The key's column, counted on from key to key, is the one the reader's locator gives.
    let place = try XCTUnwrap(bytes.withUnsafeBufferPointer { CatalogEntryIndex(bytes: $0)[key] })
    let reader = SourceLocator(bytes: bytes).location(of: place.keyOffset)
    XCTAssertEqual([place.line, place.column], [reader.line, reader.column])
  }
}

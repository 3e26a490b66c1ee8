import XCTest

@testable import StringCatalog

/// Lint reads a large file on two threads and checks its entries on two threads, each half of
/// the entries on one: the findings are those of one thread doing it all, in the same order.
final class ParallelLintTests: TwoThreadReadTestCase {
  func testTwoCoresFindWhatOneFindsInTheSameOrder() throws {
    let catalog = AnyLayoutReadTests.catalog(entries: 3_000)
    for (name, layout) in AnyLayoutReadTests.layouts {
      let bytes = AnyLayoutReadTests.bytes(catalog, layout: layout)
      SecondHalf.joinedCount = 0
      let lint = CatalogLinter.lint(bytes: bytes, path: "big.xcstrings")
      XCTAssertEqual(SecondHalf.joinedCount, 1, "\(name): read on two threads")
      let read = try CatalogReader.read(bytes: bytes, parallel: false)
      XCTAssertEqual(read.catalog, catalog, name)
      var oneThread = CatalogChecker(catalog: read.catalog).run(read.catalog)
      XCTAssertGreaterThanOrEqual(oneThread.count, 2_000, "\(name): enough findings in both halves")
      FindingLocator(bytes: bytes).locate(&oneThread)
      for slot in oneThread.indices { oneThread[slot].file = "big.xcstrings" }
      XCTAssertEqual(lint.findings.count, oneThread.count, name)
      XCTAssertEqual(lint.findings.map(TextFindingFormat.line), oneThread.map(TextFindingFormat.line), name)
      XCTAssertFalse(lint.findings.contains { $0.line == nil }, "\(name): every finding located")
    }
  }
}

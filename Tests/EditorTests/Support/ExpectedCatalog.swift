import StringCatalog
import XCTest

/// Builds the catalog a test expects by changing the sample by hand, then compares the bytes
/// Glossa would write, so a test sees every difference (states, order, members) at once.
enum ExpectedCatalog {
  static func sample(_ change: (inout Catalog) -> Void) throws -> [UInt8] {
    var catalog = try Fixtures.sample()
    change(&catalog)
    return CatalogWriter.bytes(catalog)
  }
}

func XCTAssertSameBytes(_ actual: [UInt8], _ expected: [UInt8], file: StaticString = #filePath, line: UInt = #line) {
  if actual != expected {
    let actualText = String(decoding: actual, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    let expectedText = String(decoding: expected, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    let firstDifference = zip(actualText, expectedText).enumerated().first { $0.element.0 != $0.element.1 }
    let where_ = firstDifference.map { "line \($0.offset + 1): got \($0.element.0) expected \($0.element.1)" } ?? "lengths differ"
    XCTFail("catalog bytes differ at \(where_)", file: file, line: line)
  }
}

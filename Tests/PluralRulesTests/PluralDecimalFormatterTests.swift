import Foundation
import XCTest

@testable import PluralRules

/// Decimals are selected through number formatters kept per count of fraction digits (opening
/// one per call made lint's warm-up of 30 languages take tens of milliseconds): the keyword is
/// the one a formatter opened for the call alone gives, for every language, whatever the
/// digits, and from two threads at once.
final class PluralDecimalFormatterTests: XCTestCase {
  private static let languages = [
    "en", "fr", "ru", "ar", "cs", "pl", "lt", "lv", "sl", "ga", "br", "cy", "he", "pt", "pt-PT", "ja", "is", "mk", "gv",
    "fil", "xx-Nonsense",
  ]

  private static let decimals: [String] =
    ["0", "1", "2", "-1", "11", "1000000", "01", "1.", ".5", "1e3", "", "1.0.0"]
    + PluralSampleScan.decimalCandidates
    + ["1.00", "2.50", "0.01", "1.10", "21.000", "1.0001", "3." + String(repeating: "0", count: 32), "3." + String(repeating: "0", count: 33)]

  func testKeptFormattersSelectWhatAFormatterOfTheirOwnSelects() throws {
    var compared = 0
    for language in Self.languages {
      let handle = try XCTUnwrap(ICUPluralRulesHandle(localeID: ICUPluralRulesHandle.localeID(forLanguage: language)))
      for decimal in Self.decimals {
        XCTAssertEqual(
          handle.keyword(forDecimal: decimal), handle.keywordThroughOwnFormatter(forDecimal: decimal), "\(language) \(decimal)")
        compared += 1
      }
    }
    XCTAssertGreaterThan(compared, 6_000)
  }

  func testTwoThreadsShareTheKeptFormatters() throws {
    let handles = try Self.languages.map { language in
      try XCTUnwrap(ICUPluralRulesHandle(localeID: ICUPluralRulesHandle.localeID(forLanguage: language)))
    }
    let expected = handles.map { handle in Self.decimals.map { handle.keywordThroughOwnFormatter(forDecimal: $0) } }
    let results = Results(count: 2)
    DispatchQueue.concurrentPerform(iterations: 2) { thread in
      // Each thread goes through the languages in its own order, so both ask for formatters at once.
      let order = thread == 0 ? Array(handles.indices) : handles.indices.reversed()
      var found = [[String?]](repeating: [], count: handles.count)
      for index in order { found[index] = Self.decimals.map { handles[index].keyword(forDecimal: $0) } }
      results.set(thread, found)
    }
    XCTAssertEqual(results.get(0).map { $0.map { $0 ?? "-" } }, expected.map { $0.map { $0 ?? "-" } })
    XCTAssertEqual(results.get(1).map { $0.map { $0 ?? "-" } }, expected.map { $0.map { $0 ?? "-" } })
  }
}

/// Each thread's keywords, written once per slot under a lock.
private final class Results: @unchecked Sendable {
  private let lock = NSLock()
  private var slots: [[[String?]]]

  init(count: Int) { slots = Array(repeating: [], count: count) }

  func set(_ slot: Int, _ value: [[String?]]) { lock.withLock { slots[slot] = value } }
  func get(_ slot: Int) -> [[String?]] { lock.withLock { slots[slot] } }
}

import CatalogTestSupport
import XCTest

@testable import CatalogChecks
@testable import CatalogEditing
@testable import CatalogFiles
@testable import CatalogModel
@testable import CatalogWorkspace
import StringCatalog

/// The similarity a translation memory reports, and the index that finds similar texts without
/// scanning: it must find exactly what a scan finds, and look at more texts only when more match.
final class SimilarTextIndexTests: XCTestCase {
  func testSimilarityIsTheEditDistanceAsAShareOfTheLongerText() {
    XCTAssertEqual(TextSimilarity.percent("Save the file", "Save the file"), 100)
    XCTAssertEqual(TextSimilarity.percent("Save the file", "save the file"), 99, "only identical text is 100 %")
    XCTAssertEqual(TextSimilarity.percent("Save the file", "Save the files"), 92, "1 edit in 14")
    XCTAssertEqual(TextSimilarity.percent("Save the file", "Save this file"), 85, "2 edits in 14")
    XCTAssertEqual(TextSimilarity.percent("Save the file", "Open the file"), 69, "4 edits in 13")
    XCTAssertNil(TextSimilarity.percent("Save the file", "Open the file", minimum: 70))
    XCTAssertEqual(TextSimilarity.percent("Straße", "STRASSE"), 71, "case folding as Swift lowercases: 2 edits in 7")
    XCTAssertEqual(TextSimilarity.percent("", "x"), 0)
  }

  /// Every text a full scan scores at 70 % or more, and only those, with the same percentage:
  /// the trigram count filter never drops a match (short texts, repeats, one-letter queries).
  func testTheIndexFindsExactlyWhatAScanFinds() {
    let words = ["save", "the", "file", "files", "open", "a", "aa", "map", "maps", "offline", "Save", "FILE", "é", "地図"]
    var texts: [String] = []
    for first in words {
      for second in words.prefix(8) { texts.append(first + " " + second) }
      texts.append(first)
      texts.append(first + first)
    }
    var index = SimilarTextIndex()
    for text in texts { index.add(text) }
    for query in texts.prefix(60) + ["s", "aaa", "save thefile", "地図 map", "ope the file"] {
      var work = SimilarTextIndex.Work()
      let found = index.matches(for: query, minimum: 70, work: &work).map { "\($0.id):\($0.percent)" }
      let scanned = texts.enumerated().compactMap { id, text -> String? in
        guard let percent = TextSimilarity.percent(text.lowercased(), query.lowercased(), minimum: 70) else { return nil }
        return "\(id):\(percent)"
      }
      XCTAssertEqual(found, scanned, "query “\(query)”")
    }
  }

  /// A lookup reads the postings of the query's trigrams and scores the texts that share enough
  /// of them: 10,000 unrelated texts more change neither count.
  func testLookupWorkGrowsWithTheMatchesNotWithTheIndex() {
    func work(unrelated: Int) -> SimilarTextIndex.Work {
      var index = SimilarTextIndex()
      let alphabet = Array("bcgjkqrsuvxyz")
      for number in 0..<unrelated {
        var text = "z"
        var rest = number
        repeat {
          text.append(alphabet[rest % alphabet.count])
          rest /= alphabet.count
        } while rest > 0
        // As long as the query, so only the trigrams tell them apart.
        index.add(text + String(repeating: " 42", count: 8).prefix(24 - text.count))
      }
      for text in ["Download the offline map", "Download the offline maps", "Download a map", "Delete the offline map"] {
        index.add(text)
      }
      var work = SimilarTextIndex.Work()
      let matches = index.matches(for: "Download the offline map", minimum: 70, work: &work)
      XCTAssertEqual(matches.map(\.percent), [100, 96, 75])
      return work
    }
    let small = work(unrelated: 100)
    let large = work(unrelated: 10_000)
    XCTAssertEqual(small, large)
    XCTAssertEqual(large.candidatesScored, 3, "the three matches; “Download a map” fails the trigram count unscored")
  }
}

/// The bit-parallel distance agrees with the textbook table, across the 64-scalar word size.
final class EditDistanceTests: XCTestCase {
  func testBitParallelDistanceMatchesTheTable() {
    var seed: UInt64 = 1
    func next(_ bound: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((seed >> 33) % UInt64(bound))
    }
    let alphabet: [UInt32] = [97, 98, 99, 0xE9, 0x5730, 32]
    for _ in 0..<2_000 {
      let a = (0..<next(70)).map { _ in alphabet[next(alphabet.count)] }
      let b = (0..<next(70)).map { _ in alphabet[next(alphabet.count)] }
      let limit = next(80)
      XCTAssertEqual(EditDistancePattern(b).distance(to: a, limit: limit), TextSimilarity.boundedDistance(a, b, limit: limit), "\(a) \(b) ≤ \(limit)")
    }
  }
}

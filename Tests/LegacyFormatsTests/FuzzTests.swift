import XCTest

@testable import LegacyFormats

/// Random damage to valid text must give entries or an error, never a crash
/// or a hang.
final class FuzzTests: XCTestCase {
  private let stringsSeed = Array(
    """
    /* comment */
    "a" = "b\\n\\"c\\" \\U00e9 \\ud83d\\ude00";
    // line
    key = value;
    "x" = 'y';
    """.utf8)

  private let stringsDictSeed = Array(
    """
    <?xml version="1.0"?><!DOCTYPE plist><plist version="1.0"><dict><key>k &amp;</key><dict>
    <key>NSStringLocalizedFormatKey</key><string>%#@v@</string><key>v</key><dict>
    <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
    <key>one</key><string><![CDATA[x]]></string><key>other</key><string/></dict></dict></dict></plist>
    """.utf8)

  private let alphabet = Array("\"';={}()<>/*\\\n\r uU0&#;![]-?x".utf8) + [0x00, 0xC3, 0xFF, 0xFE, 0xEF]

  private func mutations(of seed: [UInt8], count: Int, body: ([UInt8]) -> Void) {
    var random = SplitMix64(seed: 42)
    for _ in 0..<count {
      var bytes = seed
      for _ in 0...random.next(below: 3) {
        let index = random.next(below: bytes.count)
        switch random.next(below: 3) {
        case 0: bytes[index] = alphabet[random.next(below: alphabet.count)]
        case 1: bytes.remove(at: index)
        default: bytes.insert(alphabet[random.next(below: alphabet.count)], at: index)
        }
      }
      body(bytes)
    }
  }

  /// The seeds themselves read, with what they hold: a damaged copy is damage to a valid file.
  func testTheSeedsRead() throws {
    let strings = try StringsFile.parse(stringsSeed)
    XCTAssertEqual(strings.dictionary["a"], "b\n\"c\" é 😀")
    XCTAssertEqual(strings.dictionary["key"], "value")
    XCTAssertEqual(strings.dictionary["x"], "y")
    let stringsDict = try StringsDictFile.parse(stringsDictSeed)
    XCTAssertEqual(stringsDict.entries.map(\.key), ["k &"])
  }

  func testMutatedStringsFiles() {
    var outcomes = FuzzOutcomes()
    mutations(of: stringsSeed, count: 3_000) { outcomes.record($0, StringsFile.parse) }
    outcomes.assertBothPathsReached()
  }

  func testMutatedStringsDictFiles() {
    var outcomes = FuzzOutcomes()
    mutations(of: stringsDictSeed, count: 2_000) { outcomes.record($0, StringsDictFile.parse) }
    outcomes.assertBothPathsReached()
  }

  /// Every proper prefix of a valid file: the whole one reads, the empty one too (no entries).
  func testEveryPrefixOfAValidFile() {
    var strings = FuzzOutcomes()
    for length in 0...stringsSeed.count {
      strings.record(Array(stringsSeed.prefix(length)), StringsFile.parse)
    }
    strings.assertBothPathsReached()
    var stringsDict = FuzzOutcomes()
    for length in 0...stringsDictSeed.count {
      stringsDict.record(Array(stringsDictSeed.prefix(length)), StringsDictFile.parse)
    }
    XCTAssertEqual(stringsDict.parsed, 1, "only the whole plist reads")
  }
}

import CatalogTestSupport
import XCTest

@testable import StringCatalog

/// The reader loads 8, 16 and 32 bytes at a time. Each input here ends at the last byte that
/// may be read (`ExactEndBuffer`), at every offset around those sizes: a load that passes the
/// end crashes the test (or, under AddressSanitizer, is reported).
final class ReaderBufferEndTests: XCTestCase {
  private let buffer = ExactEndBuffer(capacity: 16 << 10)

  private static let lineAndSixteenSpaces = Array("\n".utf8) + [UInt8](repeating: 0x20, count: 16)

  /// The same outcome in both placements.
  private func readCatalog(_ bytes: [UInt8], plain: Bool = true, file: StaticString = #filePath, line: UInt = #line) -> ScanOutcome {
    let outcomes = buffer.withEachPlacement(bytes) { ScanOutcome(reading: $0, plain: plain) }
    XCTAssertEqual(outcomes[0], outcomes[1], file: file, line: line)
    return outcomes[0]
  }

  /// The inputs AddressSanitizer caught reading one byte past the end (a line break and exactly
  /// 16 spaces end the input): after an object's `{` (`readMembers`), before a member's `:`
  /// (`expect`), and after `"plural"` in the straight-line path for variations.
  func testALineBreakAndSixteenSpacesAtTheEndAreReadAsTheEndOfTheFile() {
    let cases: [(String, String)] = [
      ("{", "error at 0: unexpected end of file: the object opened here is not closed"),
      ("{\"sourceLanguage\"", "error at 34: expected ':' after the member name, found the end of the file"),
      (
        "{\"sourceLanguage\":\"en\",\"strings\":{\"k\":{\"localizations\":{\"de\":{\"variations\":{\"plural\"",
        "error at 101: expected ':' after the member name, found the end of the file"
      ),
    ]
    for (text, error) in cases {
      let outcome = readCatalog(Array(text.utf8) + Self.lineAndSixteenSpaces)
      XCTAssertNil(outcome.catalog, text)
      XCTAssertEqual(outcome.error, error, text)
    }
  }

  /// Runs of spaces, tabs and line breaks that reach the end of the input, or stop one token
  /// before it, of every length up to 40.
  func testWhitespaceRunsEndingAtEveryOffsetStopAtTheEnd() {
    var runs: [[UInt8]] = []
    for length in 0...40 {
      let spaces = [UInt8](repeating: 0x20, count: length)
      runs += [spaces, [0x0A] + spaces, [0x0D, 0x0A] + spaces, [0x0A] + [UInt8](repeating: 0x09, count: length)]
      runs.append([0x0A] + (0..<length).map { $0 % 9 == 8 ? UInt8(0x09) : UInt8(0x20) })
    }
    for run in runs {
      for token in [[], [0x7D]] as [[UInt8]] {
        let bytes = [0x2C] + run + token
        let stops = buffer.withEachPlacement(bytes) { input -> Int in
          var scanner = JSONScanner(bytes: input)
          scanner.position = 1
          scanner.skipWhitespace()
          return scanner.position
        }
        XCTAssertEqual(stops, [1 + run.count, 1 + run.count], "\(run) then \(token)")
        let ends = buffer.withEachPlacement(bytes) { MemberCursor.endOfWhitespace($0, from: 1) }
        XCTAssertEqual(ends, [1 + run.count, 1 + run.count], "locator: \(run) then \(token)")
      }
    }
  }

  /// Strings of every length up to 72 bytes (ASCII, two-byte and three-byte characters, an
  /// escape), closed by the input's last byte, cut short by the end, or with a character cut
  /// in two by the end: read to the same string or error in both placements as from an array.
  func testStringsEndingAtEveryOffsetReadAlikeInEveryPlacement() {
    let fillers: [[UInt8]] = [Array("a".utf8), Array("é".utf8), Array("€".utf8), Array("ab\\n".utf8)]
    var compared = 0
    for filler in fillers {
      for length in 0...72 {
        let content = Array((0..<length).flatMap { _ in filler }.prefix(length))
        let quoted = [0x22] + content
        let endings: [[UInt8]] = [quoted + [0x22], quoted, quoted + [0xC3], quoted + [0xE2, 0x82]]
        for (ending, bytes) in endings.enumerated() {
          for repeating in [false, true] {
            let read = { (input: UnsafeBufferPointer<UInt8>) -> String in
              var scanner = JSONScanner(bytes: input)
              do throws(ScanError) {
                return "\(try scanner.readString(repeating: repeating)) \(scanner.position)"
              } catch {
                return "\(error.offset): \(error.message)"
              }
            }
            let reference = bytes.withUnsafeBufferPointer(read)
            XCTAssertEqual(buffer.withEachPlacement(bytes, read), [reference, reference], "\(bytes)")
            // Whole characters without escapes, closed: the string itself.
            if ending == 0 && !filler.contains(0x5C) && length % filler.count == 0 {
              XCTAssertEqual(reference, "\(String(decoding: content, as: UTF8.self)) \(bytes.count)")
            }
            compared += 1
          }
        }
      }
    }
    XCTAssertGreaterThan(compared, 2_000)
  }

  /// The word and vector scans themselves, from every start, over inputs of every length up to
  /// 100 that end at the last readable byte.
  func testByteScansFromEveryStartStayWithinTheInput() {
    var random = SplitMix64(seed: 30)
    let alphabet: [UInt8] = Array("a \"\\".utf8) + [0x0A, 0xC3, 0xA9, 0xE2, 0x82, 0xAC, 0xFF]
    for length in 0...100 {
      for _ in 0..<4 {
        let bytes = (0..<length).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &random)] }
        let reference = bytes.withUnsafeBufferPointer { input in
          (0...length).map { start in
            [
              ByteRuns.skipStringContent(input, from: start).end, ByteRuns.skipStringContentByWords(input, from: start).end,
              ByteRuns.skipPlainASCII(input, from: start), ByteRuns.skipUnescaped(input, from: start),
            ]
          }
        }
        let scanned = buffer.withEachPlacement(bytes) { input in
          (0...length).map { start in
            [
              ByteRuns.skipStringContent(input, from: start).end, ByteRuns.skipStringContentByWords(input, from: start).end,
              ByteRuns.skipPlainASCII(input, from: start), ByteRuns.skipUnescaped(input, from: start),
            ]
          }
        }
        XCTAssertEqual(scanned, [reference, reference], "\(bytes)")
        // The UTF-8 check at every level this machine has, told that nothing past the end
        // may be loaded.
        let valid = String(validating: bytes, as: UTF8.self) != nil
        for level in [1, 2] as [Int32] where level <= UTF8Check.vectorLevel {
          let checked = buffer.withEachPlacement(bytes) { UTF8Check.isValid($0, readable: $0.count, vectorLevel: level) }
          XCTAssertEqual(checked, [valid, valid], "level \(level): \(bytes)")
        }
        XCTAssertEqual(buffer.withEachPlacement(bytes) { UTF8Check.isValidByAutomaton($0) }, [valid, valid], "\(bytes)")
      }
    }
  }

  /// The quoted names of the straight-line paths, compared with two word loads where 16 bytes
  /// remain: whole, cut short, and followed by up to 20 bytes before the end.
  func testQuotedNamesEndingAtEveryOffsetMatchOnlyWhenWhole() {
    for (name, quoted) in WordScanTests.quotedNames {
      let exact = Array("\"\(name)\"".utf8)
      for cut in 0...exact.count {
        for tail in 0...(cut == exact.count ? 20 : 0) {
          let bytes = Array(exact.prefix(cut)) + [UInt8](repeating: 0x20, count: tail)
          let matches = buffer.withEachPlacement(bytes) { quoted.isAt(0, in: $0) }
          XCTAssertEqual(matches, [cut == exact.count, cut == exact.count], "\(name) cut at \(cut), \(tail) after")
        }
      }
    }
  }

  /// Map keys predicted from the last map (two word loads, 17 bytes from the opening quote):
  /// keys of every short length, whole or cut short, with 0 to 20 bytes after them.
  func testPredictedKeysEndingAtEveryOffsetAreTakenOnlyWithRoomForTheLoads() {
    for count in 0...15 {
      let key = String((0..<count).map { Character(Unicode.Scalar(UInt8(0x61 + $0))) })
      let exact = Array("\"\(key)\"".utf8)
      for cut in 1...exact.count {
        for tail in 0...20 {
          let bytes = Array(exact.prefix(cut)) + [UInt8](repeating: 0x20, count: tail)
          let results = buffer.withEachPlacement(bytes) { input -> [Int] in
            var scanner = JSONScanner(bytes: input)
            return [scanner.consumePredictedKey(key) ? 1 : 0, scanner.position]
          }
          // Taken only when whole and the two loads fit; else left for `readString`.
          let taken = cut == exact.count && bytes.count >= 17
          let expected = [taken ? 1 : 0, taken ? exact.count : 0]
          XCTAssertEqual(results, [expected, expected], "\(key) cut at \(cut), \(tail) after")
        }
      }
    }
  }

  /// A catalog with plain units, plural and device variations and repeated languages (so keys
  /// are predicted), in every layout and one indented by eight spaces (16 at the second level),
  /// cut at every byte, and each cut followed by a line break and 16 spaces: read alike in both
  /// placements, by the straight-line paths and by the general reader alone.
  func testEveryPrefixOfACatalogInEveryLayoutReadsAlikeInEveryPlacement() {
    var catalog = Catalog(sourceLanguage: "en")
    for key in ["a", "b"] {
      var entry = Entry()
      entry.setLocalization(Localization(value: "Hallo \(key)", state: .translated), for: "de")
      entry.setLocalization(Localization(value: "Größe", state: .needsReview), for: "en")
      entry.setLocalization(Localization(value: "x", state: .new), for: "fr")
      catalog.strings[key] = entry
    }
    var varied = Entry()
    let forms = KeyedList([("one", Localization(value: "1 Tag", state: .translated)), ("other", Localization(value: "%d Tage", state: .new))])
    varied.setLocalization(Localization(variations: Variations(plural: forms)), for: "de")
    varied.setLocalization(
      Localization(variations: Variations(device: KeyedList([("mac", Localization(value: "Mac", state: .translated))]))), for: "fr")
    catalog.strings["v"] = varied
    let layouts = ReadLayouts.layouts.map(\.relayout) + [JSONRelayout(indent: "        ")]
    var compared = 0
    for layout in layouts {
      let original = ReadLayouts.bytes(catalog, layout: layout)
      XCTAssertEqual(readCatalog(original).catalog, catalog)
      for cut in 0...original.count {
        for bytes in [Array(original.prefix(cut)), Array(original.prefix(cut)) + Self.lineAndSixteenSpaces] {
          for plain in [true, false] {
            _ = readCatalog(bytes, plain: plain)
            compared += 1
          }
          // The locator's walk past values, over the same cut.
          let ends = buffer.withEachPlacement(bytes) { JSONScanner.endOfValue($0, from: 0) }
          XCTAssertEqual(ends[0], ends[1])
        }
      }
    }
    XCTAssertGreaterThan(compared, 10_000)
  }
}

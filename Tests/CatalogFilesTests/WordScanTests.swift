import CatalogTestSupport
import XCTest

@testable import CatalogChecks
@testable import CatalogEditing
@testable import CatalogFiles
@testable import CatalogModel
@testable import CatalogWorkspace
import StringCatalog

/// The reader's eight-bytes-at-a-time scans must find exactly what a byte loop finds, wherever
/// the byte that matters falls in a word.
final class WordScanTests: XCTestCase {
  func testStringContentEndsAtTheSameByteAndKnowsWhetherItWasASCII() {
    // Past 16 bytes the vector scan takes over; then the word loop finishes the last bytes.
    for length in 0...52 {
      for special in [nil, 0x22, 0x5C, 0x0A, 0x00, 0x1F, 0xC3, 0x80, 0x7F, 0x20] as [UInt8?] {
        for at in 0..<max(length, 1) {
          var bytes = [UInt8](repeating: 0x61, count: length) + Array("\"tail".utf8)
          if let special, at < length { bytes[at] = special }
          let expectedEnd = bytes.firstIndex { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C } ?? bytes.count
          let expectedASCII = bytes[..<expectedEnd].allSatisfy { $0 < 0x80 }
          let scans: [(String, (UnsafeBufferPointer<UInt8>, Int) -> (end: Int, ascii: Bool))] = [
            ("vector", { ByteRuns.skipStringContent($0, from: $1) }), ("words", { ByteRuns.skipStringContentByWords($0, from: $1) }),
          ]
          for (name, scan) in scans {
            let (end, ascii) = bytes.withUnsafeBufferPointer { scan($0, 0) }
            XCTAssertEqual(end, expectedEnd, "\(name): length \(length), \(String(describing: special)) at \(at)")
            XCTAssertEqual(ascii, expectedASCII, "\(name): length \(length), at \(at)")
          }
        }
      }
    }
  }

  /// Runs of every mix of spaces, tabs and line breaks, of every length up to 40, followed by a
  /// token or by a control character (an error the reader must point at), at every distance
  /// from the end of the input: skipped exactly as a byte loop skips them.
  func testWhitespaceRunsEndAtTheSameByteAsAByteLoop() {
    var random = SplitMix64(seed: 7)
    let blanks: [UInt8] = [0x20, 0x20, 0x20, 0x0A, 0x0D, 0x09]
    for length in 0...40 {
      for _ in 0..<20 {
        var run = (0..<length).map { _ in blanks[Int.random(in: 0..<blanks.count, using: &random)] }
        if length > 1 && Bool.random(using: &random) { run = [0x0A] + [UInt8](repeating: 0x20, count: length - 1) }
        for end in [0x22, 0x7D, 0x01, 0x0B] as [UInt8] {
          for tail in [0, 3, 20] {
            let bytes = [0x2C] + run + [end] + [UInt8](repeating: 0x61, count: tail)
            let stop = bytes.withUnsafeBufferPointer { buffer -> Int in
              var scanner = JSONScanner(bytes: buffer)
              scanner.position = 1
              scanner.skipWhitespace()
              return scanner.position
            }
            XCTAssertEqual(stop, 1 + length, "run \(run), then \(end), \(tail) bytes after")
          }
        }
      }
    }
    // To the very end of the input.
    for length in 0...40 {
      let bytes = [UInt8](repeating: 0x20, count: length)
      let stop = bytes.withUnsafeBufferPointer { buffer -> Int in
        var scanner = JSONScanner(bytes: buffer)
        scanner.skipWhitespace()
        return scanner.position
      }
      XCTAssertEqual(stop, length)
    }
  }

  /// The names' words are written as constants: each must be the name it stands for.
  static let quotedNames: [(StaticString, QuotedName)] = [
    ("stringUnit", .stringUnit), ("state", .state), ("value", .value), ("variations", .variations), ("plural", .plural),
    ("device", .device), ("translated", .translated), ("needs_review", .needsReview), ("new", .new),
  ]

  func testEveryQuotedNameConstantIsItsName() {
    for (name, quoted) in Self.quotedNames {
      XCTAssertEqual(quoted, QuotedName(name), "\(name)")
    }
  }

  func testAQuotedNameMatchesOnlyItselfAnywhereInTheInput() {
    for (name, quoted) in Self.quotedNames {
      let exact = Array("\"\(name)\"".utf8)
      XCTAssertEqual(quoted.length, exact.count)
      // Each byte changed in turn, and the name cut short by the end of the input.
      var inputs: [(bytes: [UInt8], matches: Bool)] = [(exact, true), (exact + Array(" : {".utf8), true)]
      for index in exact.indices {
        var changed = exact
        changed[index] ^= 0x01
        inputs.append((changed + Array(" : {".utf8), false))
        inputs.append((Array(exact[..<index]), false))
      }
      for (bytes, matches) in inputs {
        // Near the end of the input (fewer than 16 bytes), then with room for two word loads.
        let short = bytes.withUnsafeBufferPointer { buffer in
          bytes.count >= quoted.length && quoted.matches(buffer, at: 0)
        }
        let padded = bytes + [UInt8](repeating: 0x20, count: 16)
        let long = padded.withUnsafeBufferPointer { buffer in
          buffer.baseAddress.map { quoted.matches(UnsafeRawPointer($0)) } ?? false
        }
        XCTAssertEqual(short, matches, "\(name): \(String(decoding: bytes, as: UTF8.self))")
        XCTAssertEqual(long, matches, "\(name): \(String(decoding: bytes, as: UTF8.self))")
      }
    }
  }

  /// Every byte of a small catalog in each layout replaced by each of a few bytes, and the
  /// catalog cut short at every byte: the straight-line paths for plain localizations and
  /// plain variations give the
  /// same model, error offset and message, and warnings as the general reader alone.
  func testThePlainPathAgreesWithTheGeneralReaderOnEveryCorruption() {
    var catalog = Catalog(sourceLanguage: "en")
    var entry = Entry()
    entry.setLocalization(Localization(value: "Hallo", state: .translated), for: "de")
    entry.setLocalization(Localization(value: "Größe", state: .needsReview), for: "en")
    catalog.strings["k"] = entry
    // The straight-line path for a localization of plural or device variations only.
    var varied = Entry()
    let forms = KeyedList([("one", Localization(value: "1 Tag", state: .translated)), ("other", Localization(value: "%d Tage", state: .new))])
    varied.setLocalization(Localization(variations: Variations(plural: forms)), for: "de")
    varied.setLocalization(Localization(variations: Variations(device: KeyedList([("mac", Localization(value: "Mac", state: .translated))]))), for: "fr")
    catalog.strings["v"] = varied
    let replacements: [UInt8] = Array("\"\\{}[],: x0n\n\t".utf8) + [0xFF, 0xC3, 0x00]
    var compared = 0
    for (_, layout) in ReadLayouts.layouts {
      let original = ReadLayouts.bytes(catalog, layout: layout)
      var inputs = (0...original.count).map { Array(original.prefix($0)) }
      for offset in original.indices {
        for replacement in replacements where replacement != original[offset] {
          var bytes = original
          bytes[offset] = replacement
          inputs.append(bytes)
        }
      }
      for bytes in inputs {
        XCTAssertEqual(Self.outcome(bytes, plain: true), Self.outcome(bytes, plain: false), String(decoding: bytes, as: UTF8.self))
        compared += 1
      }
    }
    XCTAssertGreaterThan(compared, 1_000)
  }

  private static func outcome(_ bytes: [UInt8], plain: Bool) -> ScanOutcome {
    bytes.withUnsafeBufferPointer { ScanOutcome(reading: $0, plain: plain) }
  }
}

import CatalogTestSupport
import Foundation
import XCTest

@testable import CatalogChecks
@testable import CatalogEditing
@testable import CatalogFiles
@testable import CatalogModel
@testable import CatalogWorkspace
import StringCatalog

/// `CatalogOrder.compare` (fast ASCII path + Foundation) must equal Foundation's comparator
/// (`[.numeric, .caseInsensitive, .forcedOrdering]`, root locale) on every pair.
final class CatalogOrderTests: XCTestCase {
  func testExamplesFromTheSpec() {
    let ordered: [(String, String)] = [
      ("Every 8 Hours", "Every 30 Minutes"),
      ("forever", "Forever"),
      ("Radial menu", "Radial Menu"),
      ("type6", "type12"),
      ("90 days", "365 days"),
      ("5W5-R7-HYY.title", "20O-mq-mzx.title"),
      ("1: intro", "01: intro"),
      ("Bookmark import failed:", "Bookmark import failed."),
      ("my_snake_case", "my.snake_case"),
      ("(%@)", "%.0f seconds"),
      ("/path/to/dir", "%@ (%@)"),
      ("@%@", "**%@**"),
      ("setting_general", "setting.about"),
      ("zh-Hans", "zh-Hant"),
      ("zh-Hant", "zh-HK"),
      ("es", "es-419"),
      ("es-419", "es-ES"),
      ("pt-BR", "pt-PT"),
      ("sr", "sr-Latn"),
      ("sr-Latn", "sv"),
      ("Settings…", "settings.automatic…"),
      ("🚫 Disabled", "0 bytes"),
      ("• New feature", "About"),
      ("key", "key2"),
      ("", "a"),
      ("few", "many"),
      ("many", "one"),
      ("one", "other"),
      ("other", "two"),
      ("two", "zero"),
      ("appletv", "applevision"),
      ("applevision", "applewatch"),
      ("applewatch", "ipad"),
      ("ipad", "iphone"),
      ("iphone", "ipod"),
      ("ipod", "mac"),
      ("mac", "other"),
    ]
    for (a, b) in ordered {
      XCTAssertEqual(CatalogOrder.compare(a, b), .orderedAscending, "\(a.debugDescription) < \(b.debugDescription)")
      XCTAssertEqual(CatalogOrder.compare(b, a), .orderedDescending, "\(b.debugDescription) > \(a.debugDescription)")
      XCTAssertEqual(CatalogOrder.foundationCompare(a, b), .orderedAscending, "Foundation: \(a.debugDescription) < \(b.debugDescription)")
      XCTAssertTrue(CatalogOrder.precedes(a, b))
      XCTAssertFalse(CatalogOrder.precedes(b, a))
    }
    XCTAssertEqual(CatalogOrder.compare("same", "same"), .orderedSame)
    XCTAssertFalse(CatalogOrder.precedes("same", "same"))
  }

  /// The ASCII order of the spec: `TAB LF CR SPACE _ - , ; : ! ? . ' " ( ) [ ] { } @ * / \ & # % ` ^ + < = > | ~ $ 0…9 aA … zZ`.
  func testASCIIPunctuationOrder() {
    let order = Array("\t\n\r _-,;:!?.'\"()[]{}@*/\\&#%`^+<=>|~$0aAbBzZ").map(String.init)
    for (a, b) in zip(order, order.dropFirst()) {
      XCTAssertEqual(CatalogOrder.compare(a, b), .orderedAscending, "\(a.debugDescription) < \(b.debugDescription)")
      // A primary difference decides before anything that follows.
      if a.lowercased() != b.lowercased() {
        XCTAssertEqual(CatalogOrder.compare("x" + a + "1", "x" + b), .orderedAscending, "x\(a.debugDescription)1 < x\(b.debugDescription)")
      }
    }
  }

  func testRandomPairsAgreeWithFoundation() {
    assertAgreesWithFoundation(seed: 0x9E37_79B9_7F4A_7C15, pairs: 20_000, asciiOnly: false)
  }

  /// Printable ASCII only, where the fast path decides most pairs.
  func testRandomASCIIPairsAgreeWithFoundation() {
    assertAgreesWithFoundation(seed: 2024, pairs: 10_000, asciiOnly: true)
  }

  private func assertAgreesWithFoundation(seed: UInt64, pairs: Int, asciiOnly: Bool, file: StaticString = #filePath, line: UInt = #line) {
    var generator = SplitMix64(seed: seed)
    var mismatches: [String] = []
    var compared = 0
    var decidedByFastPath = 0
    for _ in 0..<pairs {
      let (a, b) = RandomKeys.pair(&generator, asciiOnly: asciiOnly)
      for (x, y) in [(a, b), (b, a)] {
        compared += 1
        if CatalogOrder.asciiPrimaryCompare(x, y) != nil { decidedByFastPath += 1 }
        let fast = CatalogOrder.compare(x, y)
        let slow = CatalogOrder.foundationCompare(x, y)
        if fast != slow, mismatches.count < 25 {
          mismatches.append("compare(\(x.debugDescription), \(y.debugDescription)) = \(fast.rawValue), Foundation says \(slow.rawValue)")
        }
      }
    }
    XCTAssertTrue(
      mismatches.isEmpty, "\(mismatches.count)+ mismatches of \(compared):\n" + mismatches.joined(separator: "\n"), file: file, line: line)
    // The pairs exercise both the fast path and the fallback.
    XCTAssertGreaterThan(decidedByFastPath, compared / 4, "fast path decided \(decidedByFastPath) of \(compared)", file: file, line: line)
    XCTAssertLessThan(decidedByFastPath, compared * 9 / 10, "fast path decided \(decidedByFastPath) of \(compared)", file: file, line: line)
  }

  /// A comparator used for sorting and binary search must be a strict total order.
  func testRandomTriplesAreTransitive() {
    var generator = SplitMix64(seed: 42)
    var keys: [String] = []
    for _ in 0..<1_500 {
      let (a, b) = RandomKeys.pair(&generator)
      keys += [a, b]
    }
    let sorted = keys.sorted(by: CatalogOrder.precedes)
    var violations: [String] = []
    for (a, b) in zip(sorted, sorted.dropFirst()) where CatalogOrder.precedes(b, a) {
      violations.append("\(b.debugDescription) < \(a.debugDescription) after sorting")
    }
    XCTAssertTrue(violations.isEmpty, violations.prefix(20).joined(separator: "\n"))
  }

  /// Xcode-exact corpus files keep their keys in Xcode's order: shuffling and sorting with
  /// `CatalogOrder.precedes` must give that order back.
  func testSortingShuffledCorpusKeysReproducesXcodesOrder() throws {
    let files = [
      "MrKai77__Loop__Loop_Localizable.xcstrings",  // ’ vs ' pairs
      "111319022__TPASS-app-iOS__TPASS-app-iOS_Localizable.xcstrings",  // zh-Hant source, CJK keys
      "ejbills__DockDoor__DockDoor_Localizable@e19292a2.xcstrings",  // emoji, case pairs, digits
      "1203869310-del__EarthLord__Localizable.xcstrings",  // zh-Hans source
    ]
    let rows = try XCStringsCorpus.manifest()
    var generator = SplitMix64(seed: 7)
    for file in files {
      let row = try XCTUnwrap(rows.first { $0.file == file }, "\(file) is not in the manifest")
      XCTAssertTrue(row.xcodeExact, file)
      let keys = try Self.keysInFileOrder(try XCStringsCorpus.bytes(file))
      XCTAssertEqual(keys.count, row.keys, file)
      var shuffled = keys
      shuffled.shuffle(using: &generator)
      let sorted = shuffled.sorted(by: CatalogOrder.precedes)
      if sorted != keys {
        let index = sorted.indices.first { sorted[$0] != keys[$0] } ?? 0
        XCTFail("\(file): first difference at \(index): \(sorted[index].debugDescription) vs Xcode's \(keys[index].debugDescription)")
      }
    }
  }

  /// The keys of `strings`, in file order, read without Glossa's reader (which sorts): in Xcode's
  /// layout every key of `strings` starts a line with exactly four spaces of indent.
  static func keysInFileOrder(_ bytes: [UInt8]) throws -> [String] {
    let text = String(decoding: bytes, as: UTF8.self)
    var keys: [String] = []
    var inStrings = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line == "  \"strings\" : {" { inStrings = true; continue }
      if inStrings && (line == "  }," || line == "  }") { break }
      guard inStrings, line.hasPrefix("    \""), !line.hasPrefix("     "), line.hasSuffix("\" : {") else { continue }
      let literal = line.dropFirst(4).dropLast(4)
      let decoded = try JSONSerialization.jsonObject(with: Data("[\(literal)]".utf8)) as? [String]
      keys.append(try XCTUnwrap(decoded?.first))
    }
    return keys
  }
}

/// Random catalog-like keys that exercise the comparator's edges.
enum RandomKeys {
  static let punctuation = Array("\t\n\r _-,;:!?.'\"()[]{}@*/\\&#%`^+<=>|~$")
  static let digits = Array("0123456789")
  static let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
  static let nonASCII: [Character] = ["é", "É", "’", "‘", "“", "…", "漢", "字", "😀", "🚫", "•", "\u{A0}", "ß", "e\u{301}"]
  static let controls: [Character] = ["\u{1}", "\u{7F}", "\u{1F}", "\u{0}"]
  static let words = ["Every", "every", "item", "Item", "file", "File", "%@", "%lld", "%1$@", "zh-Hans", "zh-HK", "es-419"]

  static func piece<G: RandomNumberGenerator>(_ g: inout G, asciiOnly: Bool = false) -> String {
    switch Int.random(in: 0..<(asciiOnly ? 80 : 100), using: &g) {
    case 0..<30: return String(letters.randomElement(using: &g)!)
    case 30..<50: return String(punctuation.randomElement(using: &g)!)
    case 50..<68:
      // A digit run: short, with leading zeros, or long (past 64 bits).
      let zeros = Int.random(in: 0..<4, using: &g) == 0 ? String(repeating: "0", count: Int.random(in: 1...3, using: &g)) : ""
      let length = Int.random(in: 0..<10, using: &g) == 0 ? Int.random(in: 15...25, using: &g) : Int.random(in: 1...3, using: &g)
      return zeros + String((0..<length).map { _ in digits.randomElement(using: &g)! })
    case 68..<80: return words.randomElement(using: &g)!
    case 80..<93: return String(nonASCII.randomElement(using: &g)!)
    default: return String(controls.randomElement(using: &g)!)
    }
  }

  static func string<G: RandomNumberGenerator>(_ g: inout G, maxPieces: Int = 6, asciiOnly: Bool = false) -> String {
    (0..<Int.random(in: 0...maxPieces, using: &g)).map { _ in piece(&g, asciiOnly: asciiOnly) }.joined()
  }

  /// A pair that often shares a prefix, differs only in case or leading zeros, or is a prefix.
  static func pair<G: RandomNumberGenerator>(_ g: inout G, asciiOnly: Bool = false) -> (String, String) {
    let a = RandomKeys.string(&g, asciiOnly: asciiOnly)
    func string(_ g: inout G, maxPieces: Int = 6) -> String { RandomKeys.string(&g, maxPieces: maxPieces, asciiOnly: asciiOnly) }
    func piece(_ g: inout G) -> String { RandomKeys.piece(&g, asciiOnly: asciiOnly) }
    switch Int.random(in: 0..<10, using: &g) {
    case 0, 1:
      return (a, string(&g))
    case 2, 3, 4:
      let shared = String(a.prefix(Int.random(in: 0...a.count, using: &g)))
      return (shared + string(&g, maxPieces: 3), shared + string(&g, maxPieces: 3))
    case 5:
      return (a, a.uppercased())
    case 6:
      // Flip the case of one letter.
      var characters = Array(a)
      if let index = characters.indices.filter({ characters[$0].isASCII && characters[$0].isLetter }).randomElement(using: &g) {
        let c = characters[index]
        characters[index] = Character(c.isUppercase ? c.lowercased() : c.uppercased())
      }
      return (a, String(characters))
    case 7:
      // Add or remove leading zeros in front of a digit.
      if let index = a.firstIndex(where: { $0.isASCII && $0.isNumber }) {
        var b = a
        b.insert(contentsOf: String(repeating: "0", count: Int.random(in: 1...2, using: &g)), at: index)
        return (a, b)
      }
      return (a, "0" + a)
    case 8:
      return (a, a + piece(&g))
    default:
      return (a + piece(&g), a + piece(&g))
    }
  }
}

/// Keys with long runs of characters collation ignores (found by the po import fuzz target):
/// CoreFoundation's comparator crashed on them ("double free or corruption").
final class IgnorableRunOrderTests: XCTestCase {
  func testKeysWithLongIgnorableRunsCompareWithoutCrashing() {
    let prefix = "\n Tap|==|dev.imecac"
    let short = prefix + "In Progress\u{e}\u{0}%1$@"
    for filler in ["\u{0}", "\u{1}", "\u{200B}", "\u{FE0F}", "\u{AD}", "\u{7F}"] {
      let long = prefix + String(repeating: filler, count: 126) + "In Prog" + String(repeating: filler, count: 70) + "ress\u{e}\u{0}%1$@"
      let forward = CatalogOrder.compare(short, long)
      let backward = CatalogOrder.compare(long, short)
      XCTAssertNotEqual(forward, .orderedSame, filler.debugDescription)
      XCTAssertEqual(forward.rawValue, -backward.rawValue, filler.debugDescription)
      XCTAssertEqual(CatalogOrder.compare(long, long), .orderedSame)
      // Ignored at every level but the last, as Foundation ignores them in shorter runs.
      XCTAssertEqual(CatalogOrder.compare(prefix + "b", long), .orderedAscending, filler.debugDescription)
      XCTAssertEqual(CatalogOrder.compare(prefix + "In Progre", long), .orderedAscending, filler.debugDescription)
    }
  }
}

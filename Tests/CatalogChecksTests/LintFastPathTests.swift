import CatalogTestSupport
import XCTest

@testable import CatalogChecks
@testable import CatalogEditing
@testable import CatalogFiles
@testable import CatalogModel
@testable import CatalogWorkspace
import StringCatalog

/// Lint's shortcuts give what the plain ways give: characters without segmentation, text facts
/// in one branch-free pass, line feeds counted a word at a time, findings moved rather than
/// copied, lines written into room made ahead.
final class LintFastPathTests: XCTestCase {
  /// Scalars from the blocks `CharacterCount` takes as standing alone, and from those it must
  /// not (combining marks, CR, jamo, emoji and their joiners, variation selectors).
  private static let alone: [Unicode.Scalar] = [
    "a", " ", "\n", "\t", "%", "é", "ß", "Ω", "ж", "ש", "ب", "،", "؟", "—", "“", "…", "、", "。", "あ", "ア", "ー", "中", "한",
    "！", "\u{A0}", "\u{85}",
  ]
  private static let joiners: [Unicode.Scalar] = [
    "\r", "\u{301}", "\u{483}", "\u{64B}", "\u{3099}", "\u{E31}", "\u{93F}", "\u{1100}", "\u{1161}", "\u{11A8}", "\u{200D}",
    "\u{FE0F}", "\u{1F600}", "\u{1F1E9}", "\u{1F3FB}", "\u{600}",
  ]

  private func randomText(from scalars: [Unicode.Scalar], length: Int, using generator: inout SplitMix64) -> String {
    var text = String.UnicodeScalarView()
    for _ in 0..<length { text.append(scalars[Int(generator.next() % UInt64(scalars.count))]) }
    return String(text)
  }

  func testCharacterCountIsStringCount() {
    var generator = SplitMix64(seed: 23)
    var shortcuts = 0
    for round in 0..<3_000 {
      let pool = round % 3 == 0 ? Self.alone + Self.joiners : Self.alone
      let text = randomText(from: pool, length: Int(generator.next() % 12), using: &generator)
      XCTAssertEqual(CharacterCount.of(text), text.count, text.unicodeScalars.map { String($0.value, radix: 16) }.description)
      if text.utf8.withContiguousStorageIfAvailable(CharacterCount.scalarsIfNoneJoin) != nil { shortcuts += 1 }
    }
    XCTAssertGreaterThan(shortcuts, 1_500, "most texts of standing-alone scalars take the shortcut")
  }

  /// Every scalar the shortcut trusts breaks from its neighbours, whatever they are.
  func testEveryScalarTakenAsStandingAloneIsOneCharacterNextToAnyOther() {
    let neighbours: [Unicode.Scalar] = ["a", "\n", "中", "한", "\u{AC00}", "ж", "ب"]
    var checked = 0
    for value in UInt32(0x80)...0xFFFF where CharacterCount.standsAlone(value) {
      guard let scalar = Unicode.Scalar(value) else { continue }
      for neighbour in neighbours {
        for pair in [[scalar, neighbour], [neighbour, scalar], [scalar, scalar]] {
          let text = String(String.UnicodeScalarView(pair))
          if text.count != 2 { XCTFail("U+\(String(value, radix: 16)) joins U+\(String(neighbour.value, radix: 16))") }
        }
      }
      checked += 1
    }
    XCTAssertGreaterThan(checked, 30_000)
  }

  func testTextFactsAreWhatAPlainReadingFinds() {
    var generator = SplitMix64(seed: 5)
    let pool = Self.alone + Self.joiners + ["\u{2028}", "\u{2029}", "\r", "\n", "%", ".", "?"]
    for round in 0..<3_000 {
      // Some longer than 255 words of eight bytes, where the word-wise counts are added up midway.
      let length = round % 50 == 0 ? 700 + Int(generator.next() % 700) : Int(generator.next() % 16)
      let text = randomText(from: pool, length: length, using: &generator)
      let facts = TextFacts(text)
      let scalars = Array(text.unicodeScalars)
      var breaks = 0
      for (index, scalar) in scalars.enumerated() {
        if scalar == "\n" || scalar == "\u{2028}" { breaks += 1 }
        if scalar == "\r" && (index + 1 == scalars.count || scalars[index + 1] != "\n") { breaks += 1 }
      }
      let described = scalars.map { String($0.value, radix: 16) }.description
      XCTAssertEqual(facts.isEmpty, text.isEmpty, described)
      XCTAssertEqual(facts.scalars, scalars.count, described)
      XCTAssertEqual(facts.hasPercent, text.unicodeScalars.contains("%"), described)
      XCTAssertEqual(facts.lineBreaks, breaks, described)
      XCTAssertEqual(facts.scalarsAreCharacters, scalars.allSatisfy { $0.isASCII && $0 != "\r" }, described)
    }
  }

  func testLineFeedsCountedAWordAtATimeAreEveryLineFeed() {
    var generator = SplitMix64(seed: 9)
    // Runs longer than a block of 255 words too, with every byte value around.
    let bytes = (0..<6_000).map { _ -> UInt8 in generator.next() % 4 == 0 ? 0x0A : UInt8(truncatingIfNeeded: generator.next()) }
    bytes.withUnsafeBufferPointer { buffer in
      for _ in 0..<300 {
        let start = Int(generator.next() % UInt64(bytes.count))
        let end = start + Int(generator.next() % UInt64(bytes.count - start + 1))
        XCTAssertEqual(NewlineCounter.count(in: buffer, from: start, to: end), bytes[start..<end].filter { $0 == 0x0A }.count)
      }
    }
  }

  func testFindingsMovedOntoAnotherArrayKeepTheirOrder() {
    func findings(_ keys: Range<Int>) -> [Finding] {
      keys.map { Finding(check: .new, severity: .warning, file: "f\($0)", key: "key \($0)", language: "de", message: "m\($0)") }
    }
    var target = findings(0..<3)
    var source = findings(3..<7)
    FindingMove.append(&source, to: &target)
    XCTAssertEqual(target, findings(0..<7))
    XCTAssertTrue(source.isEmpty)
    var empty: [Finding] = []
    var more = findings(0..<2)
    FindingMove.append(&more, to: &empty)
    XCTAssertEqual(empty, findings(0..<2))
    XCTAssertTrue(more.isEmpty)
  }

  /// Findings whose strings live on the heap (longer than fit in a string's own bytes), moved in
  /// runs of every length the placeholders are put back in: each string is owned once, by the
  /// target, and outlives the source (a string released once too often would be freed here).
  func testMovedFindingsOwnTheirStringsOnce() {
    func findings(_ keys: Range<Int>) -> [Finding] {
      keys.map { index in
        Finding(
          check: .length, severity: .error, file: "/a/folder/deep/enough/for/the/heap.xcstrings",
          key: "a key long enough to be stored on the heap \(index)", language: "de-AT-x-private-use-\(index)",
          path: "substitutions.count.plural.one.\(index)", message: String(repeating: "ü", count: 20 + index % 7))
      }
    }
    for count in [1, 2, 3, 7, 64, 1_000] {
      var target = findings(0..<5)
      do {
        var source = findings(5..<5 + count)
        FindingMove.append(&source, to: &target)
        XCTAssertTrue(source.isEmpty)
      }
      var copy = target
      copy.append(contentsOf: findings(0..<3))
      XCTAssertEqual(target, findings(0..<5 + count), "\(count) moved")
      XCTAssertEqual(copy.suffix(3), findings(0..<3)[...])
    }
  }

  func testTextLinesWriteNumbersOfEveryLengthAndEscapeWhereNeeded() {
    for number in [1, 9, 10, 99, 100, 12_345, 999_999, 1_000_000, Int(Int32.max) - 1] {
      let finding = Finding(
        check: .length, severity: .error, file: "a.xcstrings", key: "k", language: "fr", path: "plural.one", message: "long",
        line: number, column: number + 1)
      XCTAssertEqual(
        TextFindingFormat.line(finding), "a.xcstrings:\(number):\(number + 1): error: [length] k · fr · plural.one: long")
    }
    let unlocated = Finding(check: .stale, severity: .warning, key: nil, language: nil, message: "tab\there")
    XCTAssertEqual(TextFindingFormat.line(unlocated), "<input>:1:1: warning: [stale] - · - · tab\\there")
    let emptyKey = Finding(check: .missing, severity: .error, file: "b", key: "", language: "ja", message: "no translation")
    XCTAssertEqual(TextFindingFormat.line(emptyKey), "b:1:1: error: [missing] \"\" · ja · no translation")
    // Many findings through one buffer: the room made for each line is enough, and only used.
    var buffer = OutputBuffer()
    var expected = ""
    for index in 0..<500 {
      let finding = Finding(
        check: .new, severity: .warning, file: String(repeating: "d/", count: index % 7) + "x", key: "k\(index)",
        language: "de", message: String(repeating: "ü", count: index % 50), line: index + 1, column: 3)
      TextFindingFormat.write(finding, into: &buffer)
      buffer.append(byte: 0x0A)
      expected += TextFindingFormat.line(finding) + "\n"
    }
    XCTAssertEqual(buffer.string, expected)
    XCTAssertEqual(buffer.count, expected.utf8.count)
  }

  /// Chunks rendered on two threads and written by one come out whole and in order, in every
  /// format, the same bytes as one chunk rendered alone.
  func testChunksRenderedAheadAreWrittenInOrder() {
    let findings = (0..<1_003).map { index in
      Finding(
        check: index % 3 == 0 ? .missing : .new, severity: index % 3 == 0 ? .error : .warning, file: "f.xcstrings",
        key: "key \(index)", language: index % 2 == 0 ? "de" : nil, path: index % 5 == 0 ? "plural.one" : "",
        message: index % 7 == 0 ? "line\nbreak" : "message \(index)", line: index + 1, column: 5)
    }
    let summary = LintSummary(findings: findings, files: 1, unreadableFiles: 0)
    for format in FindingOutput.Format.allCases {
      var whole: [UInt8] = []
      FindingOutput.render(findings, format: format, summary: summary, chunkSize: 5_000) { whole += $0 }
      for chunkSize in [1, 7, 100, 1_002] {
        var chunks: [[UInt8]] = []
        FindingOutput.render(findings, format: format, summary: summary, chunkSize: chunkSize) { chunks.append($0) }
        XCTAssertEqual(chunks.flatMap { $0 }, whole, "\(format) in chunks of \(chunkSize)")
        let expectedChunks = (findings.count + chunkSize - 1) / chunkSize + (format == .json ? 2 : 0)
        XCTAssertEqual(chunks.count, expectedChunks, "\(format) in chunks of \(chunkSize)")
      }
      if format == .text {
        XCTAssertEqual(String(decoding: whole, as: UTF8.self), findings.map { TextFindingFormat.line($0) + "\n" }.joined())
      }
    }
  }

  func testATokenIsAHashFollowedByAnAt() {
    for (text, expected) in [
      ("%#@count@", true), ("#@", true), ("##@", true), ("é%#@n@", true), ("a #b@", false), ("#", false), ("@#", false),
      ("", false), ("x#", false), ("# @", false), (String(repeating: "#", count: 40) + "@", true),
    ] {
      XCTAssertEqual(SubstitutionsCheck.hasToken(text), expected, text)
    }
  }
}

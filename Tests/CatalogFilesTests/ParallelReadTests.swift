import CatalogTestSupport
import Foundation
import XCTest

@testable import CatalogChecks
@testable import CatalogEditing
@testable import CatalogFiles
@testable import CatalogModel
@testable import CatalogWorkspace
import StringCatalog

/// Large catalogs are read by two threads, the second starting at a guessed cut between two
/// entries; whatever the file looks like, the result must be what one thread reading it all gives.
final class ParallelReadTests: TwoThreadReadTestCase {
  private func catalogText(entries: Int, reversed: Bool = false) -> String {
    var pairs: [(String, Entry)] = []
    for index in 0..<entries {
      var entry = Entry()
      entry.comment = "Comment \(index): " + String(repeating: "some words ", count: index % 30)
      var localizations = KeyedList<Localization>()
      localizations["de"] = Localization(value: "Wert \(index) ünïcödé", state: index % 3 == 0 ? .needsReview : .translated)
      if index % 4 != 0 { localizations["fr"] = Localization(value: "Valeur \(index)", state: .translated) }
      entry.localizations = localizations
      if index % 50 == 0 { entry.extractionState = "stale" }
      pairs.append(("key.\(String(format: "%05d", index))", entry))
    }
    let bytes = CatalogWriter.bytes(Catalog(sourceLanguage: "en", strings: KeyedList(pairs)))
    var text = String(decoding: bytes, as: UTF8.self)
    if reversed {
      // Same indentation, entries in reverse order: the cut is still found, the map is sorted.
      let catalog = Catalog(sourceLanguage: "en", strings: KeyedList(pairs.reversed()))
      text = String(decoding: CatalogWriter.bytes(catalog), as: UTF8.self)
    }
    return text
  }

  private func assertSameAsOneThread(_ text: String, joins: Bool = true, file: StaticString = #filePath, line: UInt = #line) throws {
    let folder = try TemporaryFolder()
    let path = try folder.file("big.xcstrings", text)
    let oneThread = try CatalogReader.read(bytes: Array(text.utf8), path: path)
    LaterPart.joinedCount = 0
    let parallel = try CatalogReader.read(path: path, fingerprint: true)
    XCTAssertEqual(LaterPart.joinedCount, joins ? 1 : 0, "second half joined", file: file, line: line)
    XCTAssertEqual(parallel.catalog, oneThread.catalog, file: file, line: line)
    XCTAssertEqual(parallel.warnings.map(\.description), oneThread.warnings.map(\.description), file: file, line: line)
    XCTAssertEqual(parallel.fingerprint, FileFingerprint(bytes: Array(text.utf8)), file: file, line: line)
    XCTAssertEqual(FileBytes.fingerprint(of: path), FileFingerprint(bytes: Array(text.utf8)), file: file, line: line)
    let stats = try CatalogReader.readStats(path: path)
    XCTAssertEqual(stats.languages, oneThread.catalog.stats(), file: file, line: line)
    XCTAssertEqual(stats.entryCount, oneThread.catalog.strings.count, file: file, line: line)
  }

  func testTwoThreadsReadAnXcodeFileExactlyAsOne() throws {
    let text = catalogText(entries: 4_000)
    XCTAssertGreaterThan(text.utf8.count, 3 * ContentHash.blockSize / 2)
    try assertSameAsOneThread(text)
  }

  func testEntriesOutOfOrderAreSortedAsOneThreadSortsThem() throws {
    try assertSameAsOneThread(catalogText(entries: 3_000, reversed: true))
  }

  func testWarningsInTheSecondHalfKeepTheirLinesAndColumns() throws {
    var text = catalogText(entries: 3_000)
    // A repeated member inside an entry and a `null` known member, both well past the middle.
    let late = try XCTUnwrap(text.range(of: "\"key.02900\" : {"))
    text.replaceSubrange(late, with: "\"key.02900\" : {\n      \"comment\" : \"first\",")
    let last = try XCTUnwrap(text.range(of: "\"key.02950\" : {", options: .backwards))
    text.replaceSubrange(last, with: "\"key.02950\" : {\n      \"shouldTranslate\" : null,")
    // A repeated key across the two halves.
    let end = try XCTUnwrap(text.range(of: "\n  },\n  \"version\"", options: .backwards))
    text.replaceSubrange(end, with: ",\n    \"key.00001\" : {\n\n    }\n  },\n  \"version\"")
    try assertSameAsOneThread(text)
    let folder = try TemporaryFolder()
    XCTAssertEqual(try CatalogReader.read(path: folder.file("w.xcstrings", text)).warnings.count, 3)
  }

  func testAnErrorInTheSecondHalfIsReportedWhereOneThreadReportsIt() throws {
    var text = catalogText(entries: 3_000)
    let late = try XCTUnwrap(text.range(of: "\"key.02800\" : {"))
    text.replaceSubrange(late, with: "\"key.02800\" : {\n      \"comment\" : tru,")
    let folder = try TemporaryFolder()
    let path = try folder.file("broken.xcstrings", text)
    var oneThread: CatalogReadError?
    do { _ = try CatalogReader.read(bytes: Array(text.utf8), path: path) } catch { oneThread = error }
    var parallel: CatalogReadError?
    do { _ = try CatalogReader.read(path: path) } catch { parallel = error }
    XCTAssertNotNil(oneThread)
    XCTAssertEqual(parallel?.description, oneThread?.description)
  }

  func testACutGuessedInsideAnotherMemberIsNotTaken() throws {
    // Objects shaped like entries in a member after the strings: the cut is found there, the
    // first half never arrives at it between two entries, and reads everything itself.
    let text = catalogText(entries: 100)
    let filler = (0..<10_000).map { "    \"x\(String(format: "%05d", $0))\" : { \"comment\" : 1 }" }.joined(separator: ",\n")
    let end = try XCTUnwrap(text.range(of: "\n  \"version\"", options: .backwards))
    var shaped = text
    shaped.replaceSubrange(end, with: "\n  \"unknownMember\" : {\n\(filler)\n  },\n  \"version\"")
    try assertSameAsOneThread(shaped, joins: false)
  }

  func testContentHashesOfTwoPartsJoinIntoTheWhole() {
    let bytes = (0..<(3 * ContentHash.blockSize + 12345)).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ $0 >> 11) }
    let whole = bytes.withUnsafeBytes { raw in
      var hash = ContentHash()
      hash.add(raw)
      return hash
    }
    bytes.withUnsafeBytes { raw in
      var early = ContentHash()
      early.add(UnsafeRawBufferPointer(rebasing: raw[..<(2 * ContentHash.blockSize + 99)]))
      var late = ContentHash(origin: ContentHash.blockSize)
      late.add(UnsafeRawBufferPointer(rebasing: raw[ContentHash.blockSize...]))
      let joined = early.prefix(blocks: 1)?.joined(with: late)
      XCTAssertEqual(joined?.value, whole.value)
      XCTAssertEqual(joined?.count, bytes.count)
      XCTAssertNil(early.prefix(blocks: 3))
    }
  }
}

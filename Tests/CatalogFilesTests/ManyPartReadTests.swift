import CatalogTestSupport
import XCTest

@testable import CatalogChecks
@testable import CatalogEditing
@testable import CatalogFiles
@testable import CatalogModel
@testable import CatalogWorkspace
import StringCatalog

/// Bytes in memory are cut once per core: each part joins the next, and the result is what one
/// thread reading it all gives, in every layout, with the same warnings and errors.
final class ManyPartReadTests: TwoThreadReadTestCase {
  func testEveryLayoutIsReadInManyPartsToTheSameModel() throws {
    let catalog = ReadLayouts.catalog(entries: 3_000)
    let files = ReadLayouts.layouts.map { (name: $0.name, bytes: ReadLayouts.bytes(catalog, layout: $0.relayout)) }
    for parts in [3, 4, 7] {
      LaterPart.partsOverride = parts
      for (name, bytes) in files {
        LaterPart.joinedCount = 0
        let read = try CatalogReader.read(bytes: bytes)
        XCTAssertEqual(LaterPart.joinedCount, parts - 1, "\(name), \(parts) parts: every part joined")
        XCTAssertEqual(read.catalog, catalog, "\(name), \(parts) parts")
        XCTAssertEqual(read.warnings.map(\.description), [], "\(name), \(parts) parts")
        XCTAssertEqual(read.cut?.offset, firstCut(bytes, parts: parts), "\(name): the first cut is the reader's")
      }
    }
  }

  /// From a file each part reads the file itself; the reader goes on in the last part's reading
  /// and joins every part's content hash into the file's fingerprint.
  func testAFileIsReadInManyPartsWithItsWholeFingerprint() throws {
    let catalog = ReadLayouts.catalog(entries: 6_000)
    let folder = try TemporaryFolder()
    for (name, layout) in ReadLayouts.layouts.prefix(4) {
      let bytes = ReadLayouts.bytes(catalog, layout: layout)
      // Some parts start in the block where the one before started, some in a later one.
      XCTAssertGreaterThan(bytes.count, ContentHash.blockSize, name)
      let path = folder.url.appendingPathComponent("\(name).xcstrings").path
      try Data(bytes).write(to: URL(fileURLWithPath: path))
      for parts in [3, 5] {
        LaterPart.partsOverride = parts
        LaterPart.joinedCount = 0
        let read = try CatalogReader.read(path: path, fingerprint: true)
        XCTAssertEqual(LaterPart.joinedCount, parts - 1, "\(name), \(parts) parts: every part joined")
        XCTAssertEqual(read.catalog, catalog, "\(name), \(parts) parts")
        XCTAssertEqual(read.fingerprint, FileFingerprint(bytes: bytes), "\(name), \(parts) parts")
        let stats = try CatalogReader.readStats(path: path)
        XCTAssertEqual(stats.entryCount, 6_000, "\(name), \(parts) parts")
      }
    }
  }

  /// The cut at two thirds falls among entry-shaped objects after the strings: the second part
  /// never arrives at it between two entries, reads on to the end of the strings itself, and the
  /// third part is dropped.
  func testACutGuessedOutsideTheStringsInALaterPartIsNotTaken() throws {
    let catalog = ReadLayouts.catalog(entries: 500)
    var text = String(decoding: CatalogWriter.bytes(catalog), as: UTF8.self)
    let filler = (0..<8_000).map { "    \"x\(String(format: "%05d", $0))\" : { \"comment\" : 1 }" }.joined(separator: ",\n")
    let end = try XCTUnwrap(text.range(of: "\n  \"version\"", options: .backwards))
    text.replaceSubrange(end, with: "\n  \"unknownMember\" : {\n\(filler)\n  },\n  \"version\"")
    let bytes = Array(text.utf8)
    let stringsEnd = try XCTUnwrap(text.range(of: "\"unknownMember\"")).lowerBound.utf16Offset(in: text)
    XCTAssertGreaterThan(stringsEnd, bytes.count / 3, "the first cut is among the entries")
    XCTAssertLessThan(stringsEnd, bytes.count * 2 / 3, "the second is not")
    LaterPart.partsOverride = 3
    LaterPart.joinedCount = 0
    let read = try CatalogReader.read(bytes: bytes)
    XCTAssertEqual(LaterPart.joinedCount, 1, "only the first cut is taken")
    let oneThread = try CatalogReader.read(bytes: bytes, parallel: false)
    XCTAssertEqual(read.catalog, oneThread.catalog)
    XCTAssertEqual(read.catalog.strings.count, 500)
  }

  func testWarningsAndErrorsInTheLastPartArePlacedAsOneThreadPlacesThem() throws {
    let catalog = ReadLayouts.catalog(entries: 3_000)
    var text = String(decoding: CatalogWriter.bytes(catalog), as: UTF8.self)
    // A repeated member in an entry near the end (one with a comment), in the fourth of four parts.
    let late = try XCTUnwrap(text.range(of: "\"key \\\"2901\\\" \\\\ \" : {"))
    text.replaceSubrange(late, with: "\"key \\\"2901\\\" \\\\ \" : {\n      \"comment\" : \"first\",")
    LaterPart.partsOverride = 4
    LaterPart.joinedCount = 0
    let read = try CatalogReader.read(bytes: Array(text.utf8), path: "w.xcstrings")
    XCTAssertEqual(LaterPart.joinedCount, 3)
    let oneThread = try CatalogReader.read(bytes: Array(text.utf8), path: "w.xcstrings", parallel: false)
    XCTAssertEqual(read.catalog, oneThread.catalog)
    XCTAssertEqual(read.warnings.map(\.description), oneThread.warnings.map(\.description))
    XCTAssertEqual(read.warnings.count, 1)

    let broken = text.replacingOccurrences(of: "\"key \\\"2950\\\" \\\\ \" : {", with: "\"key \\\"2950\\\" \\\\ \" : {\n      \"comment\" : tru,")
    XCTAssertNotEqual(broken, text)
    var parallelError: CatalogReadError?
    do { _ = try CatalogReader.read(bytes: Array(broken.utf8), path: "b.xcstrings") } catch { parallelError = error }
    var oneThreadError: CatalogReadError?
    do { _ = try CatalogReader.read(bytes: Array(broken.utf8), path: "b.xcstrings", parallel: false) } catch { oneThreadError = error }
    XCTAssertNotNil(oneThreadError)
    XCTAssertEqual(parallelError?.description, oneThreadError?.description)
  }

  private func firstCut(_ bytes: [UInt8], parts: Int) -> Int? {
    let from = bytes.count / parts
    return bytes.withUnsafeBufferPointer { buffer in
      EntryBoundary.firstEntryKey(in: UnsafeBufferPointer(rebasing: buffer[from...])).map { from + $0 }
    }
  }
}

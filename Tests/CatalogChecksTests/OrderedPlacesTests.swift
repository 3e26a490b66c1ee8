import CatalogTestSupport
import XCTest

@testable import CatalogChecks
@testable import CatalogEditing
@testable import CatalogFiles
@testable import CatalogModel
@testable import CatalogWorkspace
import StringCatalog

/// Lint takes each entry's place by its position when the reader's places are the catalog's
/// entries in order, counting lines as each check thread goes: every key's line and column
/// is the one the index by key gives, in every layout, from any entry a thread starts at.
final class OrderedPlacesTests: TwoThreadReadTestCase {
  private func placesRead(_ bytes: [UInt8]) throws -> (catalog: Catalog, places: [EntryPlace]) {
    let read = try CatalogReader.read(utf8: bytes, path: nil, encodingNote: nil, recordingPlaces: true)
    return (read.catalog, read.entryPlaces ?? [])
  }

  /// One generated catalog of 300 entries in every layout: its bytes, keys, the ordered places
  /// (with cursors ahead at `starts`) and the index by key.
  private func eachLayout(
    starts: [Int],
    _ body: (String, [UInt8], UnsafeBufferPointer<UInt8>, [String], OrderedEntryPlaces, CatalogEntryIndex) throws -> Void
  ) throws {
    let catalog = ReadLayouts.catalog(entries: 300)
    for (name, layout) in ReadLayouts.layouts {
      let bytes = ReadLayouts.bytes(catalog, layout: layout)
      let read = try placesRead(bytes)
      let keys = read.catalog.strings.keys
      try bytes.withUnsafeBufferPointer { buffer in
        let ordered = try XCTUnwrap(
          OrderedEntryPlaces(bytes: buffer, places: read.places, keys: keys, firstEntries: starts), name)
        try body(name, bytes, buffer, keys, ordered, CatalogEntryIndex(bytes: buffer, places: read.places))
      }
    }
  }

  func testEveryKeyIsWhereTheIndexByKeyPutsItInEveryLayout() throws {
    let starts = [0, 1, 150, 299]
    try eachLayout(starts: starts) { name, _, buffer, keys, ordered, index in
      for start in starts {
        // A thread's cursor starts before its first key and goes on key by key.
        var cursor = ordered.cursor(before: start)
        for entry in start..<keys.count {
          let place = try XCTUnwrap(index[keys[entry]])
          cursor.advance(to: ordered.places[entry].keyOffset, in: buffer)
          XCTAssertEqual(ordered.places[entry].keyOffset, place.keyOffset, "\(name) \(entry)")
          XCTAssertEqual([cursor.line, cursor.column], [place.line, place.column], "\(name): entry \(entry) from \(start)")
        }
      }
    }
  }

  /// The later entries' chunks cover them in order, each starting with the line cursor before its
  /// first key, counted on from chunk to chunk: its key's line and column are the index's.
  func testLaterChunksStartAtTheLinesOfTheirFirstKeys() throws {
    try eachLayout(starts: [0, 120]) { name, bytes, buffer, keys, ordered, index in
      let locator = FindingLocator(bytes: SourceBytes(array: bytes), ordered: ordered)
      let chunks = LaterChunks(120..<300, chunks: 7, locator: locator)
      var covered = 120
      while let chunk = chunks.claim() {
        XCTAssertEqual(chunk.entries.lowerBound, covered, name)
        covered = chunk.entries.upperBound
        var cursor = chunk.cursor
        cursor.advance(to: ordered.places[chunk.entries.lowerBound].keyOffset, in: buffer)
        let place = try XCTUnwrap(index[keys[chunk.entries.lowerBound]])
        XCTAssertEqual([cursor.line, cursor.column], [place.line, place.column], "\(name): chunk \(chunk.index)")
      }
      XCTAssertEqual(covered, 300, name)
      XCTAssertEqual(chunks.count, 7, name)
    }
  }

  /// A key written twice: the reader's places are not the entries one for one, so lint locates
  /// by key, and finds what one thread and the index by key find.
  func testARepeatedKeyIsLocatedByKey() throws {
    let catalog = ReadLayouts.catalog(entries: 3_000)
    var text = String(decoding: ReadLayouts.bytes(catalog, layout: nil), as: UTF8.self)
    let first = try XCTUnwrap(catalog.strings.keys.first)
    let escaped = first.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    let repeated = try XCTUnwrap(text.range(of: "  \"strings\" : {\n"))
    // A twin before the first entry: the reader keeps the last one written.
    text.insert(contentsOf: "    \"\(escaped)\" : {\n      \"comment\" : \"first of two\"\n    },\n", at: repeated.upperBound)
    let bytes = Array(text.utf8)
    let read = try placesRead(bytes)
    XCTAssertEqual(read.places.count, read.catalog.strings.count + 1)
    XCTAssertNil(
      bytes.withUnsafeBufferPointer {
        OrderedEntryPlaces(bytes: $0, places: read.places, keys: read.catalog.strings.keys, firstEntries: [0])
      })
    let lint = CatalogLinter.lint(bytes: bytes, path: "twice.xcstrings")
    var oneThread = CatalogChecker(catalog: read.catalog).run(read.catalog)
    FindingLocator(bytes: bytes).locate(&oneThread)
    for slot in oneThread.indices { oneThread[slot].file = "twice.xcstrings" }
    let checked = lint.findings.filter { $0.check != .duplicateKey }
    XCTAssertGreaterThan(checked.count, 2_000)
    XCTAssertEqual(checked.map(TextFindingFormat.line), LintRun.sorted(oneThread).map(TextFindingFormat.line))
  }
}

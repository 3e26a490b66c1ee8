import CatalogTestSupport
import Foundation
import XCTest

@testable import CatalogChecks
@testable import CatalogEditing
@testable import CatalogFiles
@testable import CatalogModel
@testable import CatalogWorkspace
import StringCatalog

/// The reader splits a large file between threads and reads it to the same model whatever its
/// layout: Xcode's, Python's `json.dump(indent=4)`, tabs, one line, CRLF.
final class AnyLayoutReadTests: TwoThreadReadTestCase {
  func testEveryLayoutIsSplitAndReadToTheSameModel() throws {
    let catalog = ReadLayouts.catalog(entries: 3_000)
    let folder = try TemporaryFolder()
    for (name, layout) in ReadLayouts.layouts {
      let bytes = ReadLayouts.bytes(catalog, layout: layout)
      let path = folder.url.appendingPathComponent("\(name).xcstrings").path
      try Data(bytes).write(to: URL(fileURLWithPath: path))
      LaterPart.joinedCount = 0
      let parallel = try CatalogReader.read(path: path, fingerprint: true)
      XCTAssertEqual(LaterPart.joinedCount, 1, "\(name): both halves parsed and joined")
      XCTAssertEqual(parallel.catalog, catalog, name)
      XCTAssertEqual(parallel.warnings.map(\.description), [], name)
      XCTAssertEqual(parallel.fingerprint, FileFingerprint(bytes: bytes), name)
      LaterPart.joinedCount = 0
      XCTAssertEqual(try CatalogReader.read(bytes: bytes).catalog, catalog, "\(name), in memory")
      XCTAssertEqual(LaterPart.joinedCount, 1, "\(name): both halves parsed and joined in memory")
    }
  }

  func testTheCutIsAnEntryKeyAfterAComma() throws {
    let catalog = ReadLayouts.catalog(entries: 200)
    for (name, layout) in ReadLayouts.layouts {
      let bytes = ReadLayouts.bytes(catalog, layout: layout)
      let middle = bytes.count / 2
      let cut = try XCTUnwrap(
        bytes.withUnsafeBufferPointer { EntryBoundary.firstEntryKey(in: UnsafeBufferPointer(rebasing: $0[middle...])) },
        name)
      // Reading the key there as a string gives one of the catalog's keys.
      let tail = Array(bytes[(middle + cut)...])
      let key = try tail.withUnsafeBufferPointer { buffer throws(ScanError) -> String in
        var scanner = JSONScanner(bytes: buffer)
        return try scanner.readString()
      }
      XCTAssertNotNil(catalog.strings[key], "\(name): \(key)")
    }
  }

  func testNoCutInsideStringsThatSpellOutAnEntry() {
    // A value that reads like `, "k" : {"comment" : …` but is one string: no cut.
    let value = Array(#"{"a":"x\", \"k\" : {\"comment\" : 1, \\\"b"}"#.utf8)
    XCTAssertNil(value.withUnsafeBufferPointer { EntryBoundary.firstEntryKey(in: $0) })
  }

  /// A random byte replaced anywhere in a small catalog, in each layout: the two-thread read
  /// from the file (a small window at a time) and the one-thread read in memory give the same
  /// error at the same `line:col`, or the same catalog.
  func testSingleByteCorruptionsReportTheSameErrorOnEveryPath() throws {
    var random = SplitMix64(seed: 23)
    let folder = try TemporaryFolder()
    let catalog = ReadLayouts.catalog(entries: 60)
    let replacements: [UInt8] = Array("\"\\{}[],: x0n\n\r\t".utf8) + [0xFF, 0xC3, 0x00]
    var errors = 0
    for (name, layout) in ReadLayouts.layouts {
      let original = ReadLayouts.bytes(catalog, layout: layout)
      for _ in 0..<50 {
        var bytes = original
        let offset = Int.random(in: 0..<bytes.count, using: &random)
        bytes[offset] = replacements[Int.random(in: 0..<replacements.count, using: &random)]
        let path = folder.url.appendingPathComponent("c.xcstrings").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let fromFile = Result { () throws(CatalogReadError) in try CatalogReader.read(path: path) }
        let inMemory = Result { () throws(CatalogReadError) in try CatalogReader.read(bytes: bytes, path: path, parallel: false) }
        switch (fromFile, inMemory) {
        case (.failure(let split), .failure(let whole)):
          errors += 1
          XCTAssertEqual(split.description, whole.description, "\(name), byte \(offset)")
        case (.success(let split), .success(let whole)):
          XCTAssertEqual(split.catalog, whole.catalog, "\(name), byte \(offset)")
          XCTAssertEqual(split.warnings.map(\.description), whole.warnings.map(\.description), "\(name), byte \(offset)")
        default:
          XCTFail("\(name), byte \(offset): one path failed, the other did not")
        }
      }
    }
    // Most corruptions break the file: the comparison above is mostly of errors.
    XCTAssertGreaterThan(errors, 150)
  }
}

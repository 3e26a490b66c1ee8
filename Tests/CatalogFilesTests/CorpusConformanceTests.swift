import CatalogTestSupport
import Foundation
import StringCatalog
import XCTest

/// Every catalog of `../shared/corpus/xcstrings`: Xcode-written files round-trip byte for byte;
/// the others are normalized stably, without losing a value, into what Foundation's
/// JSONSerialization (the spec's oracle for Xcode's bytes on Linux) writes.
final class CorpusConformanceTests: XCTestCase {
  struct LoadedFile {
    var row: XCStringsCorpus.Row
    var original: [UInt8]
    var result: Result<CatalogReadResult, CatalogReadError>
    /// write(read(original))
    var formatted: [UInt8]?
  }

  /// Each file is read and formatted once for all the tests of this class.
  nonisolated(unsafe) static var cache: [LoadedFile]?

  static func corpus() throws -> [LoadedFile] {
    if let cache { return cache }
    var files: [LoadedFile] = []
    for row in try XCStringsCorpus.manifest() {
      let original = try XCStringsCorpus.bytes(row.file)
      let result: Result<CatalogReadResult, CatalogReadError>
      do {
        result = .success(try CatalogReader.read(bytes: original, path: row.file))
      } catch {
        result = .failure(error)
      }
      let formatted = (try? result.get()).map { CatalogWriter.bytes($0.catalog, capacityHint: original.count) }
      files.append(LoadedFile(row: row, original: original, result: result, formatted: formatted))
    }
    cache = files
    return files
  }

  func testTheManifestListsEveryFile() throws {
    let rows = try XCStringsCorpus.manifest()
    let onDisk = try FileManager.default.contentsOfDirectory(atPath: XCStringsCorpus.directory.path)
      .filter { $0.hasSuffix(".xcstrings") }
    XCTAssertEqual(Set(rows.map(\.file)), Set(onDisk))
    XCTAssertEqual(rows.count, 73)
  }

  func testEveryFileReads() throws {
    for file in try Self.corpus() {
      switch file.result {
      case .failure(let error): XCTFail("\(error)")
      case .success(let result):
        // The manifest counts members; a duplicate key (mlem's merge artifact) is one entry.
        let duplicates = result.warnings.compactMap(\.duplicateKey)
        XCTAssertEqual(result.catalog.strings.count + duplicates.count, file.row.keys, "\(file.row.file): key count")
        if file.row.file.hasPrefix("mlemgroup__mlem__") {
          XCTAssertEqual(duplicates, ["Toggle Notifications"])
          XCTAssertEqual(result.warnings.first.map { $0.relatedLine.map { $0 < result.warnings[0].line } }, true)
        } else {
          XCTAssertEqual(duplicates, [], file.row.file)
        }
        XCTAssertNil(result.encodingNote, file.row.file)
        if file.row.xcodeExact {
          XCTAssertEqual(result.warnings, [], "Xcode writes no duplicates: \(file.row.file)")
        }
      }
    }
  }

  func testXcodeExactFilesRoundTripByteForByte() throws {
    var count = 0
    for file in try Self.corpus() where file.row.xcodeExact {
      guard let formatted = file.formatted else { continue }
      assertSameBytes(formatted, file.original, file.row.file)
      if formatted == file.original { count += 1 }
    }
    XCTAssertEqual(count, 55)
  }

  func testOtherFilesFormatStably() throws {
    var count = 0
    for file in try Self.corpus() where !file.row.xcodeExact {
      guard let formatted = file.formatted else { continue }
      XCTAssertNotEqual(formatted, file.original, "\(file.row.file) is listed as not Xcode-exact, yet formatting keeps it")
      do {
        let again = CatalogWriter.bytes(try CatalogReader.read(bytes: formatted).catalog)
        assertSameBytes(again, formatted, "\(file.row.file): formatting again")
        if again == formatted { count += 1 }
      } catch {
        XCTFail("\(file.row.file): the formatted file does not read back: \(error)")
      }
    }
    XCTAssertEqual(count, 18)
  }

  /// Spec §5: these differ from Xcode's bytes only by a trailing newline.
  func testFilesWithOnlyATrailingNewlineLoseJustThatNewline() throws {
    let names = [
      "XcodesOrg__XcodesApp__Xcodes_Resources_Localizable.xcstrings",
      "Ranchero-Software__NetNewsWire__Mac_ActivityLog_mul.lproj_ActivityLogWindow.xcstrings",
      "apple__sample-backyard-birds__Multiplatform_Localizable.xcstrings",
    ]
    let files = try Self.corpus()
    for name in names {
      let file = try XCTUnwrap(files.first { $0.row.file == name }, name)
      XCTAssertEqual(file.original.last, 0x0A, name)
      assertSameBytes(try XCTUnwrap(file.formatted) + [0x0A], file.original, name)
    }
  }

  /// The formatted file holds the same JSON values as the original (JSONSerialization, which also
  /// keeps the last of duplicate members, parses both).
  func testFormattingKeepsEveryValue() throws {
    var count = 0
    for file in try Self.corpus() where !file.row.xcodeExact {
      guard let formatted = file.formatted else { continue }
      let before = try JSONSerialization.jsonObject(with: Data(file.original)) as? NSDictionary
      let after = try JSONSerialization.jsonObject(with: Data(formatted)) as? NSDictionary
      XCTAssertNotNil(before, file.row.file)
      if let before, let after, before.isEqual(after) {
        count += 1
      } else {
        XCTFail("\(file.row.file): the formatted file's JSON differs from the original's")
      }
    }
    XCTAssertEqual(count, 18)
  }

  /// For files under 1 MB, the formatted bytes equal JSONSerialization's pretty, sorted output.
  func testFormattingMatchesJSONSerialization() throws {
    var count = 0
    var considered = 0
    for file in try Self.corpus() where !file.row.xcodeExact && file.original.count < 1 << 20 {
      considered += 1
      guard let formatted = file.formatted else { continue }
      let object = try JSONSerialization.jsonObject(with: Data(file.original))
      let oracle = try JSONSerialization.data(
        withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
      assertSameBytes(formatted, Array(oracle), "\(file.row.file) vs JSONSerialization")
      if formatted == Array(oracle) { count += 1 }
    }
    XCTAssertEqual(count, considered)
    XCTAssertEqual(considered, 15)
  }
}

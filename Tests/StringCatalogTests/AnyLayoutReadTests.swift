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
  static let layouts: [(name: String, relayout: JSONRelayout?)] = [
    ("Xcode", nil), ("4 spaces", .python), ("tabs", .tabs), ("minified", .minified), ("CRLF", .crlf),
    ("odd", JSONRelayout(indent: " ", lineBreak: "\r\n", colon: "  :\t", finalLineBreak: true)),
  ]

  /// Entries with everything a reader must get right near a cut: escaped quotes and backslashes
  /// in keys and values (some spelling out a member name), variations, substitutions, empty
  /// entries and entries without localizations.
  static func catalog(entries: Int) -> Catalog {
    var pairs: [(String, Entry)] = []
    for index in 0..<entries {
      var entry = Entry()
      if index % 3 == 0 { entry.comment = "Says \"comment\" : { and \\\" \(index)" }
      if index % 7 == 0 { entry.extractionState = "manual" }
      if index % 11 != 5 {
        var localizations = KeyedList<Localization>()
        localizations["en"] = Localization(value: "Value \(index) \"localizations\":{ ünï\\", state: .translated)
        if index % 4 == 1 {
          var forms = KeyedList<Localization>()
          forms["one"] = Localization(value: "%lld file", state: .translated)
          forms["other"] = Localization(value: "%lld files\n", state: .needsReview)
          localizations["de"] = Localization(variations: Variations(plural: forms))
        } else if index % 4 == 2 {
          var forms = KeyedList<Localization>()
          forms["other"] = Localization(value: "%arg Dinge", state: .translated)
          var substitutions = KeyedList<Substitution>()
          substitutions["n"] = Substitution(argNum: 1, formatSpecifier: "lld", variations: Variations(plural: forms))
          localizations["fr"] = Localization(
            stringUnit: StringUnit(state: .translated, value: "%#@n@"), substitutions: substitutions)
        }
        entry.localizations = localizations
      }
      pairs.append(("key \"\(index)\" \\ \(index % 13 == 0 ? "\"comment\" : {" : "")", entry))
    }
    return Catalog(sourceLanguage: "en", version: "1.0", strings: KeyedList(pairs))
  }

  static func bytes(_ catalog: Catalog, layout: JSONRelayout?) -> [UInt8] {
    let xcode = CatalogWriter.bytes(catalog)
    return layout?.apply(to: xcode) ?? xcode
  }

  func testEveryLayoutIsSplitAndReadToTheSameModel() throws {
    let catalog = Self.catalog(entries: 3_000)
    let folder = try TemporaryFolder()
    for (name, layout) in Self.layouts {
      let bytes = Self.bytes(catalog, layout: layout)
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
    let catalog = Self.catalog(entries: 200)
    for (name, layout) in Self.layouts {
      let bytes = Self.bytes(catalog, layout: layout)
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
    let catalog = Self.catalog(entries: 60)
    let replacements: [UInt8] = Array("\"\\{}[],: x0n\n\r\t".utf8) + [0xFF, 0xC3, 0x00]
    var errors = 0
    for (name, layout) in Self.layouts {
      let original = Self.bytes(catalog, layout: layout)
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

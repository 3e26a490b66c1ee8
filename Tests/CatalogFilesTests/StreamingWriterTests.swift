import CatalogTestSupport
import Foundation
import XCTest

@testable import CatalogChecks
@testable import CatalogEditing
@testable import CatalogFiles
@testable import CatalogModel
@testable import CatalogWorkspace
import StringCatalog

/// The writer streams through one fixed block: the output is the same whatever the block size,
/// `format --check` compares while writing, and `format` writes straight to the temporary file.
final class StreamingWriterTests: XCTestCase {
  private func catalog(entries: Int) -> Catalog {
    var pairs: [(String, Entry)] = []
    for index in 0..<entries {
      var entry = Entry()
      entry.comment = "Comment \(index) with \"quotes\", a \\ backslash,\na line break and ünïcödé"
      var localizations = KeyedList<Localization>()
      localizations["de"] = Localization(value: "Wert \(index) — «zitiert» \t tab", state: .translated)
      localizations["en"] = Localization(value: String(repeating: "long text ", count: index % 40), state: .translated)
      entry.localizations = localizations
      pairs.append(("key.\(String(format: "%05d", index))", entry))
    }
    return Catalog(sourceLanguage: "en", version: "1.0", strings: KeyedList(pairs))
  }

  func testTheOutputIsTheSameBytesWhateverTheBlockSize() {
    let catalog = catalog(entries: 300)
    let whole = CatalogWriter.bytes(catalog)
    for blockSize in [1, 7, 64, 4096] {
      var streamed: [UInt8] = []
      var largestBlock = 0
      JSONOutput.stream(blockSize: blockSize, to: { block, _ in
        streamed.append(contentsOf: block)
        largestBlock = max(largestBlock, block.count)
      }) { output in CatalogWriter.write(catalog, to: &output) }
      XCTAssertEqual(streamed, whole, "block size \(blockSize)")
      XCTAssertLessThanOrEqual(largestBlock, max(blockSize, 600), "a block larger than the buffer: the output was held")
    }
  }

  func testTheWriterHandsOverFixedBlocksAndNeverTheWholeFile() {
    let catalog = catalog(entries: 3_000)
    var blocks = 0
    var total = 0
    var largestBlock = 0
    CatalogWriter.stream(catalog) { block, _ in
      blocks += 1
      total += block.count
      largestBlock = max(largestBlock, block.count)
    }
    XCTAssertGreaterThan(total, 8 * JSONOutput.blockSize)
    XCTAssertEqual(largestBlock, JSONOutput.blockSize)
    XCTAssertEqual(blocks, (total + JSONOutput.blockSize - 1) / JSONOutput.blockSize)
  }

  func testStoppingEndsTheWritingEarly() {
    let catalog = catalog(entries: 3_000)
    var blocks = 0
    CatalogWriter.stream(catalog) { _, stop in
      blocks += 1
      stop = blocks == 2
    }
    XCTAssertEqual(blocks, 2)
  }

  func testCheckFindsADifferenceAnywhereAndExtraBytesAtTheEnd() throws {
    let folder = try TemporaryFolder()
    let formatted = CatalogWriter.bytes(catalog(entries: 2_000))
    XCTAssertGreaterThan(formatted.count, 4 * JSONOutput.blockSize)
    let same = try folder.file("same.xcstrings", String(decoding: formatted, as: UTF8.self))
    XCTAssertFalse(try CatalogFormatter.format(path: same, write: false).changed)

    // Both read back to the same catalog but differ in bytes: one more byte after the end, and
    // the last comment's letters written as escapes.
    let trailing = try folder.file("trailing.xcstrings", String(decoding: formatted + [0x0A], as: UTF8.self))
    XCTAssertTrue(try CatalogFormatter.format(path: trailing, write: false).changed)
    var text = String(decoding: formatted, as: UTF8.self)
    let last = try XCTUnwrap(text.range(of: "ünïcödé", options: .backwards))
    text.replaceSubrange(last, with: "\\u00fcn\\u00efc\\u00f6d\\u00e9")
    let escaped = try folder.file("escaped.xcstrings", text)
    XCTAssertTrue(try CatalogFormatter.format(path: escaped, write: false).changed)
    XCTAssertEqual(try FileBytes.read(path: escaped), Array(text.utf8), "--check wrote")
  }

  func testFormatWritesTheStreamedOutputAndLeavesAFileInFormUntouched() throws {
    let folder = try TemporaryFolder()
    let formatted = CatalogWriter.bytes(catalog(entries: 2_000))
    let foreign = String(decoding: formatted, as: UTF8.self).replacingOccurrences(of: "\" : ", with: "\": ") + "\n"
    let path = try folder.file("foreign.xcstrings", foreign)
    XCTAssertTrue(try CatalogFormatter.format(path: path, write: true).changed)
    XCTAssertEqual(try FileBytes.read(path: path), formatted)

    var before = stat()
    stat(path, &before)
    XCTAssertFalse(try CatalogFormatter.format(path: path, write: true).changed)
    var after = stat()
    stat(path, &after)
    XCTAssertEqual(before.st_ino, after.st_ino, "a file already in form was replaced")
    XCTAssertEqual(try folder.contents(), ["foreign.xcstrings"], "a temporary file was left behind")
  }

  func testTheContentHashDoesNotDependOnHowTheBytesAreSplit() {
    let bytes = (0..<10_000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 3) }
    let whole = bytes.withUnsafeBytes { ContentHash.of($0) }
    for piece in [1, 5, 31, 32, 33, 4096] {
      var hash = ContentHash()
      var offset = 0
      bytes.withUnsafeBytes { raw in
        while offset < raw.count {
          let end = min(offset + piece, raw.count)
          hash.add(UnsafeRawBufferPointer(rebasing: raw[offset..<end]))
          offset = end
        }
      }
      XCTAssertEqual(hash.value, whole, "pieces of \(piece)")
    }
    var changed = bytes
    changed[9_999] ^= 1
    XCTAssertNotEqual(changed.withUnsafeBytes { ContentHash.of($0) }, whole)
    XCTAssertNotEqual(ContentHash.of(Array(bytes.dropLast())), whole)
  }
}

import CatalogTestSupport
import Foundation
import XCTest

@testable import CatalogChecks
@testable import CatalogEditing
@testable import CatalogFiles
@testable import CatalogModel
@testable import CatalogWorkspace
import StringCatalog

/// Files are read a window ahead of the parser; an entry longer than the window, or an error
/// past it, must give exactly what reading the whole file at once gives.
final class ProgressiveReadTests: XCTestCase {
  override func setUp() {
    super.setUp()
    ReleasableFileBuffer.window = 64 << 10
  }

  override func tearDown() {
    ReleasableFileBuffer.window = ReleasableFileBuffer.defaultWindow
    super.tearDown()
  }

  private func text(middleComment: String, tail: String = "},\"version\":\"1.0\"}") -> String {
    """
    {"sourceLanguage":"en","strings":{"a":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"A"}}}},
    "big":{"comment":"\(middleComment)"},
    "c":{"shouldTranslate":false}\(tail)
    """
  }

  func testAnEntryLongerThanTheReadAheadWindowReadsLikeTheWholeFile() throws {
    let folder = try TemporaryFolder()
    let long = String(repeating: "0123456789abcdef", count: ReleasableFileBuffer.window / 16 + 1000)
    let contents = text(middleComment: long)
    let path = try folder.file("long.xcstrings", contents)
    let fromFile = try CatalogReader.read(path: path, fingerprint: true)
    let fromBytes = try CatalogReader.read(bytes: Array(contents.utf8))
    XCTAssertEqual(fromFile.catalog, fromBytes.catalog)
    XCTAssertEqual(fromFile.catalog.strings["big"]?.comment?.count, long.count)
    XCTAssertEqual(fromFile.fingerprint, FileFingerprint(bytes: Array(contents.utf8)))
    let stats = try CatalogReader.readStats(path: path)
    XCTAssertEqual(stats.languages, fromBytes.catalog.stats())
    XCTAssertEqual(stats.entryCount, 3)
  }

  func testAnErrorPastTheWindowIsReportedAtItsLineAndColumn() throws {
    let folder = try TemporaryFolder()
    let long = String(repeating: "x", count: ReleasableFileBuffer.window + 10)
    let contents = text(middleComment: long, tail: "} \"version\":\"1.0\"}")
    let path = try folder.file("broken.xcstrings", contents)
    var fileError: CatalogReadError?
    do { _ = try CatalogReader.read(path: path) } catch { fileError = error }
    var statsError: CatalogReadError?
    do { _ = try CatalogReader.readStats(path: path) } catch { statsError = error }
    // `"c":{"shouldTranslate":false}} "version"`: the object of strings ends, then no comma.
    XCTAssertEqual(fileError?.line, 3)
    XCTAssertEqual(fileError?.column, 32)
    var bytesError: CatalogReadError?
    do { _ = try CatalogReader.read(bytes: Array(contents.utf8), path: path) } catch { bytesError = error }
    XCTAssertEqual(fileError?.description, bytesError?.description)
    XCTAssertEqual(statsError?.description, fileError?.description)
  }

  func testManyEntriesAreReadInWindowsAndTheFingerprintCoversThemAll() throws {
    let folder = try TemporaryFolder()
    var pairs: [(String, Entry)] = []
    for index in 0..<500 {
      var entry = Entry()
      entry.comment = "Comment number \(index): " + String(repeating: "long enough to need a few windows. ", count: 60)
      pairs.append(("key.\(String(format: "%06d", index))", entry))
    }
    let bytes = CatalogWriter.bytes(Catalog(sourceLanguage: "en", strings: KeyedList(pairs)))
    XCTAssertGreaterThan(bytes.count, ReleasableFileBuffer.window)
    let path = try folder.file("many.xcstrings", String(decoding: bytes, as: UTF8.self))
    let read = try CatalogReader.read(path: path, fingerprint: true)
    XCTAssertEqual(CatalogWriter.bytes(read.catalog), bytes)
    XCTAssertEqual(read.fingerprint, FileFingerprint(bytes: bytes))
  }
}

/// Pages behind the parser are moved ahead to where the next reads land instead of being given
/// back (see `ReleasableFileBuffer.release`): every byte must still arrive exactly as in the file.
final class RecycledPagesTests: XCTestCase {
  func testBytesReadIntoMovedPagesAreTheFilesAndTheRangeBehindReadsAsZeros() throws {
    let folder = try TemporaryFolder()
    // 9 MB of a pattern that differs on every page, so a page landing in the wrong place shows.
    let size = 9 << 20
    var bytes = [UInt8](repeating: 0, count: size)
    for index in 0..<size { bytes[index] = UInt8(truncatingIfNeeded: index &* 31 &+ index >> 12) }
    let path = folder.path + "/pattern.bin"
    XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
    let buffer = try ReleasableFileBuffer(path: path, limit: Int.max, fingerprint: true)
    var parsed = 0
    while parsed < size {
      let available = buffer.readAhead(of: parsed)
      let step = min(300_001, available - parsed)
      XCTAssertGreaterThan(step, 0)
      let view = buffer.bytes
      XCTAssertTrue(view[parsed..<parsed + step].elementsEqual(bytes[parsed..<parsed + step]), "bytes at \(parsed)")
      parsed += step
      buffer.release(before: parsed)
    }
    XCTAssertTrue(buffer.isComplete)
    XCTAssertEqual(buffer.fingerprint, FileFingerprint(bytes: bytes))
    #if os(Linux)
      XCTAssertGreaterThan(buffer.movedBytes, 2 << 20)
    #endif
    // The start was given back: still mapped, now untouched memory.
    XCTAssertTrue(buffer.bytes[0..<4096].allSatisfy { $0 == 0 })
  }
}

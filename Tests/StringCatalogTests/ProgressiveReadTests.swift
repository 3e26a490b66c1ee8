import Foundation
import XCTest

@testable import StringCatalog

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

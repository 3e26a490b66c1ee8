import CatalogTestSupport
import Foundation
import XCTest

@testable import StringCatalog

/// One damaged byte costs one record, not the journal (issue 30 item 7): reading scans on for the
/// next intact frame and counts what it could not read, and a journal with unreadable parts is
/// moved aside (`.damaged`), never deleted or rewritten.
final class JournalDamageTests: XCTestCase {
  private let catalog = "/app/A.xcstrings"
  private let other = "/app/B.xcstrings"

  /// A real journal: the start record, the catalog record, then three edits of `catalog`.
  /// Returns its path, its bytes and where each record starts.
  private func journal(in fixture: JournalFixture) throws -> (path: String, bytes: [UInt8], starts: [Int]) {
    var running: RecoveryJournal? = try fixture.start()
    let path = try XCTUnwrap(running?.path)
    var starts = [0]
    for (key, before, after) in [("Cancel", "Abbrechen", "Abbruch"), ("Done", "Fertig", "Erledigt"), ("Share", "Teilen", "Senden")] {
      starts.append(try JournalFixture.bytes(of: path).count)
      running?.append(try JournalFixture.step(key, before, after), catalogPath: catalog)
    }
    running = nil
    // The catalog record is written just before the first edit: split that stretch at it.
    let bytes = try JournalFixture.bytes(of: path)
    let firstLength = Int(bytes[0]) | Int(bytes[1]) << 8
    starts.insert(JournalFraming.headerSize + firstLength, at: 1)
    return (path, bytes, starts)
  }

  private func damaged(_ bytes: [UInt8], at index: Int) -> [UInt8] {
    var copy = bytes
    copy[index] ^= 0x04
    return copy
  }

  func testAFlippedByteInTheFirstRecordLosesOnlyThatRecord() throws {
    let fixture = try JournalFixture()
    let (path, bytes, starts) = try journal(in: fixture)
    // Every byte of the start record: header (length, checksum) and payload alike.
    for index in 0..<starts[1] {
      try JournalFixture.write(damaged(bytes, at: index), to: path)
      let contents = try XCTUnwrap(JournalContents.read(path: path))
      XCTAssertEqual(
        contents.summary, [catalog: ["Cancel: Abbrechen → Abbruch", "Done: Fertig → Erledigt", "Share: Teilen → Senden"]],
        "byte \(index)")
      XCTAssertEqual(contents.unreadableBytes, starts[1], "byte \(index)")
    }
  }

  func testAFlippedByteInAMiddleRecordLosesOnlyThatRecord() throws {
    let fixture = try JournalFixture()
    let (path, bytes, starts) = try journal(in: fixture)
    let done = starts[3]..<starts[4]
    for index in [done.lowerBound, done.lowerBound + 5, done.lowerBound + 20, done.upperBound - 1] {
      try JournalFixture.write(damaged(bytes, at: index), to: path)
      let contents = try XCTUnwrap(JournalContents.read(path: path))
      XCTAssertEqual(contents.summary, [catalog: ["Cancel: Abbrechen → Abbruch", "Share: Teilen → Senden"]], "byte \(index)")
      XCTAssertEqual(contents.unreadableBytes, done.count, "byte \(index)")
      XCTAssertEqual(contents.processID, 4242)
    }
  }

  /// Garbage between records (zeros, as a crash can leave, or text) is skipped to the next record.
  func testInsertedGarbageIsSkippedToTheNextRecord() {
    let first = JournalFraming.frame(Array("{\"a\":1}".utf8))
    let last = JournalFraming.frame(Array("{\"b\":2}".utf8))
    for garbage in [[UInt8](repeating: 0, count: 100), Array("{not a frame}".utf8), [0xFF, 0xFF, 0xFF, 0x7F]] {
      let read = JournalFraming.payloads(in: first + garbage + last)
      XCTAssertEqual(read.payloads.map(Array.init), [Array("{\"a\":1}".utf8), Array("{\"b\":2}".utf8)])
      XCTAssertEqual(read.unreadableBytes, garbage.count)
    }
  }

  /// Headers that each claim the rest of the file cannot make the scan quadratic: the checksum
  /// work stays within its budget (a few passes over the file).
  func testResynchronisingIsBoundedOnHostileInput() {
    // Blocks of a header claiming the rest of the file and a `{`; the file ends in `}`. Unbounded,
    // the checksums alone would cover about size² / 18 bytes (2 GB here).
    let blockSize = JournalFraming.headerSize + 1
    let count = 200_000 / blockSize * blockSize + 1
    var bytes: [UInt8] = []
    bytes.reserveCapacity(count)
    while bytes.count + blockSize < count {
      let length = UInt32(count - bytes.count - JournalFraming.headerSize)
      for shift in 0..<4 { bytes.append(UInt8(truncatingIfNeeded: length >> (8 * shift))) }
      bytes += [0, 0, 0, 0, UInt8(ascii: "{")]
    }
    bytes += [UInt8](repeating: UInt8(ascii: "}"), count: count - bytes.count)
    let read = JournalFraming.payloads(in: bytes)
    XCTAssertEqual(read.payloads.count, 0)
    XCTAssertEqual(read.unreadableBytes, bytes.count)
    XCTAssertLessThanOrEqual(read.resyncChecksummedBytes, JournalFraming.resyncBudget(forSize: bytes.count) + bytes.count)
  }

  /// Restoring (or discarding) from a damaged journal moves it aside whole; what it holds for
  /// other catalogs is written again under its old name, and nothing is deleted.
  func testDroppingFromADamagedJournalMovesItAsideAndKeepsTheRest() throws {
    let fixture = try JournalFixture()
    var running: RecoveryJournal? = try fixture.start()
    running?.append(try JournalFixture.step("Cancel", "Abbrechen", "Abbruch"), catalogPath: catalog)
    running?.append(try JournalFixture.step("Done", "Fertig", "Erledigt"), catalogPath: other)
    let lengthBefore = try JournalFixture.bytes(of: try XCTUnwrap(running?.path)).count
    running?.append(try JournalFixture.step("Share", "Teilen", "Senden"), catalogPath: catalog)
    let path = try XCTUnwrap(running?.path)
    running = nil
    let bytes = try JournalFixture.bytes(of: path)
    let broken = damaged(bytes, at: lengthBefore + 12)
    try JournalFixture.write(broken, to: path)
    XCTAssertEqual(chmod(path, 0o600), 0)

    RecoveryJournal.drop(catalogs: [catalog], fromAbandoned: path)
    XCTAssertEqual(try JournalFixture.bytes(of: path + ".damaged"), broken, "moved aside byte for byte")
    let left = try XCTUnwrap(JournalContents.read(path: path))
    XCTAssertEqual(left.summary, [other: ["Done: Fertig → Erledigt"]])
    XCTAssertEqual(left.unreadableBytes, 0)
    XCTAssertEqual(RecoveryJournal.abandoned(environment: fixture.environment), [path], "the rest is offered again")

    // Dropping the last catalog of a damaged journal with nothing else: moved aside, not deleted.
    try JournalFixture.write(damaged(try JournalFixture.bytes(of: path), at: 3), to: path)
    RecoveryJournal.drop(catalogs: [other], fromAbandoned: path)
    XCTAssertFalse(FileManager.default.fileExists(atPath: path))
    let aside = try FileManager.default.contentsOfDirectory(atPath: fixture.stateFolder).filter { $0.hasSuffix(".damaged") }
    XCTAssertEqual(aside.count, 2, "a second damaged copy does not replace the first: \(aside)")
    XCTAssertEqual(RecoveryJournal.abandoned(environment: fixture.environment), [])
  }
}

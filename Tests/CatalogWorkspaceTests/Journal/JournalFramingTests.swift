import CatalogTestSupport
import Foundation
import XCTest

@testable import CatalogChecks
@testable import CatalogEditing
@testable import CatalogFiles
@testable import CatalogModel
@testable import CatalogWorkspace
import StringCatalog

/// Journal records on disk: length + CRC-32 + payload round trips, and a record the kill tore
/// (cut short, or a byte changed) is dropped on its own while every record before it is read.
final class JournalFramingTests: XCTestCase {
  func testFramesRoundTripWithLittleEndianLengthAndZlibChecksum() {
    let payloads: [[UInt8]] = [Array("{}".utf8), Array("{\"t\":\"draft\",\"text\":\"Ferti ✓\"}".utf8)]
    let bytes = payloads.flatMap(JournalFraming.frame)
    // "{}": length 2, CRC-32 0xA3A6BF43 (the value zlib's crc32 gives), both little-endian.
    XCTAssertEqual(Array(bytes.prefix(10)), [2, 0, 0, 0, 0x43, 0xBF, 0xA6, 0xA3, 0x7B, 0x7D])
    XCTAssertEqual(CRC32.checksum(Array("123456789".utf8)), 0xCBF4_3926)
    let read = JournalFraming.payloads(in: bytes)
    XCTAssertEqual(read.payloads.map(Array.init), payloads)
    XCTAssertEqual(read.unreadableBytes, 0)
  }

  func testEveryCutOfTheLastRecordDropsOnlyThatRecord() {
    let first = JournalFraming.frame(Array("{\"a\":1}".utf8))
    let last = JournalFraming.frame(Array("{\"b\":2}".utf8))
    for cut in 1..<last.count {
      let read = JournalFraming.payloads(in: first + last.dropLast(cut))
      XCTAssertEqual(read.payloads.map(Array.init), [Array("{\"a\":1}".utf8)], "cut \(cut)")
      XCTAssertEqual(read.unreadableBytes, last.count - cut, "cut \(cut)")
    }
  }

  func testAChangedByteInTheLastRecordDropsOnlyThatRecord() {
    let first = JournalFraming.frame(Array("{\"a\":1}".utf8))
    let last = JournalFraming.frame(Array("{\"b\":2}".utf8))
    for index in last.indices {
      var damaged = last
      damaged[index] ^= 0x20
      let read = JournalFraming.payloads(in: first + damaged)
      XCTAssertEqual(read.payloads.map(Array.init), [Array("{\"a\":1}".utf8)], "byte \(index)")
      XCTAssertEqual(read.unreadableBytes, last.count, "byte \(index)")
    }
  }

  func testALengthBeyondTheLimitIsDamageNotARecord() {
    var bytes = JournalFraming.frame(Array("{}".utf8))
    bytes += [0xFF, 0xFF, 0xFF, 0x7F, 0, 0, 0, 0] + Array(repeating: 0x20, count: 16)
    let read = JournalFraming.payloads(in: bytes)
    XCTAssertEqual(read.payloads.count, 1)
    XCTAssertEqual(read.unreadableBytes, 24)
  }

  /// A journal file written by RecoveryJournal, cut or damaged in its last record: the edits
  /// before it are all read back.
  func testATornLastEditOfAJournalFileKeepsTheEditsBeforeIt() throws {
    let fixture = try JournalFixture()
    let journal = try fixture.start()
    journal.append(try JournalFixture.step("Cancel", "Abbrechen", "Abbruch"), catalogPath: "/app/A.xcstrings")
    journal.append(try JournalFixture.step("Done", nil, "Fertig"), catalogPath: "/app/A.xcstrings")
    let before = try JournalFixture.bytes(of: journal.path)
    journal.append(try JournalFixture.step("Share", "Teilen", "Senden"), catalogPath: "/app/A.xcstrings")
    let whole = try JournalFixture.bytes(of: journal.path)
    let lastRecord = whole.count - before.count
    let intact = ["/app/A.xcstrings": ["Cancel: Abbrechen → Abbruch", "Done: ∅ → Fertig"]]

    let complete = try XCTUnwrap(JournalContents.read(path: journal.path))
    XCTAssertEqual(complete.summary["/app/A.xcstrings"]?.count, 3)
    XCTAssertEqual(complete.processID, 4242)

    let copy = fixture.root + "/copy.glossa-journal"
    for cut in [1, 4, 9, lastRecord - 1] {
      try JournalFixture.write(Array(whole.dropLast(cut)), to: copy)
      let contents = try XCTUnwrap(JournalContents.read(path: copy))
      XCTAssertEqual(contents.summary, intact, "cut \(cut)")
      XCTAssertEqual(contents.unreadableBytes, lastRecord - cut, "cut \(cut)")
    }
    var flipped = whole
    flipped[whole.count - 3] ^= 0x01
    try JournalFixture.write(flipped, to: copy)
    let contents = try XCTUnwrap(JournalContents.read(path: copy))
    XCTAssertEqual(contents.summary, intact)
    XCTAssertEqual(contents.unreadableBytes, lastRecord)
  }
}

import Foundation
import StringCatalog
import XCTest

/// The journal as a security boundary, through the real editor (issue 30 items 3 and 7): a
/// journal another user planted in `$TMPDIR/glossa-UID` is not offered and the reason is shown;
/// a journal damaged in a middle record offers the intact edits, says how many bytes could not
/// be read, and is moved aside to `.damaged` after the restore, never deleted.
final class JournalSafetyTmuxTests: TmuxTestCase {
  private var binary = ""
  private var path = ""

  override func setUpWithError() throws {
    try super.setUpWithError()
    binary = try GlossaBinary.path()
    path = try copyOfSample()
  }

  /// A journal of a stopped editor (process 999) setting the de value of each key to its value,
  /// written by RecoveryJournal into a folder of its own. Returns its path and where each edit
  /// record starts and ends.
  private func writeJournal(_ values: [(key: String, value: String)]) throws -> (path: String, edits: [Range<Int>]) {
    let original = try CatalogReader.read(path: path).catalog
    let staging = folder + "/staging"
    var journal = RecoveryJournal.start(processID: 999, environment: ["XDG_STATE_HOME": staging, "TMPDIR": staging]).journal
    let file = try XCTUnwrap(journal?.path)
    var edits: [Range<Int>] = []
    for (key, value) in values {
      var changed = original
      try changed.applyChange(changed.changeSettingValue(value, key: key, language: "de"))
      let change = RecoveryRecord.Edit(key: key, base: original.strings[key], mine: changed.strings[key])
      // (The first range also holds the catalog record, written just before the first edit.)
      let before = try FileBytes.read(path: file).count
      journal?.append(JournalStep(catalog: 0, changes: [change]), catalogPath: path)
      edits.append(before..<(try FileBytes.read(path: file).count))
    }
    journal = nil
    return (file, edits)
  }

  private func assertCatalogUnchanged(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) throws {
    XCTAssertEqual(try FileBytes.read(path: path), bytes, "the catalog is as it was", file: file, line: line)
  }

  func testAJournalPlantedInAnotherUsersTemporaryFolderIsNotOfferedAndTheReasonIsShown() throws {
    let catalogBytes = try FileBytes.read(path: path)
    let planted = try writeJournal([("Cancel", "PLANTED_BY_OTHER_USER")]).path
    let temporary = folder + "/tmp"
    let plantFolder = temporary + "/glossa-\(getuid())"
    XCTAssertEqual(mkdir(temporary, 0o755), 0)
    XCTAssertEqual(mkdir(plantFolder, 0o777), 0)
    XCTAssertEqual(rename(planted, plantFolder + "/journal.999.glossa-journal"), 0)
    XCTAssertEqual(chown(plantFolder + "/journal.999.glossa-journal", 12345, 12345), 0)
    XCTAssertEqual(chown(plantFolder, 12345, 12345), 0)

    let editor = JournalledEditor(binary: binary, catalog: path, stateHome: folder + "/state", temporary: temporary)
    let session = try editor.open()
    let first = session.wait(for: "the offer or the grid") { $0.contains("Restore them?") || $0.contains("│ en (source)") }
    XCTAssertFalse(first.contains("Restore them?"), first)
    session.send("q")
    session.waitFor("[exit 0]")
    // Printed before the editor took the screen, and there again once it gave it back.
    let expected =
      "Journals in \(plantFolder) are not offered: refusing to use \(plantFolder): it belongs to user 12345, not to you (\(geteuid()))"
    let screen = session.screen.filter { !$0.isWhitespace }
    XCTAssertTrue(screen.contains(expected.filter { !$0.isWhitespace }), session.screen)
    try assertCatalogUnchanged(catalogBytes)
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: plantFolder), ["journal.999.glossa-journal"])
  }

  func testADamagedJournalOffersItsIntactEditsSaysWhatIsLostAndIsMovedAside() throws {
    let original = try CatalogReader.read(path: path).catalog
    let (journal, edits) = try writeJournal([("Cancel", "Abbruch"), ("Done", "Erledigt"), ("Delete Hike", "Tour weg")])
    var bytes = try FileBytes.read(path: journal)
    bytes[edits[1].lowerBound + 30] ^= 0x04
    let descriptor = open(journal, O_WRONLY | O_TRUNC)
    XCTAssertEqual(bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }, bytes.count)
    close(descriptor)
    let state = folder + "/state/glossa"
    XCTAssertEqual(mkdir(folder + "/state", 0o755), 0)
    XCTAssertEqual(mkdir(state, 0o700), 0)
    XCTAssertEqual(rename(journal, state + "/journal.999.glossa-journal"), 0)

    let editor = JournalledEditor(binary: binary, catalog: path, stateHome: folder + "/state")
    let session = try editor.open()
    let offer = session.offer().filter { !$0.isWhitespace }
    XCTAssertTrue(offer.contains("2keyschangedin"), offer)
    XCTAssertTrue(offer.contains("itisdamaged:\(edits[1].count)bytescouldnotberead"), offer)
    session.type("y")
    session.waitFor("│ en (source)")
    session.saveAndQuitCleanly()

    var expected = original
    try expected.applyChange(expected.changeSettingValue("Abbruch", key: "Cancel", language: "de"))
    try expected.applyChange(expected.changeSettingValue("Tour weg", key: "Delete Hike", language: "de"))
    XCTAssertEqual(try FileBytes.read(path: path), CatalogWriter.bytes(expected))
    XCTAssertEqual(editor.journals(), [], "no journal is offered again")
    XCTAssertEqual(try FileBytes.read(path: state + "/journal.999.glossa-journal.damaged"), bytes, "kept, byte for byte")
  }
}

import Foundation
import StringCatalog
import TestSupport
import XCTest

/// A journal that hits a write limit in the middle of a session (a full disk, here a file size
/// limit: `ulimit -f` with SIGXFSZ ignored, so writes past it fail with EFBIG as on a full disk).
/// A failed append is healed by rewriting the journal to what is unsaved, which is small, so
/// nothing is lost; when even that cannot be written, every commit says so.
final class JournalFullDiskTmuxTests: TmuxTestCase {
  private func editor(limitKB: Int) throws -> (limited: JournalledEditor, plain: JournalledEditor) {
    let binary = try GlossaBinary.path()
    let path = try copyOfSample()
    let plain = JournalledEditor(binary: binary, catalog: path, stateHome: folder)
    let limited = JournalledEditor(
      command: "trap '' XFSZ; ulimit -f \(limitKB); " + plain.command, binary: binary, catalog: path, stateHome: folder)
    return (limited, plain)
  }

  func testAFailedAppendIsHealedByARewriteAndNothingIsLost() throws {
    let (limited, plain) = try editor(limitKB: 8)
    let original = try CatalogReader.read(path: plain.catalog).catalog
    let session = try limited.open(height: 40)
    session.waitFor("Sample.xcstrings")
    let pid = try XCTUnwrap(limited.runningPID())
    session.send("j", "j")
    // Each edit of the cell appends about 600 bytes: 8 KB are full after a dozen.
    for round in 1...20 {
      session.commitCell("Abbruch \(round)", shown: "│   Abbruch \(round)")
      XCTAssertFalse(session.screen.contains("Warning"), "round \(round):\n\(session.screen)")
    }
    limited.killHard(session, pid: pid)
    let journal = try XCTUnwrap(limited.journals().first)
    XCTAssertLessThan(try XCTUnwrap(FileManager.default.attributesOfItem(atPath: journal)[.size] as? Int), 8 * 1024)
    try plain.reopenRestoreSaveQuit()
    var expected = original
    try expected.applyChange(expected.changeSettingValue("Abbruch 20", key: "Cancel", language: "de"))
    XCTAssertEqual(
      String(decoding: try XCTUnwrap(FileManager.default.contents(atPath: plain.catalog)), as: UTF8.self),
      String(decoding: CatalogWriter.bytes(expected), as: UTF8.self))
  }

  func testAJournalThatCannotBeWrittenAnyMoreIsSaidAtEveryCommit() throws {
    let (limited, _) = try editor(limitKB: 2)
    let session = try TmuxSession(command: limited.command, width: 200, environment: limited.environment)
    session.waitFor("Sample.xcstrings")
    session.send("j")
    var warned = 0
    for (round, value) in ["Abbruch", "Wanderung weg", "Erledigt", "Bergauf"].enumerated() {
      session.send("j")
      session.wait(for: "row \(round + 3) without a message") { $0.contains("\(round + 3)/21") && !$0.contains("Warning") }
      session.commitCell(value)
      if session.screen.contains("Warning: unsaved edits are not safe from a crash: cannot rewrite ") {
        XCTAssertTrue(session.screen.contains(".glossa-journal: File too large"), session.screen)
        warned += 1
      } else {
        XCTAssertEqual(warned, 0, "once the journal is full, every commit says so:\n\(session.screen)")
      }
    }
    XCTAssertGreaterThanOrEqual(warned, 2, "2 KB hold fewer than three edits")
    session.send("q")
    session.waitFor("(d)iscard")
    session.send("d")
    session.waitFor("[exit 0]")
  }

  /// The state folder on a small tmpfs that fills up mid-session (needs mount rights; skipped
  /// without them): the journal moves to $TMPDIR with everything unsaved, says so, and a kill -9
  /// after more edits loses none of them.
  func testAStateFolderThatFillsUpMovesTheJournalToTMPDIR() throws {
    let state = folder + "/state"
    let temporary = folder + "/tmp"
    for made in [state, temporary] { try FileManager.default.createDirectory(atPath: made, withIntermediateDirectories: true) }
    try Requirement.root(to: "to mount a small tmpfs that fills up")
    let mount = Shell.run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", state])
    guard mount.status == 0 else { throw XCTSkip("cannot mount a tmpfs here, even as root: \(mount.output)") }
    addTeardownBlock { Shell.run(["umount", state]) }
    let path = try copyOfSample()
    let editor = JournalledEditor(binary: try GlossaBinary.path(), catalog: path, stateHome: state, temporary: temporary)
    let original = try CatalogReader.read(path: path).catalog

    let session = try TmuxSession(command: editor.command, width: 200, environment: editor.environment)
    session.waitFor("Sample.xcstrings")
    let pid = try XCTUnwrap(editor.runningPID())
    XCTAssertEqual(editor.journals(), [state + "/glossa/journal.\(pid).glossa-journal"])
    session.send("j", "j")
    session.commitCell("Abbruch", shown: "│   Abbruch")
    // The disk fills up. Appends go on while the journal's last page has room; then one fails.
    Shell.run(["sh", "-c", "cat /dev/zero > '\(state)/filler'"])
    let moved = temporary + "/glossa-\(getuid())/journal.\(pid).glossa-journal"
    var cancel = "Abbruch"
    for round in 1...20 where editor.journals() != [moved] {
      cancel = "Abbruch \(round)"
      session.commitCell(cancel)
    }
    XCTAssertEqual(editor.journals(), [moved], "the journal moved with everything unsaved")
    // (The message line is cut at the terminal's width: both paths are long.)
    XCTAssertTrue(session.screen.contains("Warning: cannot rewrite \(state)/glossa/journal.\(pid).glossa-journal: No space left on device; journalling to "), session.screen)
    session.send("j")
    session.commitCell("Wanderung weg")
    editor.killHard(session, pid: pid)
    unlink(state + "/filler")

    try editor.reopenRestoreSaveQuit()
    var expected = original
    for (key, value) in [("Cancel", cancel), ("Delete Hike", "Wanderung weg")] {
      try expected.applyChange(expected.changeSettingValue(value, key: key, language: "de"))
    }
    XCTAssertEqual(
      String(decoding: try XCTUnwrap(FileManager.default.contents(atPath: path)), as: UTF8.self),
      String(decoding: CatalogWriter.bytes(expected), as: UTF8.self))
  }
}

import Foundation
import StringCatalog
import XCTest

/// An editor on one catalog in tmux whose recovery journal the test can see: the editor's process
/// id comes from its journal's name (`journal.PID.glossa-journal`), so `kill -9` hits exactly it.
struct JournalledEditor {
  let binary: String
  let catalog: String
  /// Where journals live: `XDG_STATE_HOME/glossa`, or `$TMPDIR/glossa-UID` when that fails.
  let journalFolders: [String]
  let environment: [String: String]

  /// The shell command that starts the editor.
  let command: String

  init(binary: String, catalog: String, stateHome: String, temporary: String? = nil) {
    self.init(command: "\(binary) --languages de,fr '\(catalog)'", binary: binary, catalog: catalog, stateHome: stateHome, temporary: temporary)
  }

  /// An editor started by `command` (a workspace, say), journalling into `stateHome`.
  init(command: String, binary: String, catalog: String = "", stateHome: String, temporary: String? = nil) {
    self.command = command
    self.binary = binary
    self.catalog = catalog
    var environment = ["XDG_STATE_HOME": stateHome]
    if let temporary { environment["TMPDIR"] = temporary }
    self.environment = environment
    journalFolders = [stateHome + "/glossa"] + (temporary.map { [$0 + "/glossa-\(getuid())"] } ?? [])
  }

  func open(height: Int = 36) throws -> TmuxSession {
    try TmuxSession(command: command, height: height, environment: environment)
  }

  /// Every journal file, by full path.
  func journals() -> [String] {
    journalFolders.flatMap { folder in
      ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".glossa-journal") }
        .map { folder + "/" + $0 }
    }.sorted()
  }

  /// The process id of the running editor: the one journal `before` did not have.
  func runningPID(notIn before: [String] = [], file: StaticString = #filePath, line: UInt = #line) -> Int32? {
    let deadline = Date().addingTimeInterval(10)
    while Date() < deadline {
      for path in journals() where !before.contains(path) {
        let name = (path as NSString).lastPathComponent
        if let pid = Int32(name.dropFirst("journal.".count).prefix { $0.isNumber }) { return pid }
      }
      usleep(20_000)
    }
    XCTFail("no journal of a running editor in \(journalFolders)", file: file, line: line)
    return nil
  }

  /// `kill -9` of the editor; returns once the process is gone (reaped by the session's shell,
  /// whose "[exit 137]" the terminal may wrap anywhere).
  func killHard(_ session: TmuxSession, pid: Int32, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(kill(pid, SIGKILL), 0, file: file, line: line)
    session.wait(for: "the editor's exit", file: file, line: line) { _ in kill(pid, 0) != 0 && errno == ESRCH }
    XCTAssertTrue(session.screen.replacingOccurrences(of: "\n", with: "").contains("[exit 137]"), file: file, line: line)
  }

  /// Reopens, answers `y` to the offer, drops a restored draft (Esc) when `keepDraft` is false,
  /// saves when anything was restored and quits cleanly. Returns whether an offer came.
  @discardableResult
  func reopenRestoreSaveQuit(expectOffer: Bool? = true, file: StaticString = #filePath, line: UInt = #line) throws -> Bool {
    let session = try open()
    let first = session.wait(for: "the offer or the grid", file: file, line: line) {
      $0.contains("Restore them?") || $0.contains("│ en (source)")
    }
    let offered = first.contains("Restore them?")
    if let expectOffer { XCTAssertEqual(offered, expectOffer, first, file: file, line: line) }
    if offered {
      session.type("y")
      session.waitFor("│ en (source)", file: file, line: line)
    }
    if session.screen.contains("Restored an unfinished edit") {
      session.send("Escape")
      session.wait(for: "the cell editor closed", file: file, line: line) { !$0.contains("Esc cancels · Editing ") }
    }
    if session.screen.contains("[+]") {
      session.saveAndQuitCleanly(file: file, line: line)
    } else {
      session.send("q")
      session.waitFor("[exit 0]", file: file, line: line)
    }
    XCTAssertEqual(journals(), [], "a clean quit leaves no journal", file: file, line: line)
    return offered
  }
}

extension TmuxSession {
  /// Enter on the cell (or form), its text replaced by `value`, Enter; waits until the editor
  /// closed with `shown` on screen (the grid, or the variation editor's form line).
  func commitCell(_ value: String, shown: String? = nil, file: StaticString = #filePath, line: UInt = #line) {
    send("Enter", "C-u")
    type(value)
    send("Enter")
    wait(for: "\"\(value)\" committed", file: file, line: line) { $0.contains(shown ?? value) && !$0.contains("Esc cancels · Editing ") }
  }

  /// Waits for the recovery offer and returns its text with the wrapping undone.
  func offer(file: StaticString = #filePath, line: UInt = #line) -> String {
    waitFor("Restore them?", file: file, line: line)
    return screen.replacingOccurrences(of: "\n", with: " ")
  }

  /// `y` to the offer; waits for the editor's word on what came back.
  func acceptOffer(restoring message: String, file: StaticString = #filePath, line: UInt = #line) {
    type("y")
    waitFor(message, file: file, line: line)
  }

  /// Ctrl-S, then `q`: a clean quit (exit 0).
  func saveAndQuitCleanly(file: StaticString = #filePath, line: UInt = #line) {
    // `:w!`: a restored value may drop a placeholder, and a plain save would ask about that error first.
    send(":w!", "Enter")
    waitFor("Saved", file: file, line: line)
    send("q")
    waitFor("[exit 0]", file: file, line: line)
  }
}

/// Building the expected catalog the way the editor's keys change it.
extension Catalog {
  mutating func applyChange(_ change: CatalogChange?, file: StaticString = #filePath, line: UInt = #line) throws {
    for edit in try XCTUnwrap(change, file: file, line: line).edits { apply(edit) }
  }
}

/// A small seeded generator (xorshift64*), so a failing run can be repeated.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed == 0 ? 0x2545_F491_4F6C_DD1D : seed }

  mutating func next() -> UInt64 {
    state ^= state >> 12
    state ^= state << 25
    state ^= state >> 27
    return state &* 0x2545_F491_4F6C_DD1D
  }
}

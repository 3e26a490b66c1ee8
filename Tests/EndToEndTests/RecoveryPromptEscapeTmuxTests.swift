import Foundation
import StringCatalog
import XCTest

/// The recovery question is printed before curses starts, straight to the terminal: the key of
/// a stopped editor's unfinished edit comes from a journal (and so from a catalog that may be a
/// cloned repository's), and reaches the terminal only as `ControlEscape`'s stand-ins (issue 30
/// item 6). The raw bytes the terminal got are read back through `script`.
final class RecoveryPromptEscapeTmuxTests: TmuxTestCase {
  /// OSC 52 (write the clipboard), CSI clear-screen, a line break, a C1 CSI.
  private let key = "\u{1B}]52;c;cm0gLXJmIH4=\u{07}\u{1B}[2J\nnext\u{9B}1m"

  func testTheDraftsKeyReachesTheTerminalEscaped() throws {
    let binary = try GlossaBinary.path()
    try ScriptTool.require()
    let path = try copyOfSample()
    try leaveJournal(draftKey: key, catalogPath: path)
    let typescript = folder + "/typescript"
    let session = try TmuxSession(
      command: "script -q -f -c \"\(binary) '\(path)'\" '\(typescript)'", environment: ["XDG_STATE_HOME": folder])
    session.waitFor("Restore them?")
    session.type("n")
    session.waitFor("? help")
    session.send("q")
    session.waitFor("[exit 0]")
    let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: typescript)))
    let text = String(decoding: bytes, as: UTF8.self)
    let start = try XCTUnwrap(text.range(of: "Unsaved edits from an editor"), text.debugDescription)
    let end = try XCTUnwrap(text.range(of: "Restore them?", range: start.upperBound..<text.endIndex), text.debugDescription)
    let question = String(text[start.lowerBound..<end.lowerBound])
    let raw = question.unicodeScalars.filter { ($0.value < 0x20 && $0 != "\n" && $0 != "\r") || (0x7F...0x9F).contains($0.value) }
    XCTAssertEqual(raw.map { String($0.value, radix: 16) }, [], question.debugDescription)
    XCTAssertTrue(
      question.replacingOccurrences(of: "\r\n", with: " ").contains("\"^[]52;c;cm0gLXJmIH4=^G^[[2J^Jnext<9B>1m\" (de)"),
      question.debugDescription)
  }

  /// A journal as a stopped editor leaves it: only an unfinished edit of `draftKey` in German.
  private func leaveJournal(draftKey: String, catalogPath: String) throws {
    // A process number no editor here has: the journal is abandoned once its lock is let go.
    let started = RecoveryJournal.start(processID: 2_000_000_000, environment: ["XDG_STATE_HOME": folder])
    let journal = try XCTUnwrap(started.journal, started.problem ?? "")
    journal.recordDraft(JournalDraft(catalog: 0, key: draftKey, language: "de", text: "Entwurf"), catalogPath: catalogPath)
    journal.sync()
    XCTAssertNil(journal.failure)
  }
}

import Foundation
import StringCatalog
import XCTest

/// The recovery question answered as a person would (issue 20 item 10): one key, no Enter; a
/// restore the user then discards, or a `d` at the question, does not come back at the next open.
final class RecoveryPromptTmuxTests: TmuxTestCase {
  private var path = ""
  private var binary = ""

  override func setUpWithError() throws {
    try super.setUpWithError()
    binary = try GlossaBinary.path()
    path = try copyOfSample()
  }

  private func editor() throws -> TmuxSession {
    try TmuxSession(command: "\(binary) '\(path)'", environment: ["XDG_STATE_HOME": folder])
  }

  /// Opens the editor, changes a cell, and kills it with SIGKILL: the journal is left behind.
  private func editAndKill() throws {
    let session = try editor()
    session.waitFor("Sample.xcstrings")
    session.send("y")
    session.waitFor("[+]")
    // The editor's own process (its journal is named after it), not the shell tmux runs it in.
    let pid = try XCTUnwrap(journals().first.flatMap { Int32($0.dropFirst("journal.".count).prefix { $0.isNumber }) })
    XCTAssertEqual(kill(pid, SIGKILL), 0)
    session.waitFor("Killed")
  }

  private func journals() -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder + "/glossa")) ?? []).filter { $0.hasSuffix(".glossa-journal") }
  }

  func testARestoreThenDiscardedDoesNotComeBack() throws {
    try editAndKill()
    let restored = try editor()
    restored.waitFor("Restore them?")
    restored.type("y")
    restored.waitFor("[+]")
    restored.send("q")
    restored.waitFor("(d)iscard")
    restored.send("d")
    restored.waitFor("[exit 0]")
    XCTAssertEqual(journals(), [], "the user said discard: nothing is kept")

    let again = try editor()
    let screen = again.wait(for: "the first screen") { $0.contains("? help") || $0.contains("Restore them?") }
    XCTAssertFalse(screen.contains("Restore them?"), screen)
    again.send("q")
    again.waitFor("[exit 0]")
  }

  func testDiscardAtTheQuestionDeletesTheEditsAndTheQuestionWrapsAtSpaces() throws {
    try editAndKill()
    let session = try editor()
    let screen = session.wait(for: "the question") { $0.contains("Restore them?") }
    // The long description wraps between words: no line ends inside a word.
    let lines = screen.split(separator: "\n").map(String.init).filter { !$0.isEmpty }
    XCTAssertTrue(lines.count >= 2, screen)
    XCTAssertTrue(lines.contains { $0.hasPrefix("Unsaved edits from an editor (process ") }, screen)
    session.type("d")
    session.waitFor("Sample.xcstrings")
    XCTAssertFalse(session.screen.contains("[+]"), session.screen)
    session.send("q")
    session.waitFor("[exit 0]")
    XCTAssertEqual(journals(), [])
  }
}

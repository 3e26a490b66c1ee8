import Foundation
import StringCatalog
import XCTest

/// The real binary in a real terminal (tmux): open, navigate, edit, undo, save, quit, and the
/// file on disk compared byte for byte with the expected edit.
final class EditorTmuxTests: TmuxTestCase {
  func testEditUndoEditSaveQuitWritesExactlyTheEdit() throws {
    let binary = try GlossaBinary.path()
    let path = try copyOfSample()
    let original = try XCTUnwrap(FileManager.default.contents(atPath: path))
    let session = try TmuxSession(command: "\(binary) --languages de,fr '\(path)'", environment: ["XDG_STATE_HOME": folder])
    session.waitFor("Sample.xcstrings")
    // Rows: "%lld km", "%lld photos", "Cancel"…; the cursor starts in the first target column (de).
    session.send("j", "j")
    session.waitFor("3/21")
    session.send("e", "C-u")
    session.type("Abbruch")
    session.send("Enter")
    session.waitFor("[+]")
    session.send("u")
    session.waitFor("Undid")
    session.send("Enter", "C-u")
    session.type("Stornieren ✓")
    session.send("Enter")
    session.waitFor("Stornieren ✓")
    session.send("C-s")
    session.waitFor("Saved")
    session.send("q")
    session.waitFor("[exit 0]")

    var expected = try CatalogReader.read(bytes: [UInt8](original)).catalog
    let change = try XCTUnwrap(expected.changeSettingValue("Stornieren ✓", key: "Cancel", language: "de"))
    for edit in change.edits { expected.apply(edit) }
    let saved = try XCTUnwrap(FileManager.default.contents(atPath: path))
    XCTAssertEqual(String(decoding: saved, as: UTF8.self), String(decoding: CatalogWriter.bytes(expected), as: UTF8.self))
    let diff = Shell.run(["diff", GlossaBinary.samplePath, path]).output
    XCTAssertEqual(diff.split(separator: "\n").filter { $0.hasPrefix("<") || $0.hasPrefix(">") }.count, 2, diff)
  }

  func testQuitLeavesTheTerminalClean() throws {
    let binary = try GlossaBinary.path()
    let path = try copyOfSample()
    let session = try TmuxSession(command: "\(binary) '\(path)'; stty -a | tr ' ' '\\n' | grep -x -e echo -e icanon | tr '\\n' ' '")
    session.waitFor("Sample.xcstrings")
    session.send("q")
    let screen = session.wait(for: "exit") { $0.contains("[exit") }
    let modes = screen.split(whereSeparator: { $0 == " " || $0 == "\n" })
    XCTAssertTrue(modes.contains("echo") && modes.contains("icanon"), "terminal modes not restored:\n\(screen)")
    XCTAssertFalse(screen.contains("Sample.xcstrings ("), "the editor's screen is still shown:\n\(screen)")
  }

  func testUnsavedChangesPromptThenDiscard() throws {
    let binary = try GlossaBinary.path()
    let path = try copyOfSample()
    let before = FileManager.default.contents(atPath: path)
    let session = try TmuxSession(command: "\(binary) '\(path)'", environment: ["XDG_STATE_HOME": folder])
    session.waitFor("Sample.xcstrings")
    session.send("y")
    session.waitFor("[+]")
    session.send("q")
    session.waitFor("(d)iscard")
    session.send("d")
    session.waitFor("[exit 0]")
    XCTAssertEqual(FileManager.default.contents(atPath: path), before)
  }

  func testSIGTERMKeepsUnsavedEditsForTheNextOpen() throws {
    let binary = try GlossaBinary.path()
    let path = try copyOfSample()
    let session = try TmuxSession(command: "\(binary) '\(path)'", environment: ["XDG_STATE_HOME": folder])
    session.waitFor("Sample.xcstrings")
    session.send("y")
    session.waitFor("[+]")
    let pids = Shell.run(["pgrep", "-f", "\(binary) \(path)"]).output.split(separator: "\n").compactMap { Int32($0) }
    XCTAssertFalse(pids.isEmpty)
    for pid in pids { kill(pid, SIGTERM) }
    session.waitFor("[exit")
    let recoveryFolder = folder + "/glossa"
    let files = (try? FileManager.default.contentsOfDirectory(atPath: recoveryFolder)) ?? []
    XCTAssertEqual(files.filter { $0.hasSuffix(".glossa-journal") }.count, 1, "no journal in \(recoveryFolder)")

    // The next open offers the edits back; one key answers.
    let reopened = try TmuxSession(command: "\(binary) '\(path)'", environment: ["XDG_STATE_HOME": folder])
    reopened.waitFor("Restore them?")
    reopened.type("y")
    reopened.waitFor("[+]")
    reopened.send("C-s")
    reopened.waitFor("Saved")
    reopened.send("q")
    reopened.waitFor("[exit 0]")
    let saved = try CatalogReader.read(path: path).catalog
    XCTAssertEqual(saved.strings["%lld km"]?.localization("ar")?.stringUnit?.state, .needsReview)
  }

  func testTheFirstMessageShowsWhatTheReaderWarnedAbout() throws {
    let binary = try GlossaBinary.path()
    let path = folder + "/L.xcstrings"
    try Data("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"A\" : {\n      \"comment\" : null\n    },\n  }\n}\n".utf8)
      .write(to: URL(fileURLWithPath: path))
    let session = try TmuxSession(command: "cd '\(folder)' && \(binary) L.xcstrings", environment: ["XDG_STATE_HOME": folder])
    session.waitFor("L.xcstrings:5:19: warning: \"comment\" is null (read as absent; Xcode leaves it out) (and 1 more")
    session.send("q")
    session.waitFor("[exit 0]")
  }

  func testRefusesToRunWithoutATerminal() throws {
    let binary = try GlossaBinary.path()
    let result = Shell.run([binary, GlossaBinary.samplePath])
    XCTAssertEqual(result.status, 2)
    XCTAssertTrue(result.error.contains("needs a terminal"), result.error)
  }
}

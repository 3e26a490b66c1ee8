import Foundation
import StringCatalog
import XCTest

/// Pastes and keys as a real terminal sends them (tmux `paste-buffer -p` brackets the text when
/// the program asked for it), against the real binary, with the saved file compared byte for byte.
final class PasteTmuxTests: TmuxTestCase {
  /// The editor on a copy of the sample, on "Cancel" in the de column; returns the session and
  /// the copy's path.
  private func openOnCancel(environment: [String: String] = [:]) throws -> (TmuxSession, String) {
    let binary = try GlossaBinary.path()
    let path = try copyOfSample()
    let session = try TmuxSession(
      command: "\(binary) --languages de,fr '\(path)'", environment: environment.merging(["XDG_STATE_HOME": folder]) { $1 })
    session.waitFor("Sample.xcstrings")
    session.send("j", "j")
    session.waitFor("3/21")
    return (session, path)
  }

  /// The sample with one value set, as the editor must write it.
  private func sampleBytes(settingCancelIn language: String, to value: String) throws -> String {
    var expected = try CatalogReader.read(path: GlossaBinary.samplePath).catalog
    let change = try XCTUnwrap(expected.changeSettingValue(value, key: "Cancel", language: language))
    for edit in change.edits { expected.apply(edit) }
    return String(decoding: CatalogWriter.bytes(expected), as: UTF8.self)
  }

  private func saved(_ path: String) throws -> String {
    String(decoding: try XCTUnwrap(FileManager.default.contents(atPath: path)), as: UTF8.self)
  }

  private func saveAndQuit(_ session: TmuxSession) {
    session.send("C-s")
    session.waitFor("Saved")
    session.send("q")
    session.waitFor("[exit 0]")
  }

  func testPastedLinesInACellAreTextNotCommands() throws {
    let (session, path) = try openOnCancel()
    session.send("Enter", "C-u")
    session.waitFor("Editing de of \"Cancel\"")
    // Typed, this would commit "Wort", then D asks to delete the key and y confirms.
    session.paste("Wort\nDy")
    session.waitFor("  Dy")
    session.send("Enter")
    session.waitFor("[+]")
    saveAndQuit(session)
    XCTAssertEqual(try saved(path), try sampleBytes(settingCancelIn: "de", to: "Wort\nDy"))
  }

  func testPasteInTheGridOpensTheCellEditorInsteadOfRunningKeys() throws {
    let (session, path) = try openOnCancel()
    session.send("k", "k", "y")  // an unsaved edit on "%lld km" that "qd" would throw away
    session.waitFor("[+]")
    session.send("j", "j")
    session.waitFor("3/21")
    session.paste("Hallo\nqd")
    session.waitFor("Pasted into the cell editor")
    session.send("Enter")
    session.waitFor("Hallo⏎qd")
    session.send("C-s")
    session.waitFor("Saved")
    session.send("q")
    session.waitFor("[exit 0]")
    var expected = try CatalogReader.read(path: GlossaBinary.samplePath).catalog
    for change in [
      expected.changeCopyingSource(key: "%lld km", language: "de"),
      expected.changeSettingValue("Hallo\nqd", key: "Cancel", language: "de"),
    ] {
      for edit in try XCTUnwrap(change).edits { expected.apply(edit) }
    }
    XCTAssertEqual(try saved(path), String(decoding: CatalogWriter.bytes(expected), as: UTF8.self))
  }

  func testHomeEndAndUnknownSequencesWithXtermTermInsideTmux() throws {
    // tmux sends Home and End as ESC[1~ and ESC[4~, which xterm-256color's terminfo does not list.
    let (session, path) = try openOnCancel(environment: ["TERM": "xterm-256color"])
    session.send("Enter")
    session.waitFor("  Abbrechen")
    session.send("Home")
    session.type("[")
    session.send("End")
    session.type("]")
    session.waitFor("[Abbrechen]")
    session.type("\u{1B}[99~")
    session.waitFor("Unknown key sequence ESC[99~")
    session.send("C-Left")
    session.type("!")
    session.waitFor("  ![Abbrechen]")
    session.send("Enter")
    session.waitFor("[+]")
    saveAndQuit(session)
    XCTAssertEqual(try saved(path), try sampleBytes(settingCancelIn: "de", to: "![Abbrechen]"))
  }

  func testBracketedPasteIsOffAgainAfterEveryWayOut() throws {
    let binary = try GlossaBinary.path()
    let ways: [(String, (TmuxSession) -> Void)] = [
      ("quit", { $0.send("q") }),
      ("SIGTERM", { _ in self.signalGlossa(binary, SIGTERM) }),
      ("SIGHUP", { _ in self.signalGlossa(binary, SIGHUP) }),
      ("crash", { _ in self.signalGlossa(binary, SIGSEGV) }),
    ]
    for (way, leave) in ways {
      let path = try copyOfSample()
      defer { try? FileManager.default.removeItem(atPath: path) }
      // cat -v shows what a later paste sends: ^[[200~ if the mode were still on.
      let session = try TmuxSession(
        command: "\(binary) '\(path)'; echo '[left]'; cat -v",
        environment: ["XDG_STATE_HOME": folder, "SWIFT_BACKTRACE": "enable=no"])
      session.waitFor("Sample.xcstrings")
      leave(session)
      session.waitFor("[left]")
      session.paste("zz")
      let screen = session.wait(for: "the pasted text (\(way))") { $0.contains("zz") }
      XCTAssertFalse(screen.contains("[200~"), "bracketed paste still on after \(way):\n\(screen)")
    }
  }

  private func signalGlossa(_ binary: String, _ signal: Int32) {
    let pids = Shell.run(["pgrep", "-f", "\(binary) \(folder)"]).output.split(separator: "\n").compactMap { Int32($0) }
    XCTAssertFalse(pids.isEmpty, "glossa is not running")
    for pid in pids { kill(pid, signal) }
  }
}

extension TmuxSession {
  /// Pastes `text` the way a terminal does: bracketed (the program asked for it), with line
  /// breaks sent as CR.
  func paste(_ text: String) {
    Shell.run(["tmux", "-L", socket, "set-buffer", "--", text])
    Shell.run(["tmux", "-L", socket, "paste-buffer", "-p"])
  }
}

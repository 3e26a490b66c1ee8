import Foundation
import TestSupport
import XCTest

/// `glossa de.xcloc` in tmux: the translator who has only the bundle opens it, edits, and the
/// XLIFF changes in exactly the edited `<target>`; the edit survives `kill -9` through the
/// journal; a target changed in the file and in the editor goes through the conflict view.
final class XclocEditorTmuxTests: TmuxTestCase {
  private var bundle = ""
  private var binary = ""

  override func setUpWithError() throws {
    try super.setUpWithError()
    binary = try GlossaBinary.path()
    bundle = try XclocFixture.write(in: folder)
  }

  private func editor() throws -> TmuxSession {
    try TmuxSession(command: "cd '\(folder)' && \(binary) de.xcloc", environment: ["XDG_STATE_HOME": folder + "/state"])
  }

  private func xliff() throws -> String {
    try String(contentsOfFile: XclocFixture.xliffPath(of: bundle), encoding: .utf8)
  }

  private func editCancel(_ session: TmuxSession, _ value: String) {
    session.waitFor("de.xcloc: App/Localizable.xcstrings")
    session.send("/")
    session.type("Cancel")
    session.send("Enter")
    session.waitFor("Button that closes the sheet.")
    session.send("e", "C-u")
    session.type(value)
    session.send("Enter")
    session.waitFor("[+]")
  }

  func testAnEditSavedIntoTheBundleChangesOneTargetAndSurvivesKill9First() throws {
    let first = try editor()
    editCancel(first, "Schließen")
    XCTAssertTrue(first.screen.contains("de.xcloc: App/Base.lproj/Main.storyboard"), first.screen)
    // The editor's own process (its journal is named after it), not the shell tmux runs it in.
    let journals = try FileManager.default.contentsOfDirectory(atPath: folder + "/state/glossa").filter { $0.hasSuffix(".glossa-journal") }
    let pid = try XCTUnwrap(journals.first.flatMap { Int32($0.dropFirst("journal.".count).prefix { $0.isNumber }) })
    XCTAssertEqual(kill(pid, SIGKILL), 0)
    first.wait(for: "the editor's exit") { _ in kill(pid, 0) != 0 && errno == ESRCH }
    XCTAssertEqual(try xliff(), XclocFixture.xliff, "nothing saved before the kill")

    let second = try editor()
    second.waitFor("Restore them?")
    // The question wraps at the console's width.
    let question = second.screen.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    XCTAssertTrue(question.contains("1 key changed in de.xcloc: App/Localizable.xcstrings"), second.screen)
    second.send("y")
    second.waitFor("Restored 1 unsaved edit")
    second.send("C-s")
    second.waitFor("Saved de.xcloc: App/Localizable.xcstrings")
    second.send("q")
    second.waitFor("[exit 0]")
    XCTAssertEqual(try xliff(), XclocFixture.xliff(replacing: ">Abbrechen<", with: ">Schließen<"))
  }

  func testATargetChangedInTheFileAndInTheEditorIsDecidedInTheConflictView() throws {
    let session = try editor()
    editCancel(session, "Schließen")
    let theirs = XclocFixture.xliff(replacing: ">Abbrechen<", with: ">Stopp<")
      .replacingOccurrences(of: ">Wanderungen<", with: ">Ausflüge<")
    try Data(theirs.utf8).write(to: URL(fileURLWithPath: XclocFixture.xliffPath(of: bundle)))
    session.waitFor("Conflicts · 0 of 1 decided")
    XCTAssertTrue(session.screen.contains("on disk   Stopp  [translated]"), session.screen)
    XCTAssertTrue(session.screen.contains("yours     Schließen  [translated]"), session.screen)
    session.send("m")
    session.waitFor("The conflict is decided")
    session.send("C-s")
    session.waitFor("Saved")
    session.send("q")
    session.waitFor("[exit 0]")
    XCTAssertEqual(try xliff(), theirs.replacingOccurrences(of: ">Stopp<", with: ">Schließen<"))
  }
}

import Foundation
import TestSupport
import XCTest

/// The editor given a folder with a subfolder it cannot list opens the rest and lists the
/// subfolder as not opened, as `stats` reports it and goes on (issue 30 item 12). Root reads any
/// folder, so the editor runs as nobody (setpriv, else su) over a world-readable copy.
final class UnreadableFolderTmuxTests: TmuxTestCase {
  /// `command` run as nobody (setpriv, else su); nil when this machine has no way to. Not root,
  /// it runs as it is: a folder without permissions is unreadable to its owner then.
  private func asNobody(_ command: String) -> String? {
    guard geteuid() == 0 else { return command }
    if Shell.run(["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", "true"]).status == 0 {
      return "setpriv --reuid=65534 --regid=65534 --clear-groups /bin/sh -c \"\(command)\""
    }
    if Shell.run(["su", "nobody", "-s", "/bin/sh", "-c", "true"]).status == 0 {
      return "su nobody -s /bin/sh -c \"\(command)\""
    }
    return nil
  }

  func testAnUnreadableSubfolderIsListedAndTheRestOpens() throws {
    let binary = try GlossaBinary.path()
    let state = folder + "/state"
    let editor = "cd '\(folder)' && XDG_STATE_HOME='\(state)' HOME='\(state)' \(binary) app"
    guard let command = asNobody(editor) else {
      let reason = "running as root without setpriv or su: no way to make a folder unreadable to the editor"
      throw Requirement.missing(reason)
    }
    let manager = FileManager.default
    for sub in ["app/Open", "app/locked", "state"] {
      try manager.createDirectory(atPath: folder + "/" + sub, withIntermediateDirectories: true)
    }
    try manager.copyItem(atPath: GlossaBinary.samplePath, toPath: folder + "/app/Open/Sample.xcstrings")
    try manager.copyItem(atPath: GlossaBinary.samplePath, toPath: folder + "/app/locked/Hidden.xcstrings")
    // The copy readable by everyone, its state folder writable by nobody; `locked` by its owner only.
    for (path, mode) in [("", 0o755), ("app", 0o755), ("app/Open", 0o755), ("state", 0o777), ("app/locked", 0o000)] {
      XCTAssertEqual(chmod(folder + "/" + path, mode_t(mode)), 0, path)
    }
    XCTAssertEqual(chmod(folder + "/app/Open/Sample.xcstrings", 0o666), 0)
    defer { chmod(folder + "/app/locked", 0o755) }
    let session = try TmuxSession(command: command, width: 160)
    let screen = session.wait(for: "the editor with its start message") { $0.contains("Not opened: app/locked: Permission denied") }
    XCTAssertFalse(screen.contains("[exit"), screen)
    XCTAssertTrue(screen.contains("Sample.xcstrings"), screen)
    session.send("q")
    session.waitFor("[exit 0]")
  }
}

import Foundation
import StringCatalog
import XCTest

#if canImport(Glibc)
  import Glibc
#endif

/// A review session in the real binary and a real terminal (tmux): Alt-r opens the queue of every
/// shown language; accept, edit, skip, reject, undo, accept all, leave, save, quit; the file on
/// disk is compared byte for byte with the same steps done through the model.
final class ReviewTmuxTests: XCTestCase {
  private var folder = ""

  override func setUpWithError() throws {
    guard SpawnedTmux.run(["tmux", "-V"]) == 0 else { throw XCTSkip("tmux is not installed") }
    folder = NSTemporaryDirectory() + "glossa-review-tmux-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(atPath: folder)
  }

  func testKeyboardOnlyReviewSessionWithUndoIsSavedExactly() throws {
    let binary = try GlossaBinary.path()
    let path = folder + "/Sample.xcstrings"
    try FileManager.default.copyItem(atPath: GlossaBinary.samplePath, toPath: path)
    let original = try XCTUnwrap(FileManager.default.contents(atPath: path))
    let session = try SpawnedTmux(command: "XDG_STATE_HOME='\(folder)' \(binary) --languages de,fr,ru '\(path)'", folder: folder)
    session.waitFor("Sample.xcstrings")

    // Every needs-review cell of de, fr and ru, in catalog order.
    session.send("M-r")
    session.waitFor("Review · all languages · 1 / 5 · 0 accepted · 0 edited")
    XCTAssertTrue(session.screen.contains("ru       one    needs review  %lld фотография"))
    session.send("a")  // %lld photos (ru): all four forms accepted
    session.waitFor("2 / 5 · 1 accepted · 0 edited")
    session.send("e", "C-u")  // Delete Hike (de): edit, Enter accepts
    session.type("Wanderung entfernen")
    session.send("Enter")
    session.waitFor("3 / 5 · 1 accepted · 1 edited")
    session.send("s")  // Share Route… (fr): skipped, stays needs review
    session.waitFor("4 / 5 · 1 accepted · 1 edited · 1 skipped")
    session.send("x")  // Weather… (fr): rejected…
    session.waitFor("5 / 5 · 1 accepted · 1 edited · 1 rejected · 1 skipped")
    session.send("u")  // …and the reject undone: back on the item
    session.waitFor("Undid: reject fr of \"Weather at the trailhead: %@\"")
    XCTAssertTrue(session.screen.contains("4 / 5 · 1 accepted · 1 edited · 1 skipped"))
    session.send("A")
    session.waitFor("Accept all 2 remaining strings in the queue (all languages)? (y)es · (n)o")
    session.send("y")
    session.waitFor("Review finished")
    XCTAssertTrue(session.screen.contains("5 / 5 · 3 accepted · 1 edited · 1 skipped"))
    session.send("q")
    session.waitFor("Left review: 3 accepted · 1 edited · 1 skipped")
    session.send("C-s")
    session.waitFor("Saved")
    session.send("q")
    session.waitFor("[exit 0]")

    var expected = try CatalogReader.read(bytes: [UInt8](original)).catalog
    func apply(_ change: CatalogChange?) throws {
      for edit in try XCTUnwrap(change).edits { expected.apply(edit) }
    }
    try apply(expected.changeAcceptingItems([ReviewItem(key: "%lld photos", language: "ru")], label: "accept"))
    try apply(expected.changeSettingValue("Wanderung entfernen", key: "Delete Hike", language: "de"))
    try apply(
      expected.changeAcceptingItems(
        [
          ReviewItem(key: "Weather at the trailhead: %@", language: "fr"),
          ReviewItem(key: "You hiked %#@distance@ in %#@days@", language: "ru"),
        ], label: "accept"))
    let saved = try XCTUnwrap(FileManager.default.contents(atPath: path))
    XCTAssertEqual([UInt8](saved), CatalogWriter.bytes(expected))
    let reread = try CatalogReader.read(path: path).catalog
    XCTAssertEqual(reread.needsReviewItems(languages: ["de", "fr", "ru"]), [ReviewItem(key: "Share Route…", language: "fr")])
  }
}

/// A private tmux server like `TmuxSession`'s, driven without Foundation's `Process`: here
/// `Process.waitUntilExit` never returns for `tmux new-session -d` (the client exits while its
/// daemonized server lives on, and the exit is never noticed), so every tmux call is a plain
/// `posix_spawnp` + `waitpid`, with output captured through a file.
final class SpawnedTmux {
  let socket = "glossa-review-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
  private let captureFile: String

  init(command: String, folder: String, width: Int = 120, height: Int = 36) throws {
    captureFile = folder + "/screen.txt"
    let script = "\(command); echo \"[exit $?]\"; sleep 600"
    let status = SpawnedTmux.run([
      "tmux", "-L", socket, "-f", "/dev/null", "new-session", "-d", "-x", String(width), "-y", String(height), "/bin/sh", "-c", script,
    ])
    guard status == 0 else { throw XCTSkip("tmux could not start a session (status \(status))") }
  }

  deinit {
    SpawnedTmux.run(["tmux", "-L", socket, "kill-server"])
  }

  func send(_ keys: String...) {
    SpawnedTmux.run(["tmux", "-L", socket, "send-keys"] + keys)
  }

  func type(_ text: String) {
    SpawnedTmux.run(["tmux", "-L", socket, "send-keys", "-l", text])
  }

  var screen: String {
    SpawnedTmux.run(["tmux", "-L", socket, "capture-pane", "-p"], output: captureFile)
    return (try? String(contentsOfFile: captureFile, encoding: .utf8)) ?? ""
  }

  func waitFor(_ text: String, timeout: TimeInterval = 10, file: StaticString = #filePath, line: UInt = #line) {
    let deadline = Date().addingTimeInterval(timeout)
    var last = screen
    while !last.contains(text) {
      if Date() > deadline {
        XCTFail("timed out waiting for \"\(text)\"; screen:\n\(last)", file: file, line: line)
        return
      }
      usleep(50_000)
      last = screen
    }
  }

  /// Runs a program to completion (stdin and stderr from/to /dev/null, stdout to `output` or
  /// /dev/null) and returns its exit status, or -1 when it could not be started.
  @discardableResult
  static func run(_ arguments: [String], output: String = "/dev/null") -> Int32 {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    guard posix_spawnp(&pid, arguments[0], &actions, nil, &argv, environ) == 0 else { return -1 }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 {
      // Someone else reaped it (ECHILD): it is done; anything else but EINTR is a failure.
      if errno == ECHILD { return 0 }
      if errno != EINTR { return -1 }
    }
    return (status & 0x7f) == 0 ? (status >> 8) & 0xff : -1
  }
}

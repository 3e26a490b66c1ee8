import Foundation
import TestSupport
import XCTest

/// Drives a real terminal: a private tmux server running one command, with keys sent and the
/// screen read back as text. Each session has its own server socket and is killed at the end.
final class TmuxSession {
  let socket: String
  let width: Int
  let height: Int

  static var isAvailable: Bool { Shell.run(["tmux", "-V"]).status == 0 }

  init(command: String, width: Int = 120, height: Int = 36, environment: [String: String] = [:]) throws {
    socket = "glossa-e2e-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    self.width = width
    self.height = height
    let exports = environment.map { "export \($0.key)='\($0.value)';" }.joined(separator: " ")
    // The shell stays after the command so the test can read what it left on screen.
    let script = "\(exports) \(command); echo \"[exit $?]\"; sleep 600"
    // The tmux server outlives this call and would hold captured pipes open forever.
    let result = Shell.run(
      [
        "tmux", "-L", socket, "-f", "/dev/null", "new-session", "-d", "-x", String(width), "-y", String(height),
        "/bin/sh", "-c", script,
      ], capture: false)
    guard result.status == 0 else { throw Requirement.missing("tmux could not start a session: \(result.output)") }
  }

  deinit {
    _ = Shell.run(["tmux", "-L", socket, "kill-server"], capture: false)
  }

  /// Keys in tmux's notation: "Enter", "C-s", "Escape", "j", "M-Enter".
  func send(_ keys: String...) {
    send(keys)
  }

  func send(_ keys: [String]) {
    _ = Shell.run(["tmux", "-L", socket, "send-keys"] + keys)
  }

  /// Literal text (UTF-8 included).
  func type(_ text: String) {
    _ = Shell.run(["tmux", "-L", socket, "send-keys", "-l", text])
  }

  var screen: String {
    Shell.run(["tmux", "-L", socket, "capture-pane", "-p"]).output
  }

  /// Polls the screen until `predicate` holds; returns the last screen either way.
  @discardableResult
  func wait(timeout: TimeInterval = 10, for description: String, file: StaticString = #filePath, line: UInt = #line, _ predicate: (String) -> Bool) -> String {
    let deadline = Date().addingTimeInterval(timeout)
    var last = screen
    while !predicate(last) {
      if Date() > deadline {
        XCTFail("timed out waiting for \(description); screen:\n\(last)", file: file, line: line)
        return last
      }
      usleep(50_000)
      last = screen
    }
    return last
  }

  func waitFor(_ text: String, timeout: TimeInterval = 10, file: StaticString = #filePath, line: UInt = #line) {
    wait(timeout: timeout, for: "\"\(text)\"", file: file, line: line) { $0.contains(text) }
  }

  func pid(ofCommandNamed name: String) -> Int32? {
    let result = Shell.run(["pgrep", "-f", name])
    return result.output.split(separator: "\n").compactMap { Int32($0) }.first
  }
}

/// Runs a command to completion and returns its exit status and output. Output goes through
/// temporary files and the child is reaped with waitpid: a tmux server started by a command
/// keeps inherited pipes open forever, and Foundation's Process sometimes never reports its
/// exit on Linux.
enum Shell {
  struct Result {
    var status: Int32
    var output: String
    var error: String
  }

  @discardableResult
  static func run(_ arguments: [String], environment: [String: String]? = nil, capture: Bool = true) -> Result {
    let folder = NSTemporaryDirectory()
    let token = UUID().uuidString
    let outPath = capture ? folder + "glossa-shell-\(token).out" : "/dev/null"
    let errPath = capture ? folder + "glossa-shell-\(token).err" : "/dev/null"
    defer {
      if capture {
        unlink(outPath)
        unlink(errPath)
      }
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    let full = ["/usr/bin/env"] + arguments
    var argv: [UnsafeMutablePointer<CChar>?] = full.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    let variables = (environment.map { ProcessInfo.processInfo.environment.merging($0) { $1 } } ?? ProcessInfo.processInfo.environment)
      .map { "\($0.key)=\($0.value)" }
    var envp: [UnsafeMutablePointer<CChar>?] = variables.map { strdup($0) } + [nil]
    defer { for pointer in envp { free(pointer) } }
    var pid: pid_t = 0
    guard posix_spawn(&pid, "/usr/bin/env", &actions, nil, &argv, &envp) == 0 else {
      return Result(status: -1, output: "", error: "cannot start \(arguments.first ?? "")")
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    let output = capture ? (FileManager.default.contents(atPath: outPath).map { String(decoding: $0, as: UTF8.self) } ?? "") : ""
    let error = capture ? (FileManager.default.contents(atPath: errPath).map { String(decoding: $0, as: UTF8.self) } ?? "") : ""
    return Result(status: exitStatus, output: output, error: error)
  }
}

/// The built `glossa` executable, next to the test bundle.
enum GlossaBinary {
  static func path() throws -> String {
    var candidates: [URL] = []
    if let executable = Bundle.main.executableURL { candidates.append(executable.deletingLastPathComponent()) }
    candidates.append(Bundle.main.bundleURL.deletingLastPathComponent())
    candidates.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
    for folder in candidates {
      for candidate in [folder, folder.deletingLastPathComponent()] {
        let binary = candidate.appendingPathComponent("glossa").path
        if FileManager.default.isExecutableFile(atPath: binary) { return binary }
      }
    }
    throw Requirement.missing(GlossaExecutable.notFound)
  }

  /// The repository's Resources/Sample.xcstrings.
  static var samplePath: String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Resources/Sample.xcstrings").path
  }
}

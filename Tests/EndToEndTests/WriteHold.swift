import Foundation
import TestSupport
import XCTest

/// Holds a glossa process at the moment it is about to replace a file: the new bytes are in a
/// temporary file beside it, and the target is about to be checked and replaced. The process waits
/// there until `release()`, so tests can change the target or send a signal at exactly that point,
/// without sleeping. The hold is not in glossa (no variable a user sets can hang a save): a small
/// C shim, Tests/WriteHoldShim/write_hold.c, is compiled once per test run and preloaded into the
/// process (LD_PRELOAD), where it makes the temporary file's fsync wait on a FIFO.
final class WriteHold {
  private let folder: URL
  let fifo: String
  private let shim: String

  init() throws {
    shim = try WriteHoldShim.path()
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-hold-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    fifo = folder.appendingPathComponent("hold").path
    guard mkfifo(fifo, 0o600) == 0 else { throw XCTSkip("cannot create a FIFO here: \(String(cString: strerror(errno)))") }
  }

  deinit { try? FileManager.default.removeItem(at: folder) }

  var environment: [String: String] { ["LD_PRELOAD": shim, "GLOSSA_HOLD_FIFO": fifo] }

  /// Waits until `folder` holds a temporary file of `name` (`.NAME.glossa-tmp.PID.RANDOM`) and
  /// returns its name; fails if `process` ends first.
  func waitForTemporaryFile(of name: String, in folder: CLIFolder, process: RunningGlossa) throws -> String {
    let deadline = Date().addingTimeInterval(60)
    while Date() < deadline {
      if let found = try temporaryFiles(of: name, in: folder).first { return found }
      guard process.process.isRunning else { break }
      usleep(5_000)
    }
    XCTFail("no temporary file of \(name) appeared")
    return ""
  }

  /// Lets the held process go on: opens the FIFO for writing (once the process is reading it)
  /// and closes it, which the process reads as the end.
  func release(_ process: RunningGlossa) {
    let deadline = Date().addingTimeInterval(60)
    while Date() < deadline && process.process.isRunning {
      let descriptor = open(fifo, O_WRONLY | O_NONBLOCK)
      if descriptor >= 0 {
        close(descriptor)
        return
      }
      usleep(5_000)
    }
  }
}

/// The temporary files of `name` in the folder, by the pattern every write uses.
func temporaryFiles(of name: String, in folder: CLIFolder) throws -> [String] {
  try folder.contents().filter { $0.hasPrefix(".\(name).glossa-tmp.") }
}

/// The shim compiled with the C compiler the toolchain brings (clang; cc otherwise), once per run.
enum WriteHoldShim {
  /// The compiled shim's path, or why it could not be built.
  private static let built: (path: String?, problem: String) = build()

  static func path() throws -> String {
    #if os(Linux)
      guard let path = built.path else { throw Requirement.missing(built.problem) }
      return path
    #else
      throw XCTSkip("the write hold preloads a shim with LD_PRELOAD, which needs Linux")
    #endif
  }

  private static func build() -> (path: String?, problem: String) {
    let source = CLIPaths.repositoryRoot.appendingPathComponent("Tests/WriteHoldShim/write_hold.c").path
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-write-hold-\(getpid()).so").path
    var problems: [String] = []
    for compiler in ["clang", "cc"] {
      let result = Shell.run([compiler, "-shared", "-fPIC", "-O1", "-o", output, source])
      if result.status == 0 { return (output, "") }
      problems.append("\(compiler): \(result.error.isEmpty ? "exit \(result.status)" : result.error)")
    }
    return (nil, "cannot build the write-hold shim (a C compiler is needed): " + problems.joined(separator: "; "))
  }
}

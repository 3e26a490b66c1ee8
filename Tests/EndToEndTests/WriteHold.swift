import Foundation
import XCTest

/// Holds a glossa process at the moment it is about to replace a file: the new bytes are in a
/// temporary file beside it, and the target is about to be checked and replaced. The binary waits
/// there (its GLOSSA_TEST_HOLD_WRITE hook) until `release()`, so tests can change the target or
/// send a signal at exactly that point, without sleeping.
final class WriteHold {
  private let folder: URL
  let fifo: String

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-hold-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    fifo = folder.appendingPathComponent("hold").path
    guard mkfifo(fifo, 0o600) == 0 else { throw XCTSkip("cannot create a FIFO here: \(String(cString: strerror(errno)))") }
  }

  deinit { try? FileManager.default.removeItem(at: folder) }

  var environment: [String: String] { ["GLOSSA_TEST_HOLD_WRITE": fifo] }

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

import Foundation

/// Runs `git` (found on PATH) and collects what it prints. Only the git commands call it; the
/// model and the editor never start processes.
enum GitProcess {
  struct Result {
    var status: Int32
    var output: [UInt8]
    var errorText: String

    var text: String { String(decoding: output, as: UTF8.self) }
    var succeeded: Bool { status == 0 }
  }

  /// nil when git cannot be started at all.
  static func run(_ arguments: [String], in directory: String? = nil) -> Result? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git"] + arguments
    if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      return nil
    }
    // git's error output is a few lines: reading it after the (possibly large) output cannot block.
    let bytes = output.fileHandleForReading.readDataToEndOfFile()
    let errorBytes = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, output: [UInt8](bytes),
      errorText: String(decoding: errorBytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
  }
}

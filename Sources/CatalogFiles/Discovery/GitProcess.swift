import CatalogModel
import Foundation

/// Runs `git` (found on PATH) and collects what it prints. Only the git commands and catalog
/// discovery (which asks what git ignores) call it; the model and the editor never start processes.
public enum GitProcess {
  public struct Result: Sendable {
    public var status: Int32
    public var output: [UInt8]
    public var errorText: String

    public var text: String { String(decoding: output, as: UTF8.self) }
    public var succeeded: Bool { status == 0 }
  }

  /// nil when git cannot be started at all.
  public static func run(_ arguments: [String], in directory: String? = nil) -> Result? {
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

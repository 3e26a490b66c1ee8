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

  /// nil when git cannot be started at all. `input` is git's standard input, read from an
  /// unlinked temporary file: a git that answers while it reads (`cat-file --batch`) can neither
  /// block on a full pipe nor, by exiting early, stop this process with SIGPIPE. Without it git
  /// reads nothing.
  public static func run(_ arguments: [String], in directory: String? = nil, input: [UInt8]? = nil) -> Result? {
    guard
      let streamed = run(arguments, in: directory, input: input, reading: { output in output.readToEnd() })
    else { return nil }
    return Result(status: streamed.status, output: streamed.value, errorText: streamed.errorText)
  }

  /// `run`, with git's standard output handed to `read` as it comes (a batch of catalogs is
  /// split into files without first being gathered into one buffer and copied out of it); what
  /// `read` leaves is read and dropped.
  public static func run<Value>(
    _ arguments: [String], in directory: String? = nil, input: [UInt8]? = nil, reading read: (inout PipeReader) -> Value
  ) -> (value: Value, status: Int32, errorText: String)? {
    let process = Process()
    if let git = executable {
      process.executableURL = URL(fileURLWithPath: git)
      process.arguments = arguments
    } else {
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = ["git"] + arguments
    }
    if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    if let input {
      guard let file = inputFile(input) else { return nil }
      process.standardInput = file
    } else {
      process.standardInput = FileHandle.nullDevice
    }
    // Told by Foundation's child watcher as soon as git is reaped: `waitUntilExit` polls in
    // steps of 50 ms, which was most of `diff REF`'s time (four git commands).
    let exited = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in exited.signal() }
    do {
      try process.run()
    } catch {
      return nil
    }
    var reader = PipeReader(descriptor: output.fileHandleForReading.fileDescriptor)
    let value = read(&reader)
    _ = reader.readToEnd()
    // git's error output is a few lines: reading it after the (possibly large) output cannot block.
    let errorBytes = errors.fileHandleForReading.readDataToEndOfFile()
    exited.wait()
    return (
      value, process.terminationStatus,
      String(decoding: errorBytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    )
  }

  /// git as found on PATH, once per process (started directly, not through `env`: one exec
  /// less for each git command).
  private static let executable: String? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for folder in path.split(separator: ":") where folder.hasPrefix("/") {
      let candidate = String(folder) + "/git"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }()

  /// `bytes` in a temporary file already unlinked, open for reading from its start.
  private static func inputFile(_ bytes: [UInt8]) -> FileHandle? {
    var template = Array((NSTemporaryDirectory() + "/glossa-git-input-XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
      guard let base = buffer.baseAddress else { return -1 }
      let opened = mkstemp(base)
      if opened >= 0 { unlink(base) }
      return opened
    }
    guard descriptor >= 0 else { return nil }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    do {
      try handle.write(contentsOf: bytes)
      try handle.seek(toOffset: 0)
    } catch {
      return nil
    }
    return handle
  }
}

import Foundation
import TestSupport
import XCTest

/// Runs the built `glossa` executable, which SwiftPM puts next to the test bundle.
enum GlossaExecutable {
  struct Run {
    var status: Int32
    var stdout: String
    var stderr: String
    /// The signal that ended the process, if one did (`status` is then its number).
    var signal: Int32? = nil
  }

  /// The first `glossa` found beside the running test bundle (or the test runner).
  static let url: URL? = {
    var folders: [URL] = []
    let bundle = Bundle(for: CLIBundleMarker.self)
    folders.append(bundle.bundleURL.deletingLastPathComponent())
    folders.append(bundle.bundleURL)
    folders.append(Bundle.main.bundleURL)
    if let executable = Bundle.main.executableURL { folders.append(executable.deletingLastPathComponent()) }
    if let first = CommandLine.arguments.first {
      folders.append(URL(fileURLWithPath: first).deletingLastPathComponent())
    }
    for folder in folders {
      let candidate = folder.appendingPathComponent("glossa")
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue,
        FileManager.default.isExecutableFile(atPath: candidate.path)
      {
        return candidate.standardizedFileURL
      }
    }
    return nil
  }()

  /// Runs `glossa ARGUMENTS` (shell words) on a pseudo-terminal from `script(1)`, typing `text`
  /// and a line break: a command's question to a person. Standard output and error, as one.
  static func answering(_ text: String, _ arguments: String, in folder: URL) throws -> String {
    let glossa = try require().path
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "printf '\(text)\\n' | script -qec \"'\(glossa)' \(arguments)\" /dev/null"]
    process.currentDirectoryURL = folder
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
  }

  static let notFound = "the glossa executable was not found beside the test bundle (build it with `swift build`)"

  static func require() throws -> URL {
    guard let url else {
      throw Requirement.missing(notFound)
    }
    return url
  }

  /// Runs glossa with `arguments` in `directory`; output goes through files, so large output cannot block.
  static func run(_ arguments: [String], in directory: URL? = nil, timeout: TimeInterval = 60) throws -> Run {
    try start(arguments, in: directory).finish(timeout: timeout)
  }

  /// Runs glossa with `input` as its standard input (through a file).
  static func run(_ arguments: [String], input: [UInt8], timeout: TimeInterval = 60) throws -> Run {
    try start(arguments, input: input).finish(timeout: timeout)
  }

  /// Starts glossa without waiting for it. `environment` is added to the test's own;
  /// `launcher` runs first and is handed the executable and arguments (e.g. a shell that sets
  /// a limit, then `exec "$@"`).
  static func start(
    _ arguments: [String], in directory: URL? = nil, environment extra: [String: String] = [:], launcher: [String] = [],
    input: [UInt8]? = nil
  ) throws -> RunningGlossa {
    let executable = try require()
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    let process = Process()
    if let first = launcher.first {
      process.executableURL = URL(fileURLWithPath: first)
      process.arguments = Array(launcher.dropFirst()) + [executable.path] + arguments
    } else {
      process.executableURL = executable
      process.arguments = arguments
    }
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    environment["TERM"] = "dumb"
    environment.merge(extra) { $1 }
    process.environment = environment
    if let directory { process.currentDirectoryURL = directory }
    if let input {
      let inputPath = scratch.appendingPathComponent("stdin")
      try Data(input).write(to: inputPath)
      process.standardInput = try FileHandle(forReadingFrom: inputPath)
    }
    return try RunningGlossa(process: process, scratch: scratch, label: arguments.joined(separator: " "))
  }
}

/// A glossa process started by a test, its output going to files.
final class RunningGlossa {
  let process: Process
  private let scratch: URL
  private let label: String
  private let out: FileHandle
  private let err: FileHandle

  fileprivate init(process: Process, scratch: URL, label: String) throws {
    self.process = process
    self.scratch = scratch
    self.label = label
    _ = FileManager.default.createFile(atPath: scratch.appendingPathComponent("stdout").path, contents: nil)
    _ = FileManager.default.createFile(atPath: scratch.appendingPathComponent("stderr").path, contents: nil)
    out = try FileHandle(forWritingTo: scratch.appendingPathComponent("stdout"))
    err = try FileHandle(forWritingTo: scratch.appendingPathComponent("stderr"))
    process.standardOutput = out
    process.standardError = err
    if process.standardInput == nil { process.standardInput = FileHandle.nullDevice }
    try process.run()
  }

  deinit {
    if process.isRunning { process.terminate() }
    try? out.close()
    try? err.close()
    try? FileManager.default.removeItem(at: scratch)
  }

  /// Waits for the process to end (killing it after `timeout`, a failure) and collects its output.
  func finish(timeout: TimeInterval = 60) throws -> GlossaExecutable.Run {
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning && Date() < deadline { usleep(10_000) }
    if process.isRunning {
      process.terminate()
      process.waitUntilExit()
      XCTFail("glossa \(label) did not finish within \(timeout) s")
    }
    process.waitUntilExit()
    return GlossaExecutable.Run(
      status: process.terminationStatus,
      stdout: String(decoding: try Data(contentsOf: scratch.appendingPathComponent("stdout")), as: UTF8.self),
      stderr: String(decoding: try Data(contentsOf: scratch.appendingPathComponent("stderr")), as: UTF8.self),
      signal: process.terminationReason == .uncaughtSignal ? process.terminationStatus : nil)
  }
}

private final class CLIBundleMarker {}

/// A temporary folder for one test, removed afterwards.
final class CLIFolder {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-cli-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  func path(_ name: String) -> String { url.appendingPathComponent(name).path }

  @discardableResult
  func write(_ name: String, _ bytes: [UInt8]) throws -> String {
    let path = path(name)
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    return path
  }

  func bytes(_ name: String) throws -> [UInt8] {
    Array(try Data(contentsOf: url.appendingPathComponent(name)))
  }

  func text(_ name: String) throws -> String {
    String(decoding: try bytes(name), as: UTF8.self)
  }

  func contents() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
  }

  deinit { try? FileManager.default.removeItem(at: url) }
}

/// Files next to the repository.
enum CLIPaths {
  static let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // EndToEndTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()
    .standardizedFileURL
  static let sample = repositoryRoot.appendingPathComponent("Resources/Sample.xcstrings")
  static var corpus: URL { TestCorpus.xcstrings }
}

/// Modification time with nanoseconds, and permission bits.
func fileStatus(_ path: String) -> (mtime: timespec, mode: mode_t) {
  var info = stat()
  XCTAssertEqual(stat(path, &info), 0, path)
  return (info.st_mtim, info.st_mode & 0o7777)
}

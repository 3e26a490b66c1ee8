import Foundation
import XCTest

/// Runs the built `glossa` executable, which SwiftPM puts next to the test bundle.
enum GlossaExecutable {
  struct Run {
    var status: Int32
    var stdout: String
    var stderr: String
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

  static func require() throws -> URL {
    guard let url else {
      throw XCTSkip("the glossa executable was not found beside the test bundle (build it with `swift build`)")
    }
    return url
  }

  /// Runs glossa with `arguments` in `directory`; output goes through files, so large output cannot block.
  static func run(_ arguments: [String], in directory: URL? = nil, timeout: TimeInterval = 60) throws -> Run {
    let executable = try require()
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let outURL = scratch.appendingPathComponent("stdout")
    let errURL = scratch.appendingPathComponent("stderr")
    FileManager.default.createFile(atPath: outURL.path, contents: nil)
    FileManager.default.createFile(atPath: errURL.path, contents: nil)
    let out = try FileHandle(forWritingTo: outURL)
    let err = try FileHandle(forWritingTo: errURL)
    defer {
      try? out.close()
      try? err.close()
    }
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    if let directory { process.currentDirectoryURL = directory }
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    environment["TERM"] = "dumb"
    process.environment = environment
    try process.run()
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning && Date() < deadline { usleep(10_000) }
    if process.isRunning {
      process.terminate()
      process.waitUntilExit()
      XCTFail("glossa \(arguments.joined(separator: " ")) did not finish within \(timeout) s")
    }
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus,
      stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
      stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
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
  static let corpus = repositoryRoot.appendingPathComponent("../shared/corpus/xcstrings").standardizedFileURL
}

/// Modification time with nanoseconds, and permission bits.
func fileStatus(_ path: String) -> (mtime: timespec, mode: mode_t) {
  var info = stat()
  XCTAssertEqual(stat(path, &info), 0, path)
  return (info.st_mtim, info.st_mode & 0o7777)
}

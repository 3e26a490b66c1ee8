import Foundation
import TestSupport
import XCTest

/// Python 3 reading what glossa wrote, as an app's other tools would: `json` and `plistlib`.
enum PythonReader {
  /// The file as Python's json module reads it, printed back with every object's members in
  /// file order (`object_pairs_hook`), so two files compare by value, type and member order.
  static let orderedJSON =
    "import json,sys; print(json.dumps(json.load(open(sys.argv[1], encoding='utf-8'), object_pairs_hook=list), ensure_ascii=False))"

  /// Runs `python3 -c script arguments…`; its standard output, or a failure with its error output.
  static func run(_ script: String, _ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws -> String {
    let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
    guard let python = paths.map({ "\($0)/python3" }).first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
      throw Requirement.missing("python3 is not installed (apt-get install python3)")
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: python)
    process.arguments = ["-c", script] + arguments
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-python-\(UUID().uuidString)")
    _ = FileManager.default.createFile(atPath: output.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: output) }
    let handle = try FileHandle(forWritingTo: output)
    let errors = Pipe()
    process.standardOutput = handle
    process.standardError = errors
    try process.run()
    let problem = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    try handle.close()
    XCTAssertEqual(process.terminationStatus, 0, problem, file: file, line: line)
    return String(decoding: try Data(contentsOf: output), as: UTF8.self)
  }

  /// `orderedJSON` of the file at `path`.
  static func ordered(_ path: String, file: StaticString = #filePath, line: UInt = #line) throws -> String {
    try run(orderedJSON, [path], file: file, line: line)
  }
}

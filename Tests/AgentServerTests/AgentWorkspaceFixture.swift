import AgentServer
import Foundation
import MCP
import XCTest

/// A scratch app folder with copies of the bundled sample in nested folders (and whatever a test
/// adds), and calls to the agent tools over it, decoded from their JSON text.
struct AgentFixture {
  let folder: URL
  var workspace: AgentWorkspace

  static let sample = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Resources/Sample.xcstrings")

  /// `App/Localizable.xcstrings` and `App/Settings/Settings.xcstrings` (both the sample), plus
  /// `extra` files (relative path → contents).
  init(extra: [String: String] = [:]) throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-agent-\(UUID().uuidString)")
    for path in ["App/Localizable.xcstrings", "App/Settings/Settings.xcstrings"] {
      let target = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.copyItem(at: Self.sample, to: target)
    }
    for (path, contents) in extra {
      let target = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(contents.utf8).write(to: target)
    }
    workspace = AgentWorkspace(paths: [folder.path])
  }

  func remove() {
    try? FileManager.default.removeItem(at: folder)
  }

  func bytes(_ path: String) throws -> Data {
    try Data(contentsOf: folder.appendingPathComponent(path))
  }

  /// A successful call's result as JSON; fails the test on a tool error.
  mutating func call(_ name: String, _ arguments: [String: Value] = [:], file: StaticString = #filePath, line: UInt = #line) throws -> Any {
    let result = workspace.call(name, arguments: arguments)
    XCTAssertFalse(result.isError, "\(name): \(result.text)", file: file, line: line)
    return try JSONSerialization.jsonObject(with: Data(result.text.utf8))
  }

  /// A refused call's message; fails the test when the call succeeded.
  mutating func refusal(_ name: String, _ arguments: [String: Value] = [:], file: StaticString = #filePath, line: UInt = #line) -> String {
    let result = workspace.call(name, arguments: arguments)
    XCTAssertTrue(result.isError, "\(name) should be refused: \(result.text)", file: file, line: line)
    return result.text
  }

  /// The `get_strings` item of `key` in `language` (filter all).
  mutating func item(_ key: String, language: String, catalog: String = "App/Localizable.xcstrings") throws -> [String: Any] {
    let page = try call(
      "get_strings", ["language": .string(language), "filter": "all", "catalog": .string(catalog), "limit": 500])
    let items = (page as? [String: Any])?["items"] as? [[String: Any]] ?? []
    guard let item = items.first(where: { $0["key"] as? String == key }) else {
      XCTFail("no item \(key) in \(language)")
      throw CocoaError(.fileNoSuchFile)
    }
    return item
  }
}

/// The lines of `after` that differ from `before` (same line count assumed for leaf edits).
func changedLines(_ before: Data, _ after: Data) -> [String] {
  let old = String(decoding: before, as: UTF8.self).components(separatedBy: "\n")
  let new = String(decoding: after, as: UTF8.self).components(separatedBy: "\n")
  guard old.count == new.count else { return ["line count \(old.count) → \(new.count)"] }
  return zip(old, new).filter { $0 != $1 }.map { $0.1.trimmingCharacters(in: .whitespaces) }
}

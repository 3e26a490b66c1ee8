import Foundation
import XCTest

/// A temporary directory holding hand-written pack files (text exactly as
/// given, so each test shows the bytes the runtime reads).
final class PackFixture {
  let directory: URL

  init(_ files: [String: String]) throws {
    directory = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-runtime-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try write(files)
  }

  deinit {
    try? FileManager.default.removeItem(at: directory)
  }

  func write(_ files: [String: String]) throws {
    for (name, text) in files {
      try Data(text.utf8).write(to: directory.appendingPathComponent(name))
    }
  }

  func remove(_ name: String) throws {
    try FileManager.default.removeItem(at: directory.appendingPathComponent(name))
  }

  /// Every file under the directory with its bytes.
  func snapshot() throws -> [String: Data] {
    var snapshot: [String: Data] = [:]
    for path in FileManager.default.subpaths(atPath: directory.path) ?? [] {
      let url = directory.appendingPathComponent(path)
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
        snapshot[path] = try Data(contentsOf: url)
      }
    }
    return snapshot
  }
}

/// Languages files as the exporter writes them.
enum Manifests {
  static let englishRules = #"{"one": "i = 1 and v = 0", "other": ""}"#
  static let polishRules = #"""
    {"one": "i = 1 and v = 0", "few": "v = 0 and i % 10 = 2..4 and i % 100 != 12..14",
     "many": "v = 0 and i != 1 and i % 10 = 0..1 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 12..14",
     "other": ""}
    """#

  static func languages(layout: String, name: String = "app", entries: [String]) -> String {
    """
    {
      "format": "glossa-pack-1",
      "layout": "\(layout)",
      "name": "\(name)",
      "sourceLanguage": "en",
      "languages": [
        \(entries.joined(separator: ",\n    "))
      ]
    }
    """
  }

  static func entry(_ code: String, fallback: [String], rules: String = englishRules) -> String {
    let chain = fallback.map { "\"\($0)\"" }.joined(separator: ", ")
    return #"{"code": "\#(code)", "coverage": 0.5, "fallback": [\#(chain)], "pluralRules": \#(rules)}"#
  }
}

import Foundation
import TestSupport
import XCTest

/// The shared corpus of real .strings/.stringsdict files and its manifest (see `TestCorpus`).
enum Corpus {
  static var directory: URL { TestCorpus.strings }

  static var manifestURL: URL {
    directory.deletingLastPathComponent().appendingPathComponent("manifest-strings.tsv")
  }

  struct Row {
    var file: String
    var keys: Int
    var features: [String]

    /// N from a `duplicate-keys(N,…)` feature, or 0.
    var duplicateCount: Int {
      guard let feature = features.first(where: { $0.hasPrefix("duplicate-keys(") }) else { return 0 }
      let digits = feature.dropFirst("duplicate-keys(".count).prefix { $0.isNumber }
      return Int(digits) ?? -1
    }
  }

  /// Skips the calling test when the corpus is not checked out here.
  static func requireDirectory() throws {
    try TestCorpus.require()
  }

  static func bytes(_ name: String) throws -> [UInt8] {
    try requireDirectory()
    return Array(try Data(contentsOf: directory.appendingPathComponent(name)))
  }

  static func manifest() throws -> [Row] {
    try requireDirectory()
    let text = try String(contentsOf: manifestURL, encoding: .utf8)
    var rows: [Row] = []
    for line in text.split(separator: "\n").dropFirst() {
      let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard columns.count >= 8, let keys = Int(columns[5]) else {
        XCTFail("unreadable manifest line: \(line)")
        continue
      }
      rows.append(Row(file: columns[0], keys: keys, features: columns[7].split(separator: ",").map(String.init)))
    }
    return rows
  }

  /// Every file name in the corpus directory with the given extension.
  static func files(withExtension pathExtension: String) throws -> [String] {
    try requireDirectory()
    return try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { $0.hasSuffix("." + pathExtension) }
      .sorted()
  }
}

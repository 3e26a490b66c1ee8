import Foundation

/// Where each file of a pack lives, by layout: `json` packs are
/// `<name>-languages.json` and `<name>-<lang>.json`; `keys-once` packs are
/// `languages.json`, `keys.json` and `<lang>.json`.
public struct PackFiles: Sendable, Equatable {
  /// nil for keys-once.
  public var name: String?

  public init(name: String?) {
    self.name = name
  }

  public var manifest: String { name.map { "\($0)-languages.json" } ?? "languages.json" }
  public var keys: String { "keys.json" }

  public func values(for language: String) -> String {
    name.map { "\($0)-\(language).json" } ?? "\(language).json"
  }

  /// The files a pack needs for `languages` (a fallback chain), manifest excluded.
  public func files(for languages: [String], layout: PackManifest.Layout) -> [String] {
    (layout == .keysOnce ? [keys] : []) + languages.map(values(for:))
  }

  /// The pack called `name`, or without a name the one pack in `directory`.
  static func named(_ name: String?, in directory: URL) throws(StringPackError) -> PackFiles {
    guard let name else { return try discover(in: directory) }
    return PackFiles(name: name)
  }

  /// Finds the pack in `directory`: `languages.json` (keys-once) or exactly
  /// one `<name>-languages.json`.
  static func discover(in directory: URL) throws(StringPackError) -> PackFiles {
    let plain = PackFiles(name: nil)
    if FileManager.default.fileExists(atPath: directory.appendingPathComponent(plain.manifest).path) {
      return plain
    }
    let suffix = "-languages.json"
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
      .filter { $0.hasSuffix(suffix) || $0.hasSuffix(suffix + ".zst") }
      .map { String($0.prefix(upTo: $0.range(of: suffix)?.lowerBound ?? $0.endIndex)) }
    let distinct = Set(names)
    guard distinct.count == 1, let name = distinct.first else {
      throw StringPackError(
        file: directory.path,
        message: distinct.isEmpty
          ? "no languages.json or <name>-languages.json" : "several packs (\(distinct.sorted())): pass a name")
    }
    return PackFiles(name: name)
  }
}

/// A pack that cannot be used: which file, and why.
public struct StringPackError: Error, Sendable, Equatable, CustomStringConvertible {
  public let file: String
  public let message: String

  public init(file: String, message: String) {
    self.file = file
    self.message = message
  }

  public var description: String { "\(file): \(message)" }
}

import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What the loader knows about the files of a cached pack, kept beside them in
/// `.cache-state.json` (a name no pack file can have: it is no language tag): each file's
/// HTTP validators and content hash, and until when the languages file is fresh.
struct PackCacheState: Codable, Equatable {
  struct Validators: Codable, Equatable {
    var etag: String?
    var lastModified: String?
    /// Of the cached bytes (lowercase hex).
    var sha256: String
  }

  static let fileName = ".cache-state.json"

  var files: [String: Validators] = [:]
  /// Seconds since 1970 before which a refresh asks nothing (the languages file's max-age).
  var freshUntil: Double = 0

  static func read(in directory: URL) -> PackCacheState? {
    guard let data = try? Data(contentsOf: directory.appendingPathComponent(fileName)) else { return nil }
    return try? JSONDecoder().decode(PackCacheState.self, from: data)
  }

  /// Atomic: a reader sees the old state or the new one.
  func write(in directory: URL) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    try encoder.encode(self).write(to: directory.appendingPathComponent(Self.fileName), options: .atomic)
  }
}

/// How long an answer may be reused without asking: `Cache-Control: max-age` less the `Age` a
/// CDN reports; nothing (no header, `no-cache`, `no-store`) is 0, always ask.
enum CacheControl {
  static func freshness(of response: HTTPURLResponse) -> TimeInterval {
    guard let header = response.header("Cache-Control") else { return 0 }
    var maxAge: TimeInterval = 0
    for directive in header.split(separator: ",") {
      let parts = directive.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
      switch (parts.first ?? "").lowercased() {
      case "no-cache", "no-store": return 0
      case "max-age": maxAge = parts.count == 2 ? TimeInterval(parts[1].trimmingCharacters(in: ["\""])) ?? 0 : 0
      default: continue
      }
    }
    let age = response.header("Age").flatMap(TimeInterval.init) ?? 0
    return max(0, maxAge - max(0, age))
  }
}

extension HTTPURLResponse {
  /// A header by name, any case (`value(forHTTPHeaderField:)` needs macOS 10.15).
  func header(_ name: String) -> String? {
    for (key, value) in allHeaderFields {
      if let key = key as? String, key.caseInsensitiveCompare(name) == .orderedSame { return value as? String }
    }
    return nil
  }
}

import Foundation

/// The loader's cache folder: complete packs in `pack-<uuid>` folders and a
/// `current` file naming the one in use. Switching packs is one atomic file
/// write, so a reader sees the old pack or the new one, never a mix.
struct PackCache {
  let directory: URL

  private var pointer: URL { directory.appendingPathComponent("current") }
  private static let packPrefix = "pack-"
  private static let stagingSuffix = ".partial"

  func currentDirectory() -> URL? {
    guard let data = try? Data(contentsOf: pointer) else { return nil }
    let name = String(decoding: data, as: UTF8.self)
    guard name.hasPrefix(Self.packPrefix), !name.contains("/") else { return nil }
    return directory.appendingPathComponent(name)
  }

  func makeStagingDirectory() throws -> URL {
    let staging = directory.appendingPathComponent(Self.packPrefix + UUID().uuidString + Self.stagingSuffix)
    try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
    return staging
  }

  /// Makes a checked staging folder the current pack and removes older packs.
  func commit(_ staging: URL) throws {
    let name = staging.deletingPathExtension().lastPathComponent
    let final = directory.appendingPathComponent(name)
    try FileManager.default.moveItem(at: staging, to: final)
    try Data(name.utf8).write(to: pointer, options: .atomic)
    let others = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    // Staging folders of a refresh running at the same time are left alone.
    for other in others
    where other.hasPrefix(Self.packPrefix) && !other.hasSuffix(Self.stagingSuffix) && other != name {
      try? FileManager.default.removeItem(at: directory.appendingPathComponent(other))
    }
  }

  func discard(_ staging: URL) {
    try? FileManager.default.removeItem(at: staging)
  }
}

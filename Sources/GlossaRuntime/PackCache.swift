import Foundation

/// The loader's cache folder: complete packs in `pack-<uuid>` folders and a
/// `current` file naming the one in use. Switching packs is one atomic file
/// write, so a reader sees the old pack or the new one, never a mix.
///
/// A download fills a staging folder `pack-p<pid>-<uuid>.partial`; the process id tells a
/// folder a killed process left (removed at the next load) from one still being filled.
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
    let name = Self.packPrefix + "p\(getpid())-" + UUID().uuidString + Self.stagingSuffix
    let staging = directory.appendingPathComponent(name)
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

  /// Removes the staging folders whose process is gone (`kill -9`, a crash mid-download), and
  /// those without a process id (written before ids were recorded). This process's own and
  /// other live processes' folders are being filled: they stay.
  func removeStaleStaging() {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    for name in names where name.hasPrefix(Self.packPrefix) && name.hasSuffix(Self.stagingSuffix) {
      if let pid = Self.processID(inStagingName: name) {
        // EPERM means the process exists (another user's): only ESRCH says it is gone.
        guard pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else { continue }
      }
      try? FileManager.default.removeItem(at: directory.appendingPathComponent(name))
    }
  }

  static func processID(inStagingName name: String) -> pid_t? {
    let rest = name.dropFirst(packPrefix.count)
    guard rest.first == "p" else { return nil }
    return pid_t(rest.dropFirst().prefix { $0 != "-" })
  }

  func discard(_ staging: URL) {
    try? FileManager.default.removeItem(at: staging)
  }
}

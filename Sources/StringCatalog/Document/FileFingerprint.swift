import Foundation

/// Enough about a file's bytes to tell whether someone else changed it: size, modification
/// time and a content hash (mtime alone misses same-second writes; the hash catches them).
public struct FileFingerprint: Sendable, Equatable {
  public var size: Int
  public var modified: TimeInterval
  public var contentHash: UInt64

  public init(bytes: [UInt8], modified: TimeInterval) {
    size = bytes.count
    self.modified = modified
    contentHash = FileFingerprint.hash(bytes)
  }

  /// FNV-1a: fast, stable across runs (unlike Hasher), and plenty for change detection.
  static func hash(_ bytes: [UInt8]) -> UInt64 {
    var value: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      value ^= UInt64(byte)
      value = value &* 0x100_0000_01b3
    }
    return value
  }

  static func modificationTime(of path: String) -> TimeInterval {
    var info = stat()
    guard stat(path, &info) == 0 else { return 0 }
    return TimeInterval(info.st_mtim.tv_sec) + TimeInterval(info.st_mtim.tv_nsec) / 1e9
  }
}

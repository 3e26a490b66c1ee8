import CatalogModel

/// Enough about a file's bytes to tell whether someone else changed it: size and a content hash.
/// Modification times are not used: they miss writes within one clock tick and tools that
/// restore them.
public struct FileFingerprint: Sendable, Equatable {
  public var size: Int
  public var contentHash: UInt64

  public init(bytes: [UInt8]) {
    size = bytes.count
    contentHash = ContentHash.of(bytes)
  }

  package init(bytes: UnsafeRawBufferPointer) {
    size = bytes.count
    contentHash = ContentHash.of(bytes)
  }

  package init(_ hash: ContentHash) {
    size = hash.count
    contentHash = hash.value
  }

  /// FNV-1a: stable across runs and versions (unlike Hasher), for names derived from paths.
  package static func stableHash(_ bytes: [UInt8]) -> UInt64 {
    var value: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      value ^= UInt64(byte)
      value = value &* 0x100_0000_01b3
    }
    return value
  }
}

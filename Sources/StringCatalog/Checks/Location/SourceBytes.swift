/// The bytes of a catalog file that the locator reads positions from.
///
/// They are read, not memory-mapped: a mapped file that another tool truncates while Glossa
/// reads it kills the process with SIGBUS, and bad input must never crash.
final class SourceBytes: Sendable {
  private let array: [UInt8]
  /// Bytes skipped at the start (a UTF-8 byte-order mark the reader skips too).
  private let skipped: Int

  init(array: [UInt8]) {
    self.array = array
    skipped = 0
  }

  /// Reads a file that is plain UTF-8 (a byte-order mark is skipped); nil when it cannot be read
  /// or is in another encoding (the caller then reads and decodes it).
  init?(mappingFileAt path: String) {
    guard let bytes = try? FileBytes.read(path: path, limit: CatalogReader.maximumFileSize), !bytes.isEmpty else {
      return nil
    }
    let first = bytes[0]
    let second = bytes.count > 1 ? bytes[1] : 0x20
    // UTF-16 (with or without a byte-order mark) needs transcoding.
    if first == 0xFF || first == 0xFE || first == 0 || second == 0 { return nil }
    array = bytes
    skipped = bytes.count >= 3 && first == 0xEF && second == 0xBB && bytes[2] == 0xBF ? 3 : 0
  }

  func withBuffer<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    array.withUnsafeBufferPointer { buffer in body(UnsafeBufferPointer(rebasing: buffer[skipped...])) }
  }
}

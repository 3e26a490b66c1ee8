import CatalogModel
import Foundation

/// Compares bytes arriving in blocks with a file on disk, a block at a time, so a writer can
/// tell whether its output equals the file without holding either.
package final class FileComparison: @unchecked Sendable {
  // Unchecked: each comparison is used by one thread at a time (the one writing that part).
  private let descriptor: Int32
  private let block: UnsafeMutableRawPointer
  private let blockSize = 1 << 16
  /// False from the first difference on (including a missing or unreadable file).
  package private(set) var matches: Bool
  /// How many bytes matched so far.
  package private(set) var compared = 0

  /// Compares with the file from `offset` on.
  package init(path: String, from offset: Int = 0) {
    if let (descriptor, _) = try? FileBytes.openForReading(path: path, limit: Int.max),
      offset == 0 || lseek(descriptor, off_t(offset), SEEK_SET) == off_t(offset)
    {
      self.descriptor = descriptor
      matches = true
    } else {
      descriptor = -1
      matches = false
    }
    block = UnsafeMutableRawPointer.allocate(byteCount: blockSize, alignment: 16)
  }

  deinit {
    if descriptor >= 0 { close(descriptor) }
    block.deallocate()
  }

  /// Compares the next bytes; returns `matches`.
  @discardableResult
  package func feed(_ bytes: UnsafeRawBufferPointer) -> Bool {
    guard matches, let base = bytes.baseAddress else { return matches }
    var offset = 0
    while offset < bytes.count {
      let want = min(blockSize, bytes.count - offset)
      guard let got = try? FileBytes.fill(block, count: want, from: descriptor), got == want,
        memcmp(base + offset, block, want) == 0
      else {
        matches = false
        return false
      }
      offset += want
    }
    compared += bytes.count
    return true
  }

  /// After the last block: true when the file held exactly the bytes fed, and nothing more.
  package func finish() -> Bool {
    guard matches else { return false }
    var extra: UInt8 = 0
    matches = Foundation.read(descriptor, &extra, 1) == 0
    return matches
  }
}

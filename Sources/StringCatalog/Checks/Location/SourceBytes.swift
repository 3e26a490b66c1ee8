import Foundation

/// The bytes of a catalog file that the locator reads positions from: an array the caller has,
/// or the file mapped read-only. Mapping a file costs no memory of its own (the pages are the
/// file's, in the page cache), which matters for a 170 MB catalog read next to its model.
final class SourceBytes: @unchecked Sendable {
  // Immutable after init; the mapping is unmapped only in deinit, when nothing else can use it.
  private let array: [UInt8]?
  private let mapped: UnsafeRawPointer?
  private let mappedLength: Int
  /// Bytes skipped at the start of the mapping (a UTF-8 byte-order mark the reader skips too).
  private let skipped: Int

  init(array: [UInt8]) {
    self.array = array
    mapped = nil
    mappedLength = 0
    skipped = 0
  }

  /// Maps a file that is plain UTF-8 (a byte-order mark is skipped); nil when it cannot be
  /// mapped or is in another encoding (the caller then reads and decodes it).
  init?(mappingFileAt path: String) {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size > 0 else { return nil }
    let length = Int(info.st_size)
    guard let memory = mmap(nil, length, PROT_READ, MAP_PRIVATE, descriptor, 0), memory != MAP_FAILED else { return nil }
    let bytes = memory.assumingMemoryBound(to: UInt8.self)
    let first = bytes[0]
    let second = length > 1 ? bytes[1] : 0x20
    // UTF-16 (with or without a byte-order mark) needs transcoding: not for a mapping.
    if first == 0xFF || first == 0xFE || first == 0 || second == 0 {
      munmap(memory, length)
      return nil
    }
    array = nil
    mapped = UnsafeRawPointer(memory)
    mappedLength = length
    skipped = length >= 3 && first == 0xEF && second == 0xBB && bytes[2] == 0xBF ? 3 : 0
  }

  deinit {
    if let mapped { munmap(UnsafeMutableRawPointer(mutating: mapped), mappedLength) }
  }

  func withBuffer<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    if let array { return array.withUnsafeBufferPointer(body) }
    guard let mapped else { return body(UnsafeBufferPointer(start: nil, count: 0)) }
    return body(UnsafeBufferPointer(start: mapped.assumingMemoryBound(to: UInt8.self) + skipped, count: mappedLength - skipped))
  }
}

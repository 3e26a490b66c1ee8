import Foundation

/// A file's bytes in memory that the reader hands back to the OS as it passes them.
///
/// Reading a catalog means holding the file and the model at once; giving back the pages already
/// parsed keeps peak memory near the size of the larger of the two instead of their sum (for a
/// 170 MB catalog: about 1.1× the file instead of 2×). Nothing reads parsed bytes again: error
/// positions are computed from a fresh read of the file.
final class ReleasableFileBuffer {
  let count: Int
  private let base: UnsafeMutableRawPointer?
  private let mappedLength: Int
  private var released = 0
  private static let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))

  init(path: String, limit: Int) throws(FileBytes.Failure) {
    let (descriptor, size) = try FileBytes.openForReading(path: path, limit: limit)
    defer { close(descriptor) }
    mappedLength = max(size, 1)
    let memory = mmap(nil, mappedLength, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
    guard let memory, memory != MAP_FAILED else { throw FileBytes.Failure(message: "not enough memory to read the file") }
    do {
      count = try FileBytes.fill(memory, count: size, from: descriptor)
    } catch {
      munmap(memory, mappedLength)
      throw error
    }
    base = memory
  }

  deinit {
    if let base { munmap(base, mappedLength) }
  }

  var bytes: UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(start: base?.assumingMemoryBound(to: UInt8.self), count: count)
  }

  /// Gives back whole pages before `offset`; they must never be read again.
  func release(before offset: Int) {
    guard let base else { return }
    let end = (min(offset, count) / Self.pageSize) * Self.pageSize
    // Batches of 4 MB keep the system calls rare.
    guard end - released >= 4 << 20 else { return }
    madvise(base + released, end - released, MADV_DONTNEED)
    released = end
  }
}

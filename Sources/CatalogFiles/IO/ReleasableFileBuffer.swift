import CatalogModel
import CFileSystem
import Foundation

/// A file's bytes in memory, read a window ahead of the parser and handed back to the OS behind
/// it.
///
/// Reading a catalog means holding the file and the model at once; reading ahead only as far as
/// the parser needs and giving back the pages already parsed keeps peak memory near the size of
/// the model alone (for `stats`, which keeps no model, near nothing). Nothing reads parsed bytes
/// again: error positions are computed from a fresh read of the file.
package final class ReleasableFileBuffer {
  /// The file's size when it was opened.
  package let count: Int
  /// Where reading started (0 but for the second half of a parallel read).
  package let origin: Int
  package private(set) var filled = 0
  private let base: UnsafeMutableRawPointer?
  private let mappedLength: Int
  private var descriptor: Int32
  private var released = 0
  /// Pages from here on (up to `recycledEnd`) were moved in from behind the parser; nothing is
  /// read into them yet.
  private var recycledEnd = 0
  /// How many bytes of pages were moved ahead instead of given back (for tests).
  package private(set) var movedBytes = 0
  private var hash: ContentHash?
  private static let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
  /// How far ahead of the parser the file is read. An entry longer than this makes the first
  /// parse fail at the end of what was read; the reader then reads the whole file and parses
  /// again (see `CatalogReader`).
  /// Tests shrink it to reach past it with small files (they run one at a time).
  nonisolated(unsafe) static var window = defaultWindow
  package static let defaultWindow = 4 << 20

  /// With `progressive` false the whole file is read at once. With an `origin` (a multiple of
  /// `ContentHash.blockSize`), reading starts there: the bytes before it are never read, and
  /// offsets stay those of the file (for the second half of a parallel read).
  package init(
    path: String, limit: Int, progressive: Bool = true, fingerprint: Bool = false, origin: Int = 0
  ) throws(FileBytes.Failure) {
    let (descriptor, size) = try FileBytes.openForReading(path: path, limit: limit)
    self.descriptor = descriptor
    count = size
    mappedLength = max(size, 1)
    hash = fingerprint ? ContentHash(origin: origin) : nil
    let start = min(origin, size)
    self.origin = start
    filled = start
    released = start
    if start > 0 && lseek(descriptor, off_t(start), SEEK_SET) != off_t(start) {
      close(descriptor)
      throw FileBytes.Failure(message: "cannot read: \(String(cString: strerror(errno)))")
    }
    let memory = mmap(nil, mappedLength, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
    guard let memory, memory != MAP_FAILED else {
      close(descriptor)
      throw FileBytes.Failure(message: "not enough memory to read the file")
    }
    base = memory
    try fill(through: progressive ? start + Self.window : size)
  }

  deinit {
    if descriptor >= 0 { close(descriptor) }
    if let base { munmap(base, mappedLength) }
  }

  /// The bytes read so far.
  package var bytes: UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(start: base?.assumingMemoryBound(to: UInt8.self), count: filled)
  }

  /// Whether every byte of the file has been read (or it turned out shorter than measured).
  package var isComplete: Bool { descriptor < 0 }

  /// The fingerprint of the bytes read, once all are.
  package var fingerprint: FileFingerprint? {
    guard isComplete, let hash else { return nil }
    return FileFingerprint(hash)
  }

  /// The hash of what was read so far (blocks from `origin` on).
  package var contentHash: ContentHash? { hash }

  /// Reads on until `offset` (and a window more) is in memory; returns how much is.
  @discardableResult
  package func readAhead(of offset: Int) -> Int {
    guard !isComplete, offset + Self.window / 2 > filled else { return filled }
    try? fill(through: offset + Self.window)
    return filled
  }

  private func fill(through offset: Int) throws(FileBytes.Failure) {
    guard let base, descriptor >= 0 else { return }
    let end = min(offset, count)
    if end > filled {
      let want = end - filled
      let got: Int
      do {
        got = try FileBytes.fill(base + filled, count: want, from: descriptor)
      } catch {
        close(descriptor)
        descriptor = -1
        throw error
      }
      hash?.add(UnsafeRawBufferPointer(start: base + filled, count: got))
      filled += got
      // Shorter than measured: it shrank meanwhile.
      if got < want { finishReading() }
    }
    if filled >= count { finishReading() }
  }

  private func finishReading() {
    guard descriptor >= 0 else { return }
    close(descriptor)
    descriptor = -1
  }

  /// Gives back whole pages before `offset`; they must never be read again.
  ///
  /// Where it can, the pages are not returned but moved ahead, to where the next reads land: a
  /// page the kernel hands out fresh costs a fault and zeroing (a tenth of the time spent reading
  /// a 170 MB catalog), one moved keeps its memory. The range left behind is mapped again with
  /// fresh, untouched pages, so it still reads as zeros.
  package func release(before offset: Int) {
    guard let base else { return }
    let pageSize = Self.pageSize
    let end = (min(offset, filled) / pageSize) * pageSize
    // Batches of 1 MB keep the system calls rare.
    let length = end - released
    guard length >= 1 << 20 else { return }
    let target = max(recycledEnd, (filled + pageSize - 1) / pageSize * pageSize)
    let mappedEnd = (mappedLength + pageSize - 1) / pageSize * pageSize
    if !isComplete, target + length <= mappedEnd, cfs_move_pages(base + released, length, base + target) == 0 {
      recycledEnd = target + length
      movedBytes += length
      // Should this fail, the hole stays unmapped; nothing reads it (see above).
      _ = mmap(base + released, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0)
    } else {
      madvise(base + released, length, MADV_DONTNEED)
    }
    released = end
  }
}

import CatalogModel
import Foundation

extension FileBytes {
  /// What the target must still be at the moment it is replaced.
  public enum Expectation: Sendable, Equatable {
    /// Replace whatever is there (a forced save).
    case anything
    /// Create the file: there must still be none.
    case absent
    /// Still the bytes read earlier: anything else means someone changed the file meanwhile.
    /// (Comparing bytes costs a read; hashing them for a fingerprint costs several times that.)
    case bytes([UInt8])
    /// Still bytes with this fingerprint, for callers that kept only that (the editor).
    case fingerprint(FileFingerprint)
  }

  /// Replaces the file at `path` with `bytes`: writes a temporary file beside it, gives it the
  /// target's owner, group and mode, flushes it to disk, checks that the target is still what
  /// `expecting` says, and renames it over the target. Readers see the old file or the new one,
  /// never half; on every failure the temporary file is removed and the target is untouched.
  /// Through a symbolic link, the file it points to is replaced and the link kept.
  ///
  /// Refuses a read-only target (no write bit for its owner; judged from the mode, since root
  /// may write anything) unless `overwritingReadOnly`, and always a target with other hard
  /// links: a rename gives the new bytes to one name only, and rewriting in place cannot be
  /// atomic (a crash midway would leave every name truncated).
  public static func replace(
    _ path: String, with bytes: [UInt8], expecting: Expectation = .anything, overwritingReadOnly: Bool = false
  ) throws(FileWriteError) {
    try replace(path, expecting: expecting, overwritingReadOnly: overwritingReadOnly) { emit in
      bytes.withUnsafeBytes { emit($0) }
      return true
    }
  }

  /// `replace` for content produced a block at a time: `content` hands each block to `emit`
  /// and returns whether to go on and replace the target (false: nothing is written after all,
  /// and this returns false). The blocks are written to the temporary file as they come, so
  /// the whole content is never in memory.
  @discardableResult
  public static func replace(
    _ path: String, expecting: Expectation = .anything, overwritingReadOnly: Bool = false,
    content: (_ emit: (UnsafeRawBufferPointer) -> Void) -> Bool
  ) throws(FileWriteError) -> Bool {
    try withoutActuallyEscaping(content) { content throws(FileWriteError) in
      try replace(path, expecting: expecting, overwritingReadOnly: overwritingReadOnly) { emit, _ in content(emit) }
    }
  }

  /// `replace` whose content may also write into the temporary file's descriptor directly, with
  /// positioned writes past what it emitted (see `LaterPartFile`).
  @discardableResult
  package static func replace(
    _ path: String, expecting: Expectation = .anything, overwritingReadOnly: Bool = false,
    content: (_ emit: (UnsafeRawBufferPointer) -> Void, _ descriptor: Int32) -> Bool
  ) throws(FileWriteError) -> Bool {
    let url = URL(fileURLWithPath: path).resolvingSymlinksInPath()
    let target = url.path
    let folder = url.deletingLastPathComponent().path
    let existing = try inspect(target, overwritingReadOnly: overwritingReadOnly)
    TemporaryFile.removeStale(of: url.lastPathComponent, in: folder)
    let temporary = try TemporaryFile.create(for: url.lastPathComponent, in: folder)
    defer { close(temporary.descriptor) }
    do throws(FileWriteError) {
      guard try fill(temporary, with: content, like: existing) else {
        temporary.discard()
        return false
      }
      WriteTestHook.beforeReplacing(temporary: temporary.path)
      try flushAndCheck(temporary.descriptor, target, expecting)
      guard rename(temporary.path, target) == 0 else { throw .failed("cannot replace the file: \(errnoText())") }
    } catch {
      temporary.discard()
      throw error
    }
    temporary.renamed()
    // Make the rename itself durable.
    let folderDescriptor = open(folder, O_RDONLY | O_CLOEXEC)
    if folderDescriptor >= 0 {
      fsync(folderDescriptor)
      close(folderDescriptor)
    }
    return true
  }

  /// `replace` for callers that only need a message.
  public static func writeAtomically(_ bytes: [UInt8], to path: String) throws(Failure) {
    do {
      try replace(path, with: bytes)
    } catch {
      throw Failure(message: error.description)
    }
  }

  /// The target's status, nil when there is none yet.
  private static func inspect(_ target: String, overwritingReadOnly: Bool) throws(FileWriteError) -> stat? {
    var info = stat()
    guard stat(target, &info) == 0 else {
      if errno == ENOENT { return nil }
      throw .failed("cannot read the file's status: \(errnoText())")
    }
    guard info.st_mode & S_IFMT == S_IFREG else { throw .failed("not a regular file") }
    if info.st_mode & S_IWUSR == 0 && !overwritingReadOnly { throw .readOnly }
    if info.st_nlink > 1 { throw .hardLinked(links: Int(info.st_nlink)) }
    return info
  }

  /// Writes the content to the temporary file; false when the producer decided against
  /// replacing (the file is then not flushed: it is about to be removed).
  private static func fill(
    _ temporary: TemporaryFile, with content: (_ emit: (UnsafeRawBufferPointer) -> Void, _ descriptor: Int32) -> Bool,
    like existing: stat?
  ) throws(FileWriteError) -> Bool {
    let descriptor = temporary.descriptor
    var failure: FileWriteError?
    var writeback = EarlyWriteback(descriptor: descriptor)
    let proceed = content({ bytes in
      if failure == nil { failure = writeAll(bytes, to: descriptor) }
      writeback.wrote(bytes.count)
    }, descriptor)
    if let failure { throw failure }
    guard proceed else { return false }
    var created = stat()
    if let existing, fstat(descriptor, &created) == 0, created.st_uid != existing.st_uid || created.st_gid != existing.st_gid {
      guard fchown(descriptor, existing.st_uid, existing.st_gid) == 0 else {
        throw .failed("cannot keep the file's owner and group: \(errnoText())")
      }
    }
    // After fchown, which may clear set-id bits.
    let mode = existing.map { $0.st_mode & 0o7777 } ?? 0o644
    guard fchmod(descriptor, mode) == 0 else { throw .failed("cannot set permissions: \(errnoText())") }
    return true
  }

  /// Flushes the temporary file to disk and checks that the target is still what `expectation`
  /// says. For a large file the two run at once, since they wait on different things (the disk,
  /// the processor); the target's status is then compared before and after its bytes are
  /// hashed, so a change made while the flush was still running is caught as well.
  private static func flushAndCheck(_ descriptor: Int32, _ target: String, _ expectation: Expectation) throws(FileWriteError) {
    guard case .fingerprint(let fingerprint) = expectation, fingerprint.size >= LaterPart.minimumFileSize,
      let before = FileStatus(path: target)
    else {
      guard fsync(descriptor) == 0 else { throw .failed("cannot flush to disk: \(errnoText())") }
      try check(target, expectation)
      return
    }
    let hashing = BackgroundFingerprint(of: target)
    let flushed = fsync(descriptor) == 0
    let flushError = errnoText()
    let found = hashing.wait()
    guard flushed else { throw .failed("cannot flush to disk: \(flushError)") }
    guard found == fingerprint, FileStatus(path: target) == before else { throw .changedOnDisk }
  }

  private static func check(_ target: String, _ expectation: Expectation) throws(FileWriteError) {
    switch expectation {
    case .anything:
      return
    case .absent:
      var info = stat()
      if lstat(target, &info) == 0 { throw .changedOnDisk }
    case .bytes(let expected):
      guard file(target, holds: expected) else { throw .changedOnDisk }
    case .fingerprint(let fingerprint):
      guard self.fingerprint(of: target) == fingerprint else { throw .changedOnDisk }
    }
  }

  /// Compares the file with `expected` a block at a time: the check needs no second copy of the
  /// file in memory.
  private static func file(_ path: String, holds expected: [UInt8]) -> Bool {
    guard let (descriptor, size) = try? openForReading(path: path, limit: Int.max) else { return false }
    defer { close(descriptor) }
    guard size == expected.count else { return false }
    let block = UnsafeMutableRawPointer.allocate(byteCount: 1 << 20, alignment: 16)
    defer { block.deallocate() }
    var offset = 0
    while offset < expected.count {
      let want = min(1 << 20, expected.count - offset)
      guard let got = try? fill(block, count: want, from: descriptor), got == want else { return false }
      let same = expected.withUnsafeBytes { whole in
        whole.baseAddress.map { memcmp($0 + offset, block, want) == 0 } ?? false
      }
      guard same else { return false }
      offset += want
    }
    // Grown since it was measured?
    var extra: UInt8 = 0
    return Foundation.read(descriptor, &extra, 1) == 0
  }

  /// The file's fingerprint, read a block at a time; nil when it cannot be read.
  /// A large file is hashed in two halves at once (the blocks of `ContentHash` join exactly).
  package static func fingerprint(of path: String) -> FileFingerprint? {
    guard let (descriptor, size) = try? openForReading(path: path, limit: Int.max) else { return nil }
    close(descriptor)
    let middle = size / 2 / ContentHash.blockSize * ContentHash.blockSize
    guard size >= LaterPart.minimumFileSize, middle > 0, ProcessInfo.processInfo.activeProcessorCount >= 2 else {
      return hash(path, from: 0, upTo: nil).map(FileFingerprint.init)
    }
    let halves = HashHalves()
    DispatchQueue.concurrentPerform(iterations: 2) { part in
      halves.set(part, hash(path, from: part == 0 ? 0 : middle, upTo: part == 0 ? middle : nil))
    }
    guard let (early, late) = halves.both, early.count == middle, let whole = early.joined(with: late) else { return nil }
    return FileFingerprint(whole)
  }

  /// The hash of the file's bytes from `start` up to `end` (nil: to its end).
  private static func hash(_ path: String, from start: Int, upTo end: Int?) -> ContentHash? {
    guard let (descriptor, _) = try? openForReading(path: path, limit: Int.max) else { return nil }
    defer { close(descriptor) }
    if start > 0 && lseek(descriptor, off_t(start), SEEK_SET) != off_t(start) { return nil }
    let block = UnsafeMutableRawPointer.allocate(byteCount: 1 << 20, alignment: 16)
    defer { block.deallocate() }
    var hash = ContentHash(origin: start)
    var offset = start
    while end.map({ offset < $0 }) ?? true {
      let want = min(1 << 20, end.map { $0 - offset } ?? 1 << 20)
      guard let got = try? fill(block, count: want, from: descriptor) else { return nil }
      if got == 0 { break }
      hash.add(UnsafeRawBufferPointer(start: block, count: got))
      offset += got
    }
    return hash
  }

  /// Writes all of `bytes`, retrying after interruptions; the error when it cannot.
  package static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> FileWriteError? {
    guard let base = bytes.baseAddress else { return nil }
    var written = 0
    while written < bytes.count {
      let count = Foundation.write(descriptor, base + written, bytes.count - written)
      if count < 0 {
        // EFBIG (over the file-size limit) arrives here: SIGXFSZ is ignored (see TemporaryFile).
        if errno != EINTR { return .failed("cannot write: \(errnoText())") }
      } else {
        written += count
      }
    }
    return nil
  }

  package static func errnoText() -> String {
    String(cString: strerror(errno))
  }
}

/// Lets unit tests act at the one moment a race matters: the new bytes are complete in the
/// temporary file, and the target is about to be checked and replaced. Set in-process only: no
/// environment variable or argument reaches it (end-to-end tests hold the real binary at the
/// temporary file's fsync with a preloaded shim instead, Tests/WriteHoldShim).
package enum WriteTestHook {
  /// Set by unit tests, which run one at a time.
  nonisolated(unsafe) static var action: ((String) -> Void)?

  package static func beforeReplacing(temporary: String) {
    action?(temporary)
  }
}

/// The two halves of a file's hash, from two threads.
private final class HashHalves: @unchecked Sendable {
  // Unchecked: every access holds the lock.
  private let lock = NSLock()
  private var parts: [ContentHash?] = [nil, nil]

  package func set(_ part: Int, _ hash: ContentHash?) {
    lock.lock()
    parts[part] = hash
    lock.unlock()
  }

  package var both: (ContentHash, ContentHash)? {
    lock.lock()
    defer { lock.unlock() }
    guard let early = parts[0], let late = parts[1] else { return nil }
    return (early, late)
  }
}

/// What changes whenever a file's bytes do: which file it is, its size, and its modification
/// and status-change times (the latter no program can set back).
private struct FileStatus: Equatable {
  package let device: UInt64
  package let inode: UInt64
  package let size: Int64
  package let modified: timespec
  package let changed: timespec

  package init?(path: String) {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    device = UInt64(info.st_dev)
    inode = UInt64(info.st_ino)
    size = Int64(info.st_size)
    #if canImport(Darwin)
      modified = info.st_mtimespec
      changed = info.st_ctimespec
    #else
      modified = info.st_mtim
      changed = info.st_ctim
    #endif
  }

  package static func == (lhs: FileStatus, rhs: FileStatus) -> Bool {
    lhs.device == rhs.device && lhs.inode == rhs.inode && lhs.size == rhs.size
      && lhs.modified.tv_sec == rhs.modified.tv_sec && lhs.modified.tv_nsec == rhs.modified.tv_nsec
      && lhs.changed.tv_sec == rhs.changed.tv_sec && lhs.changed.tv_nsec == rhs.changed.tv_nsec
  }
}

/// A file's fingerprint, computed on another thread.
private final class BackgroundFingerprint: @unchecked Sendable {
  // Unchecked: `result` is written before `done` is signalled and read after waiting for it.
  private let done = DispatchSemaphore(value: 0)
  private var result: FileFingerprint?

  package init(of path: String) {
    let thread = Thread { [self] in
      result = FileBytes.fingerprint(of: path)
      done.signal()
    }
    thread.start()
  }

  package func wait() -> FileFingerprint? {
    done.wait()
    return result
  }
}

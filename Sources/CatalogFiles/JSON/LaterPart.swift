import CatalogModel
import Foundation
import Synchronization

/// A later part of a large catalog's strings, parsed on its own thread while the reader parses
/// the first part: one part per core (on two cores a 170 MB catalog reads in little more than
/// half the time). Each part joins the part after it the way the reader joins the first (a
/// chain), so the reader takes one `Parsed` holding every later part's entries.
///
/// Where to cut is found without parsing what comes before, in any layout (see `EntryBoundary`).
/// A cut is confirmed by the part before it: only if that part's own parse arrives exactly at
/// that offset, between two entries of `strings`, does it take the later part's entries;
/// otherwise it cancels that part (and those after it) and reads on by itself, so a wrong guess
/// costs time, never correctness.
package final class LaterPart: @unchecked Sendable {
  // Unchecked: `buffer` and `outcome` are touched only by the worker thread until `done` is
  // signalled, and only by the reader's thread after it has waited for it.

  package struct Parsed {
    package var members: [(key: String, offset: Int, valueOffset: Int, entry: Entry)]
    /// Just after the last entry read, before its ',' or the closing '}'.
    package var end: Int
    package var duplicates: [DuplicateMember]
    package var leniencies: [Leniency]
    /// Reading a file: each joined part's own reading of it, in file order (the reader goes on
    /// in the last, and joins their content hashes into the file's).
    package var buffers: [ReleasableFileBuffer] = []
  }

  /// Files smaller than this are read by one thread (tests lower it; they run one at a time).
  nonisolated(unsafe) static var minimumFileSize = 16 << 20
  /// At most this many parts (tests set `partsOverride` to split small files on any machine).
  package static let maximumParts = 16
  nonisolated(unsafe) static var partsOverride: Int?
  /// How many parts were joined to the one before (by the reader or by a part), for tests to
  /// know the parallel path ran.
  package static var joinedCount: Int {
    get { joins.load(ordering: .relaxed) }
    set { joins.store(newValue, ordering: .relaxed) }
  }
  private static let joins = Atomic<Int>(0)

  package static func noteJoin() {
    joins.add(1, ordering: .relaxed)
  }

  /// The offset of the entry key where this part starts (and the part before it stops).
  package let start: Int
  /// This part's own reading of the file; nil when all parts read the same bytes in memory.
  package let buffer: ReleasableFileBuffer?
  /// The bytes in memory, kept alive by the reader until `finish` returns.
  private let memory: UnsafeBufferPointer<UInt8>?
  private let done = DispatchSemaphore(value: 0)
  private let cancelled = Atomic<Bool>(false)
  private var outcome: Parsed?
  /// The part after this one, which this part's parse joins at its start.
  private let next: LaterPart?

  private init(start: Int, buffer: ReleasableFileBuffer?, memory: UnsafeBufferPointer<UInt8>?, next: LaterPart? = nil) {
    self.start = start
    self.buffer = buffer
    self.memory = memory
    self.next = next
  }

  private static var canSplit: Bool { ProcessInfo.processInfo.activeProcessorCount >= 2 }

  private func launch() -> LaterPart {
    let thread = Thread { self.parse() }
    thread.stackSize = 16 << 20
    thread.start()
    return self
  }

  /// Starts parsing all but the first part of bytes in memory, one part per core; the reader
  /// must call `finish` before they go away.
  package static func begin(bytes: UnsafeBufferPointer<UInt8>) -> LaterPart? {
    guard bytes.count >= minimumFileSize, canSplit else { return nil }
    let starts = cuts(size: bytes.count) { from in
      let probe = UnsafeBufferPointer(rebasing: bytes[from..<min(bytes.count, from + probeSize)])
      return EntryBoundary.firstEntryKey(in: probe).map { from + $0 }
    }
    var following: LaterPart?
    for start in starts.reversed() {
      following = LaterPart(start: start, buffer: nil, memory: bytes, next: following).launch()
    }
    return following
  }

  /// Where each later part starts, in increasing order: the first entry key at or after each
  /// share of `size` (`entryKey(from:)`), skipping a share whose key is not past the last cut.
  private static func cuts(size: Int, entryKey: (_ from: Int) -> Int?) -> [Int] {
    let parts = partCount(size: size)
    var starts: [Int] = []
    for part in 1..<parts {
      let from = size / parts * part
      guard from > (starts.last ?? 0), let start = entryKey(from), start > (starts.last ?? 0) else { continue }
      starts.append(start)
    }
    return starts
  }

  /// One part per core, each at least half the size that makes splitting worth it.
  package static func partCount(size: Int) -> Int {
    let cores = partsOverride ?? ProcessInfo.processInfo.activeProcessorCount
    return max(2, min(cores, maximumParts, size / max(1, minimumFileSize / 2)))
  }

  /// How far after the middle a cut is looked for.
  private static let probeSize = 1 << 20

  /// Starts parsing all but the first part of the file at `path`, one part per core, when it is
  /// large enough, there are two cores, and cuts can be guessed. Each part reads the file itself
  /// from the block where it starts.
  package static func begin(path: String, size: Int, fingerprint: Bool) -> LaterPart? {
    guard size >= minimumFileSize, canSplit,
      let (descriptor, _) = try? FileBytes.openForReading(path: path, limit: Int.max)
    else { return nil }
    let starts = cuts(size: size) { from in guessCut(descriptor: descriptor, from: from) }
    close(descriptor)
    var following: LaterPart?
    for start in starts.reversed() {
      let origin = start / ContentHash.blockSize * ContentHash.blockSize
      guard
        let buffer = try? ReleasableFileBuffer(
          path: path, limit: CatalogReader.maximumFileSize, progressive: true, fingerprint: fingerprint, origin: origin)
      else {
        // Without this part, the one before reads on through it.
        continue
      }
      following = LaterPart(start: start, buffer: buffer, memory: nil, next: following).launch()
    }
    return following
  }

  /// The first entry key at or after `middle` in the open file (see `EntryBoundary`).
  private static func guessCut(descriptor: Int32, from middle: Int) -> Int? {
    var probe = [UInt8](repeating: 0, count: probeSize)
    let got = probe.withUnsafeMutableBytes { buffer in
      buffer.baseAddress.map { pread(descriptor, $0, buffer.count, off_t(middle)) } ?? -1
    }
    guard got > 0 else { return nil }
    return probe.withUnsafeBufferPointer { buffer in
      EntryBoundary.firstEntryKey(in: UnsafeBufferPointer(rebasing: buffer[..<got])).map { middle + $0 }
    }
  }

  /// This part's entries and those of the parts it joined, once done; nil when it failed (the
  /// part before then reads on by itself, and the reader reports any error from its own parse).
  package func wait() -> Parsed? {
    done.wait()
    done.signal()
    return outcome
  }

  /// Cancels this part and every part after it.
  package func cancel() {
    cancelled.store(true, ordering: .relaxed)
    next?.cancel()
  }

  /// Cancels what is still running and waits for it (at most one entry per part): the bytes in
  /// memory may then go away.
  package func finish() {
    cancel()
    _ = wait()
    next?.finish()
  }

  private func parse() {
    defer { done.signal() }
    var scanner: JSONScanner
    if let buffer {
      buffer.readAhead(of: start)
      scanner = JSONScanner(bytes: buffer.bytes, releaser: buffer, releaseOffset: 0)
    } else if let memory {
      scanner = JSONScanner(bytes: memory)
    } else {
      return
    }
    scanner.position = start
    scanner.depth = 2
    var members: [(key: String, offset: Int, valueOffset: Int, entry: Entry)] = []
    var joining = next
    do throws(ScanError) {
      while !cancelled.load(ordering: .relaxed) {
        scanner.skipWhitespace()
        let offset = scanner.position
        let key = try scanner.readString("a member name (a string) in \"strings\"")
        try scanner.expect(0x3A, "':' after the member name")
        scanner.skipWhitespace()
        let valueOffset = scanner.position
        let entry = try scanner.readEntry()
        scanner.releaseParsedInput()
        members.append((key, offset, valueOffset, entry))
        let end = scanner.position
        if scanner.consume(0x2C) {
          scanner.skipWhitespace()
          if let part = joining, scanner.position >= part.start {
            // As the reader does with the first cut: take the next part only if this one
            // arrived exactly at its start; otherwise read on alone.
            if scanner.position == part.start, let rest = part.wait() {
              Self.noteJoin()
              outcome = Parsed(
                members: members + rest.members, end: rest.end, duplicates: scanner.duplicates + rest.duplicates,
                leniencies: scanner.leniencies + rest.leniencies, buffers: (buffer.map { [$0] } ?? []) + rest.buffers)
              return
            }
            part.cancel()
            joining = nil
          }
          if !scanner.isAtEnd && scanner.bytes[scanner.position] == 0x22 { continue }
        }
        outcome = Parsed(
          members: members, end: end, duplicates: scanner.duplicates, leniencies: scanner.leniencies,
          buffers: buffer.map { [$0] } ?? [])
        return
      }
    } catch {
      return
    }
  }
}

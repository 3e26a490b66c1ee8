import CatalogModel
import Foundation

/// The second half of a large file being written, produced on another thread into a temporary
/// file of its own beside the target while the first half is written: the two cores each write
/// half. Its bytes are then copied after the first half's, by both threads at once, a half each
/// (a copy costs a fraction of writing them).
package final class LaterPartFile: @unchecked Sendable {
  // Unchecked: the worker thread alone touches `failure` until `produced` is signalled, and
  // `job` until `copied` is; the caller reads each only after waiting for its signal.
  private let temporary: TemporaryFile
  private let produced = DispatchSemaphore(value: 0)
  private let jobReady = DispatchSemaphore(value: 0)
  private let copied = DispatchSemaphore(value: 0)
  private var failure: FileWriteError?
  private var job: CopyJob?

  /// One stretch of the part to copy into the target file.
  private struct CopyJob {
    package let source: Int32
    package let destination: Int32
    package let range: Range<Int>
    package let destinationOffset: Int
    package var failure: FileWriteError?
  }

  /// Starts writing `produce`'s bytes; nil when no temporary file can be made (the caller then
  /// writes everything itself). `append(into:at:)` must be called once.
  package init?(beside target: String, _ produce: @escaping @Sendable (_ emit: (UnsafeRawBufferPointer) -> Void) -> Void) {
    let url = URL(fileURLWithPath: target).resolvingSymlinksInPath()
    guard
      let temporary = try? TemporaryFile.create(
        for: url.lastPathComponent, in: url.deletingLastPathComponent().path)
    else { return nil }
    self.temporary = temporary
    let thread = Thread { [self] in
      produce { bytes in
        if failure == nil { failure = FileBytes.writeAll(bytes, to: temporary.descriptor) }
      }
      produced.signal()
      jobReady.wait()
      if var job {
        job.failure = Self.copy(job.range, from: job.source, to: job.destination, at: job.destinationOffset)
        self.job = job
      }
      copied.signal()
    }
    thread.stackSize = 16 << 20
    thread.start()
  }

  /// Waits for the part, writes its bytes into `destination` from `offset` on (positioned
  /// writes: the descriptor's own offset is left alone) and removes its file; the error when it
  /// could not be written or read back in full.
  package func append(into destination: Int32, at offset: Int) -> FileWriteError? {
    produced.wait()
    close(temporary.descriptor)
    defer { temporary.discard() }
    guard failure == nil, let (source, size) = try? FileBytes.openForReading(path: temporary.path, limit: Int.max) else {
      jobReady.signal()
      copied.wait()
      return failure ?? .failed("cannot read back a temporary file: \(FileBytes.errnoText())")
    }
    defer { close(source) }
    // Both halves start on a page-size multiple.
    let middle = size / 2 / (64 << 10) * (64 << 10)
    job = CopyJob(source: source, destination: destination, range: middle..<size, destinationOffset: offset + middle, failure: nil)
    jobReady.signal()
    let early = Self.copy(0..<middle, from: source, to: destination, at: offset)
    copied.wait()
    return early ?? job?.failure
  }

  private static let blockSize = 1 << 20

  /// Copies `range` of `source` to `destination` at `offset`, a block at a time.
  private static func copy(_ range: Range<Int>, from source: Int32, to destination: Int32, at offset: Int) -> FileWriteError? {
    let block = UnsafeMutableRawPointer.allocate(byteCount: blockSize, alignment: 16)
    defer { block.deallocate() }
    var done = 0
    while done < range.count {
      let want = min(blockSize, range.count - done)
      let got = pread(source, block, want, off_t(range.lowerBound + done))
      if got < 0 && errno == EINTR { continue }
      guard got > 0 else { return .failed("cannot read back a temporary file") }
      var written = 0
      while written < got {
        let count = pwrite(destination, block + written, got - written, off_t(offset + done + written))
        if count < 0 {
          if errno != EINTR { return .failed("cannot write: \(FileBytes.errnoText())") }
        } else {
          written += count
        }
      }
      done += got
    }
    return nil
  }
}

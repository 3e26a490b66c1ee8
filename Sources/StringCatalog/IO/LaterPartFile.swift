import Foundation

/// The second half of a large file being written, produced on another thread into a temporary
/// file of its own beside the target while the first half is written: the two cores each write
/// half, and the second half's bytes are then copied after the first (a copy costs a fraction
/// of writing them).
final class LaterPartFile: @unchecked Sendable {
  // Unchecked: the worker thread alone touches `failure` until `done` is signalled; the caller
  // reads it only after waiting.
  private let temporary: TemporaryFile
  private let done = DispatchSemaphore(value: 0)
  private var failure: FileWriteError?

  /// Starts writing `produce`'s bytes; nil when no temporary file can be made (the caller then
  /// writes everything itself).
  init?(beside target: String, _ produce: @escaping @Sendable (_ emit: (UnsafeRawBufferPointer) -> Void) -> Void) {
    let url = URL(fileURLWithPath: target).resolvingSymlinksInPath()
    guard
      let temporary = try? TemporaryFile.create(
        for: url.lastPathComponent, in: url.deletingLastPathComponent().path)
    else { return nil }
    self.temporary = temporary
    let thread = Thread { [self] in
      defer { done.signal() }
      produce { bytes in
        if failure == nil { failure = FileBytes.writeAll(bytes, to: temporary.descriptor) }
      }
    }
    thread.stackSize = 16 << 20
    thread.start()
  }

  /// Waits for the part, hands its bytes to `emit` a block at a time and removes its file; the
  /// error when it could not be written or read back in full.
  func append(to emit: (UnsafeRawBufferPointer) -> Void) -> FileWriteError? {
    done.wait()
    close(temporary.descriptor)
    defer { temporary.discard() }
    if let failure { return failure }
    guard let (descriptor, size) = try? FileBytes.openForReading(path: temporary.path, limit: Int.max) else {
      return .failed("cannot read back a temporary file: \(FileBytes.errnoText())")
    }
    defer { close(descriptor) }
    let block = UnsafeMutableRawPointer.allocate(byteCount: 1 << 20, alignment: 16)
    defer { block.deallocate() }
    var copied = 0
    while copied < size {
      guard let got = try? FileBytes.fill(block, count: min(1 << 20, size - copied), from: descriptor), got > 0 else {
        return .failed("cannot read back a temporary file")
      }
      emit(UnsafeRawBufferPointer(start: block, count: got))
      copied += got
    }
    return nil
  }
}

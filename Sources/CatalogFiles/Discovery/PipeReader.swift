import CatalogModel
import Foundation

/// Reads a pipe (git's output) a line or a counted run of bytes at a time, each run read straight
/// into its own array: a batch of blobs is never gathered into one buffer and copied out again.
public struct PipeReader {
  private let descriptor: Int32
  private var buffer: [UInt8] = []
  private var position = 0
  private var ended = false

  init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  /// The bytes up to the next line feed (which is consumed); nil at the end (a last line without
  /// one is returned).
  public mutating func line() -> [UInt8]? {
    var line: [UInt8] = []
    while true {
      if position == buffer.count && !refill() { return line.isEmpty ? nil : line }
      if let end = buffer[position...].firstIndex(of: UInt8(ascii: "\n")) {
        line += buffer[position..<end]
        position = end + 1
        return line
      }
      line += buffer[position...]
      position = buffer.count
    }
  }

  /// Exactly `count` bytes; nil when the output ends first.
  public mutating func bytes(_ count: Int) -> [UInt8]? {
    let buffered = min(count, buffer.count - position)
    var complete = true
    let result = [UInt8](unsafeUninitializedCapacity: count) { storage, initialized in
      if buffered > 0, let base = storage.baseAddress {
        buffer.withUnsafeBufferPointer { source in
          if let from = source.baseAddress { base.initialize(from: from + position, count: buffered) }
        }
      }
      var filled = buffered
      while filled < count, let base = storage.baseAddress {
        let got = Foundation.read(descriptor, base + filled, count - filled)
        if got > 0 {
          filled += got
        } else if got < 0 && errno == EINTR {
          continue
        } else {
          break
        }
      }
      complete = filled == count
      initialized = filled
    }
    position += buffered
    return complete ? result : nil
  }

  /// Everything left.
  public mutating func readToEnd() -> [UInt8] {
    var rest = Array(buffer[position...])
    position = buffer.count
    while refill() {
      rest += buffer
      position = buffer.count
    }
    return rest
  }

  /// The next chunk into `buffer`; false at the end.
  private mutating func refill() -> Bool {
    guard !ended else { return false }
    let chunk = 1 << 16
    buffer = [UInt8](unsafeUninitializedCapacity: chunk) { storage, initialized in
      initialized = 0
      guard let base = storage.baseAddress else { return }
      while true {
        let got = Foundation.read(descriptor, base, chunk)
        if got < 0 && errno == EINTR { continue }
        initialized = max(0, got)
        return
      }
    }
    position = 0
    if buffer.isEmpty { ended = true }
    return !buffer.isEmpty
  }
}

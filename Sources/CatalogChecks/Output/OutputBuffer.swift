import CatalogModel
import CatalogFiles
import CatalogEditing
import Foundation

/// Bytes of output being assembled: lint may print hundreds of thousands of findings, and
/// appending to one byte buffer is several times faster than building a String per line.
///
/// The storage is sized ahead and filled by copying into it (`used` bytes of it are output):
/// a finding's line is a dozen short pieces, and `Array.append(contentsOf:)` per piece cost
/// more than the copying itself.
public struct OutputBuffer: Sendable {
  private var storage: [UInt8]
  private var used = 0

  public init(capacity: Int = 0) {
    // Not zeroed first (megabytes per chunk of findings): only the `used` bytes, all written
    // before they count, are ever read.
    let size = max(capacity, 64)
    storage = [UInt8](unsafeUninitializedCapacity: size) { _, count in count = size }
  }

  /// The bytes assembled so far.
  public var bytes: [UInt8] { Array(storage[0..<used]) }

  public var count: Int { used }

  public mutating func append(_ text: String) {
    // Read in place (a native or small string always offers its UTF-8): `withUTF8` on a copy
    // would retain and release the string for each of a finding's pieces.
    if text.utf8.withContiguousStorageIfAvailable({ append(bytes: $0) }) != nil { return }
    var copy = text
    copy.withUTF8 { append(bytes: $0) }
  }

  public mutating func append(bytes utf8: UnsafeBufferPointer<UInt8>) {
    guard let source = utf8.baseAddress else { return }
    let count = utf8.count
    makeRoom(for: count)
    storage.withUnsafeMutableBufferPointer { target in
      // Room was made just above, so the base address is there.
      if let base = target.baseAddress { memcpy(base + used, source, count) }
    }
    used += count
  }

  public mutating func append(_ text: StaticString) {
    text.withUTF8Buffer { append(bytes: $0) }
  }

  public mutating func append(byte: UInt8) {
    makeRoom(for: 1)
    storage[used] = byte
    used += 1
  }

  public mutating func append(_ number: Int) {
    if number < 0 {
      append(byte: 0x2D)
      append(-number)
      return
    }
    if number < 10 {
      append(byte: 0x30 + UInt8(number))
      return
    }
    var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
      (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    var count = 0
    var value = number
    withUnsafeMutableBytes(of: &digits) { buffer in
      while value > 0 {
        buffer[count] = 0x30 + UInt8(value % 10)
        value /= 10
        count += 1
      }
      // Reversed in place, then copied as one piece.
      var low = 0
      var high = count - 1
      while low < high {
        buffer.swapAt(low, high)
        low += 1
        high -= 1
      }
      append(bytes: UnsafeBufferPointer(rebasing: buffer.bindMemory(to: UInt8.self)[0..<count]))
    }
  }

  /// Makes room for `count` bytes and lets `body` write up to that many.
  public mutating func write(atMost count: Int, _ body: (inout OutputCursor) -> Void) {
    makeRoom(for: count)
    let start = used
    var written = 0
    storage.withUnsafeMutableBufferPointer { target in
      // Room was made just above, so the base address is there.
      guard let base = target.baseAddress else { return }
      var cursor = OutputCursor(base + start)
      body(&cursor)
      written = cursor.next - (base + start)
    }
    used += written
  }

  /// Hands the bytes over and starts empty again.
  public mutating func take() -> [UInt8] {
    var taken: [UInt8] = []
    swap(&taken, &storage)
    taken.removeLast(taken.count - used)
    used = 0
    storage = [UInt8](repeating: 0, count: 64)
    return taken
  }

  public var string: String { String(decoding: storage[0..<used], as: UTF8.self) }

  /// Grows the storage (doubling) so that `count` more bytes fit.
  private mutating func makeRoom(for count: Int) {
    guard used + count > storage.count else { return }
    storage.append(contentsOf: repeatElement(0, count: max(storage.count, used + count - storage.count)))
  }
}

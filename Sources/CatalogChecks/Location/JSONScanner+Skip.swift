import CatalogModel
import CatalogFiles
import CatalogEditing
import Foundation

extension JSONScanner {
  /// Skips one value without building it: the locator walks past everything it does not need,
  /// and on a 170 MB catalog that is most of the file. Assumes a well-formed file (it has been
  /// read already); on malformed input it stops at the end instead of failing.
  package mutating func skipValue() {
    skipWhitespace()
    position = Self.endOfValue(bytes, from: position)
  }

  /// Where the value starting at `start` (after whitespace) ends.
  package static func endOfValue(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    guard let base = bytes.baseAddress, start < bytes.count else { return start }
    let count = bytes.count
    var index = start
    var depth = 0
    while index < count {
      switch base[index] {
      case 0x22:
        index = Self.endOfString(base, from: index, count: count)
        if depth == 0 { return index }
        continue
      case 0x7B, 0x5B:
        depth += 1
      case 0x7D, 0x5D:
        depth -= 1
        if depth <= 0 { return index + 1 }
      case 0x20, 0x0A, 0x0D, 0x09:
        if depth == 0 { return index }
        // A line break and its indentation, passed in words.
        index = MemberCursor.endOfWhitespace(bytes, from: index)
        continue
      case 0x2C, 0x3A:
        if depth == 0 { return index }
      default:
        // A number or literal at the top: runs until a delimiter.
        break
      }
      index += 1
    }
    return index
  }

  /// Moves past a string starting at the opening quote.
  package mutating func skipStringBytes() {
    guard let base = bytes.baseAddress else { return }
    position = Self.endOfString(base, from: position, count: bytes.count)
  }

  /// The offset just past the string whose opening quote is at `start`. Finds quotes with
  /// memchr (vectorized), then checks that an odd number of backslashes does not escape it.
  @inline(__always)
  package static func endOfString(_ base: UnsafePointer<UInt8>, from start: Int, count: Int) -> Int {
    var index = start + 1
    while index < count {
      guard let found = memchr(base + index, 0x22, count - index) else { return count }
      let quote = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
      var backslashes = 0
      var before = quote - 1
      while before > start && base[before] == 0x5C {
        backslashes += 1
        before -= 1
      }
      if backslashes % 2 == 0 { return quote + 1 }
      index = quote + 1
    }
    return count
  }
}

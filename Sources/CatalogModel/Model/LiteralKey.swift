import Foundation

/// JSON member names compare by their exact code points: `"café"` (precomposed) and `"café"`
/// (e + combining accent) are two members, as they are to Xcode. Swift's `String ==` and hashing
/// treat them as one (canonical equivalence), so key lookups go through this instead.
package struct LiteralKey: Hashable {
  package let text: String

  package init(_ text: String) {
    self.text = text
  }

  package static func == (lhs: LiteralKey, rhs: LiteralKey) -> Bool {
    lhs.text.isLiterally(rhs.text)
  }

  package func hash(into hasher: inout Hasher) {
    let hashed: Void? = text.utf8.withContiguousStorageIfAvailable { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    if hashed == nil {
      for byte in text.utf8 { hasher.combine(byte) }
    }
  }
}

extension String {
  /// Exact code-point equality (see `LiteralKey`).
  package func isLiterally(_ other: String) -> Bool {
    guard utf8.count == other.utf8.count else { return false }
    return other.utf8.withContiguousStorageIfAvailable { hasUTF8($0) } ?? utf8.elementsEqual(other.utf8)
  }

  /// Whether the string's UTF-8 is exactly `bytes`: native and small strings compare as one
  /// block of bytes, others byte by byte.
  package func hasUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    utf8.withContiguousStorageIfAvailable { mine -> Bool in
      guard mine.count == bytes.count else { return false }
      guard let mineBase = mine.baseAddress, let bytesBase = bytes.baseAddress else { return true }
      return memcmp(mineBase, bytesBase, bytes.count) == 0
    } ?? utf8.elementsEqual(bytes)
  }
}

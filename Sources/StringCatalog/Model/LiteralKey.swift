import Foundation

/// JSON member names compare by their exact code points: `"café"` (precomposed) and `"café"`
/// (e + combining accent) are two members, as they are to Xcode. Swift's `String ==` and hashing
/// treat them as one (canonical equivalence), so key lookups go through this instead.
struct LiteralKey: Hashable {
  let text: String

  init(_ text: String) {
    self.text = text
  }

  static func == (lhs: LiteralKey, rhs: LiteralKey) -> Bool {
    lhs.text.isLiterally(rhs.text)
  }

  func hash(into hasher: inout Hasher) {
    let hashed: Void? = text.utf8.withContiguousStorageIfAvailable { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    if hashed == nil {
      for byte in text.utf8 { hasher.combine(byte) }
    }
  }
}

extension String {
  /// Exact code-point equality (see `LiteralKey`).
  func isLiterally(_ other: String) -> Bool {
    let mine = utf8
    let theirs = other.utf8
    guard mine.count == theirs.count else { return false }
    // Native and small strings compare as one block of bytes; others byte by byte.
    let compared = mine.withContiguousStorageIfAvailable { left in
      theirs.withContiguousStorageIfAvailable { right -> Bool in
        guard let leftBase = left.baseAddress, let rightBase = right.baseAddress else { return true }
        return memcmp(leftBase, rightBase, left.count) == 0
      }
    }
    return (compared ?? nil) ?? mine.elementsEqual(theirs)
  }
}

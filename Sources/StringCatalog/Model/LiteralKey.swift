/// JSON member names compare by their exact code points: `"café"` (precomposed) and `"café"`
/// (e + combining accent) are two members, as they are to Xcode. Swift's `String ==` and hashing
/// treat them as one (canonical equivalence), so key lookups go through this instead.
struct LiteralKey: Hashable {
  let text: String

  init(_ text: String) {
    self.text = text
  }

  static func == (lhs: LiteralKey, rhs: LiteralKey) -> Bool {
    lhs.text.utf8.elementsEqual(rhs.text.utf8)
  }

  func hash(into hasher: inout Hasher) {
    for byte in text.utf8 { hasher.combine(byte) }
  }
}

extension String {
  /// Exact code-point equality (see `LiteralKey`).
  func isLiterally(_ other: String) -> Bool {
    utf8.elementsEqual(other.utf8)
  }
}

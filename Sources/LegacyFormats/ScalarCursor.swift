/// A read position in decoded text that knows its line and column.
///
/// Both the `.strings` parser and the small XML parser walk text with this,
/// so every error they report is positioned the same way.
struct ScalarCursor {
  let scalars: [Unicode.Scalar]
  private(set) var index = 0
  private var counter = PositionCounter()

  init(_ scalars: [Unicode.Scalar]) {
    self.scalars = scalars
  }

  var position: SourcePosition { counter.position }
  var isAtEnd: Bool { index >= scalars.count }
  var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

  func peek(_ offset: Int) -> Unicode.Scalar? {
    let target = index + offset
    return target >= 0 && target < scalars.count ? scalars[target] : nil
  }

  /// True if the text at the cursor starts with `literal` (ASCII only).
  func hasPrefix(_ literal: String) -> Bool {
    var offset = 0
    for scalar in literal.unicodeScalars {
      guard peek(offset) == scalar else { return false }
      offset += 1
    }
    return true
  }

  mutating func advance() {
    guard index < scalars.count else { return }
    counter.advance(over: scalars[index])
    index += 1
  }

  mutating func advance(by count: Int) {
    for _ in 0..<count { advance() }
  }
}

extension Unicode.Scalar {
  /// Whitespace as the old-style property list parser sees it: ASCII
  /// blanks and control separators, plus the Unicode line and paragraph
  /// separators.
  var isPlistWhitespace: Bool {
    switch value {
    case 0x09...0x0D, 0x20, 0x2028, 0x2029: return true
    default: return false
    }
  }

  /// How a scalar is shown inside an error message: printable characters
  /// as themselves, everything else as U+XXXX so the message stays readable.
  var displayForError: String {
    if value < 0x20 || value == 0x7F || properties.generalCategory == .format
      || properties.generalCategory == .unassigned || isPlistWhitespace
    {
      let hex = String(value, radix: 16, uppercase: true)
      return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
    return "'\(Character(self))'"
  }
}

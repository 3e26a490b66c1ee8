import CatalogModel
import CatalogFiles
import CatalogEditing

/// What the text checks need to know about one string, gathered in one pass over its UTF-8 so
/// that a lint run does not walk each of its 600,000 strings once per check.
package struct TextFacts: Sendable {
  private static let highBits: UInt64 = 0x8080_8080_8080_8080
  private static let evenBytes: UInt64 = 0x00FF_00FF_00FF_00FF

  /// The high bit of each byte of `word` that is zero, and no other bit (exact: no carry
  /// crosses bytes, since each byte's low seven bits plus 0x7F stay below 0x100).
  @inline(__always) private static func zeroLanes(_ word: UInt64) -> UInt64 {
    let lows: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
    return ~(((word & lows) &+ lows) | word | lows)
  }

  package var isEmpty: Bool
  package var hasPercent: Bool
  package var lineBreaks: Int
  package var leadingWhitespace: Bool
  package var trailingWhitespace: Bool
  package var ending: Ending
  /// Unicode scalars: never fewer than the characters (grapheme clusters) a reader sees.
  package var scalars: Int
  /// ASCII without a carriage return: then the scalars are the characters.
  package var scalarsAreCharacters: Bool

  /// How a string ends, after trailing whitespace and closing quotes or brackets.
  package enum Ending: UInt8, Sendable {
    case none, period, colon, question, exclamation, ellipsis
    /// `;`: the Greek question mark (U+037E normalizes to it), plain text elsewhere.
    case semicolon

    package var text: String {
      switch self {
      case .none: return "no punctuation"
      case .period: return "“.”"
      case .colon: return "“:”"
      case .question: return "“?”"
      case .exclamation: return "“!”"
      case .ellipsis: return "“…”"
      case .semicolon: return "“;”"
      }
    }
  }

  package init(_ text: String) {
    // Read in place when it can be (a native or small string): no copy to retain and release.
    if let facts = text.utf8.withContiguousStorageIfAvailable({ TextFacts(utf8: $0) }) {
      self = facts
      return
    }
    var copy = text
    self = copy.withUTF8 { TextFacts(utf8: $0) }
  }

  package init(utf8 bytes: UnsafeBufferPointer<UInt8>) {
    isEmpty = bytes.isEmpty
    let count = bytes.count
    // First a pass over whole words (SWAR): the scalars, and flags for `%`, non-ASCII, CR, LF
    // and the 0xE2 and 0xA8 that U+2028 is made of. The last, partial word is padded with
    // zeros, which are none of these.
    var continuations = 0
    // Per flag, the high bit of each byte lane where one was seen (or-ed over all words).
    var high: UInt64 = 0
    var percents: UInt64 = 0
    var returns: UInt64 = 0
    var feeds: UInt64 = 0
    var separatorStarts: UInt64 = 0
    var separatorEnds: UInt64 = 0
    if let base = bytes.baseAddress {
      var index = 0
      var sums: UInt64 = 0
      var words = 0
      while index < count {
        var word: UInt64 = 0
        let taken = min(8, count - index)
        if taken == 8 {
          word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
        } else {
          withUnsafeMutableBytes(of: &word) { $0.copyMemory(from: UnsafeRawBufferPointer(start: base + index, count: taken)) }
        }
        // Continuation bytes are 10xxxxxx: high bit set, the next one clear.
        sums &+= (word & ~(word << 1) & Self.highBits) >> 7
        high |= word
        percents |= Self.zeroLanes(word ^ 0x2525_2525_2525_2525)
        returns |= Self.zeroLanes(word ^ 0x0D0D_0D0D_0D0D_0D0D)
        feeds |= Self.zeroLanes(word ^ 0x0A0A_0A0A_0A0A_0A0A)
        separatorStarts |= Self.zeroLanes(word ^ 0xE2E2_E2E2_E2E2_E2E2)
        separatorEnds |= Self.zeroLanes(word ^ 0xA8A8_A8A8_A8A8_A8A8)
        index += 8
        words += 1
        // A byte of `sums` counts at most 255 words: added up before it could overflow.
        if words == 255 || index >= count {
          let pairs = (sums & Self.evenBytes) &+ ((sums >> 8) & Self.evenBytes)
          continuations += Int(truncatingIfNeeded: (pairs &* 0x0001_0001_0001_0001) >> 48)
          sums = 0
          words = 0
        }
      }
    }
    let isWide = high & Self.highBits != 0
    let hasReturn = returns != 0
    var breaks = 0
    // Line breaks are looked for only where there may be one.
    if feeds != 0 || hasReturn || (separatorStarts != 0 && separatorEnds != 0) {
      var index = 0
      while index < count {
        let byte = bytes[index]
        if byte == 0x0A {
          breaks += 1
        } else if byte == 0x0D {
          // CR LF is one break; a lone CR is one too.
          if index + 1 >= count || bytes[index + 1] != 0x0A { breaks += 1 }
        } else if byte == 0xE2 && index + 2 < count && bytes[index + 1] == 0x80 && bytes[index + 2] == 0xA8 {
          breaks += 1  // U+2028 LINE SEPARATOR
        }
        index += 1
      }
    }
    hasPercent = percents != 0
    lineBreaks = breaks
    scalars = count - continuations
    scalarsAreCharacters = !isWide && !hasReturn
    leadingWhitespace = TextScalars.first(bytes).map(TextScalars.isWhitespace) ?? false
    trailingWhitespace = TextScalars.last(bytes, before: count).map { TextScalars.isWhitespace($0.scalar) } ?? false
    ending = TextScalars.ending(bytes)
  }
}

/// Scalar-level helpers over raw UTF-8.
package enum TextScalars {
  package static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: return true
    default: return false
    }
  }

  package static func first(_ bytes: UnsafeBufferPointer<UInt8>) -> Unicode.Scalar? {
    guard !bytes.isEmpty else { return nil }
    // ASCII (most strings start with it) needs no decoder.
    if bytes[0] < 0x80 { return Unicode.Scalar(bytes[0]) }
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    if case .scalarValue(let scalar) = decoder.decode(&iterator) { return scalar }
    return nil
  }

  /// The scalar that ends just before `end`, and where it starts.
  package static func last(_ bytes: UnsafeBufferPointer<UInt8>, before end: Int) -> (scalar: Unicode.Scalar, start: Int)? {
    guard end > 0 else { return nil }
    if bytes[end - 1] < 0x80 { return (Unicode.Scalar(bytes[end - 1]), end - 1) }
    var start = end - 1
    while start > 0 && bytes[start] & 0xC0 == 0x80 && end - start < 4 { start -= 1 }
    var iterator = UnsafeBufferPointer(rebasing: bytes[start..<end]).makeIterator()
    var decoder = UTF8()
    if case .scalarValue(let scalar) = decoder.decode(&iterator) { return (scalar, start) }
    return nil
  }

  package static func ending(_ bytes: UnsafeBufferPointer<UInt8>) -> TextFacts.Ending {
    var end = bytes.count
    // Skip trailing whitespace and closing quotes/brackets: "(optional)" ends like "optional".
    while let (scalar, start) = last(bytes, before: end) {
      if isWhitespace(scalar) || isClosing(scalar) {
        end = start
        continue
      }
      switch scalar.value {
      case 0x2E, 0x3002, 0xFF0E, 0xFF61, 0x0964, 0x06D4, 0x1362:
        // "..." is an ellipsis written with periods.
        if scalar.value == 0x2E && start >= 2 && bytes[start - 1] == 0x2E && bytes[start - 2] == 0x2E { return .ellipsis }
        return .period
      case 0x3A, 0xFF1A: return .colon
      case 0x3F, 0xFF1F, 0x061F, 0x037E, 0x055E: return .question
      case 0x21, 0xFF01, 0x055C: return .exclamation
      case 0x2026, 0x22EF: return .ellipsis
      case 0x3B: return .semicolon
      default: return .none
      }
    }
    return .none
  }

  package static func isClosing(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    // Closing quotes include “ ‘ « as German, Czech and Danish close with them.
    case 0x22, 0x27, 0x29, 0x5D, 0x7D, 0xAB, 0xBB, 0x2018, 0x2019, 0x201C, 0x201D, 0x2039, 0x203A, 0x3009, 0x300B, 0x300D,
      0x300F, 0x3011, 0xFF09:
      return true
    default: return false
    }
  }
}

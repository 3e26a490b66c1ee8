/// Visible stand-ins for characters a terminal would act on instead of drawing.
///
/// Raw control characters would move the cursor, clear lines or switch
/// character sets behind ncurses' back, so the grid never holds them; and
/// nothing glossa prints that came from a file or a server holds them either
/// (`escaping`): a key, a value or a server's error text could otherwise carry
/// OSC/CSI sequences (`ESC ]`, `ESC [`, C1 `<9B>`) to the user's terminal, or a
/// bidi override that shows text in another order than it is.
package enum ControlEscape {
  /// The ASCII text drawn instead of `scalar`, or nil when it is drawable.
  ///
  /// C0 and DEL use caret notation (`^A`, `^J`, `^?`, `^@` for NUL, `^[` for
  /// ESC), C1 its hex code (`<85>`), the Unicode line/paragraph separators
  /// `<LS>`/`<PS>`, and the bidi embeddings, overrides and isolates their
  /// abbreviations (`<RLO>` for U+202E). The bidi marks (U+200E, U+200F, U+061C)
  /// are left to the text: right-to-left strings need them and they reorder
  /// nothing around them.
  package static func escape(for scalar: Unicode.Scalar) -> String? {
    let value = scalar.value
    switch value {
    case 0x00...0x1F:
      // Caret notation: ^@ is NUL, ^A is 0x01, … ^_ is 0x1F.
      return "^" + String(UnicodeScalar(UInt8(value + 0x40)))
    case 0x7F:
      return "^?"
    case 0x80...0x9F:
      return "<" + hexByte(value) + ">"
    case 0x2028:
      return "<LS>"
    case 0x2029:
      return "<PS>"
    case 0x202A...0x202E:
      return bidiNames[Int(value - 0x202A)]
    case 0x2066...0x2069:
      return bidiNames[Int(value - 0x2066) + 5]
    default:
      return nil
    }
  }

  private static let bidiNames = ["<LRE>", "<RLE>", "<PDF>", "<LRO>", "<RLO>", "<LRI>", "<RLI>", "<FSI>", "<PDI>"]

  /// `text` with every character `escape(for:)` names replaced by its stand-in,
  /// for printing; with `keepingLineBreaks`, line feeds and tabs stay (a
  /// message of several lines). Text without such characters comes back as it is.
  package static func escaping(_ text: String, keepingLineBreaks: Bool = false) -> String {
    func kept(_ scalar: Unicode.Scalar) -> Bool {
      keepingLineBreaks && (scalar == "\n" || scalar == "\t")
    }
    guard text.unicodeScalars.contains(where: { !kept($0) && escape(for: $0) != nil }) else { return text }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if !kept(scalar), let stand = escape(for: scalar) {
        result.append(contentsOf: stand.unicodeScalars)
      } else {
        result.append(scalar)
      }
    }
    return String(result)
  }

  /// Whether `text` holds a character `escape(for:)` names: one pass over its UTF-8, for output
  /// written a line at a time (lint's findings) where most text needs nothing.
  package static func needsEscaping(_ text: String) -> Bool {
    text.utf8.withContiguousStorageIfAvailable(needsEscaping(utf8:))
      ?? Array(text.utf8).withUnsafeBufferPointer(needsEscaping(utf8:))
  }

  package static func needsEscaping(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      if byte >= 0x20 && byte < 0x7F { continue }
      switch byte {
      case 0x00..<0x20, 0x7F: return true
      // C1: U+0080…U+009F.
      case 0xC2 where index < bytes.count && (0x80...0x9F).contains(bytes[index]): return true
      // U+2028…U+202E (E2 80 A8…AE) and U+2066…U+2069 (E2 81 A6…A9).
      case 0xE2 where index + 1 < bytes.count:
        let (second, third) = (bytes[index], bytes[index + 1])
        if second == 0x80 && (0xA8...0xAE).contains(third) { return true }
        if second == 0x81 && (0xA6...0xA9).contains(third) { return true }
      default: break
      }
    }
    return false
  }

  private static func hexByte(_ value: UInt32) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(value >> 4) & 0xF], digits[Int(value) & 0xF]])
  }
}

/// Visible stand-ins for characters a terminal would act on instead of drawing.
///
/// Raw control characters would move the cursor, clear lines or switch
/// character sets behind ncurses' back, so the grid never holds them.
enum ControlEscape {
  /// The ASCII text drawn instead of `scalar`, or nil when it is drawable.
  ///
  /// C0 and DEL use caret notation (`^A`, `^J`, `^?`, `^@` for NUL), C1 its hex
  /// code (`<85>`), and the Unicode line/paragraph separators `<LS>`/`<PS>`.
  static func escape(for scalar: Unicode.Scalar) -> String? {
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
    default:
      return nil
    }
  }

  private static func hexByte(_ value: UInt32) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(value >> 4) & 0xF], digits[Int(value) & 0xF]])
  }
}

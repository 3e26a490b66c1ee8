/// Reads one quoted string (`"…"` or `'…'`) of a `.strings` file and
/// resolves its backslash escapes.
///
/// Escapes follow Foundation's old-style parser (CFOldStylePList.c):
/// `\n \t \r \a \b \f \v \" \' \\`, one to three octal digits (`\0` is NUL),
/// and `\U` with one to four hex digits. Beyond Foundation:
/// * lower-case `\u` is read like `\U`, because Home Assistant writes it
///   (Foundation itself would keep a literal `u203A`);
/// * two escapes forming a UTF-16 surrogate pair give one scalar, and a lone
///   surrogate is an error, since a Swift `String` cannot hold one.
/// Any other escaped character, including a real line break, stands for
/// itself, as in Foundation. Raw line breaks inside quotes are allowed.
struct QuotedStringReader {
  private var text = String.UnicodeScalarView()

  mutating func read(from cursor: inout ScalarCursor) throws(LegacyParseError) -> String {
    let opening = cursor.position
    guard let quote = cursor.current else {
      throw LegacyParseError(position: opening, message: "expected a quoted string")
    }
    cursor.advance()
    while true {
      guard let scalar = cursor.current else {
        throw LegacyParseError(
          position: opening,
          message: "unterminated string: no closing \(quote == "\"" ? "'\"'" : "\"'\"") for the quote opened here")
      }
      if scalar == quote {
        cursor.advance()
        return String(text)
      }
      if scalar == "\\" {
        try readEscape(from: &cursor, opening: opening)
      } else {
        text.append(scalar)
        cursor.advance()
      }
    }
  }

  private mutating func readEscape(from cursor: inout ScalarCursor, opening: SourcePosition) throws(LegacyParseError) {
    let escapeStart = cursor.position
    cursor.advance()
    guard let escaped = cursor.current else {
      throw LegacyParseError(position: opening, message: "unterminated string: the file ends after a backslash")
    }
    switch escaped {
    case "n": append("\n", &cursor)
    case "t": append("\t", &cursor)
    case "r": append("\r", &cursor)
    case "a": append("\u{07}", &cursor)
    case "b": append("\u{08}", &cursor)
    case "f": append("\u{0C}", &cursor)
    case "v": append("\u{0B}", &cursor)
    case "0"..."7":
      text.append(readOctal(from: &cursor))
    case "U", "u":
      let unit = try readHexUnit(from: &cursor, escapeStart: escapeStart)
      text.append(try scalar(fromUnit: unit, cursor: &cursor, escapeStart: escapeStart))
    default:
      // Unknown escapes keep the character, like Foundation; this covers
      // \" \' \\ and a backslash before a real line break.
      append(escaped, &cursor)
    }
  }

  private mutating func append(_ scalar: Unicode.Scalar, _ cursor: inout ScalarCursor) {
    text.append(scalar)
    cursor.advance()
  }

  /// One to three octal digits. Values above 0x7F are taken as Latin-1;
  /// Foundation maps them through NeXTSTEP encoding, but no octal escape
  /// was seen in any real file.
  private func readOctal(from cursor: inout ScalarCursor) -> Unicode.Scalar {
    var value: UInt32 = 0
    var digits = 0
    while digits < 3, let scalar = cursor.current, ("0"..."7").contains(scalar) {
      value = value * 8 + (scalar.value - 0x30)
      digits += 1
      cursor.advance()
    }
    // At most 0o777 = 511, always a valid scalar.
    return Unicode.Scalar(value) ?? "\u{FFFD}"
  }

  /// The digits after `\U` / `\u` (cursor on the letter). One to four hex
  /// digits, as Foundation reads them.
  private func readHexUnit(from cursor: inout ScalarCursor, escapeStart: SourcePosition) throws(LegacyParseError)
    -> UInt32
  {
    let letter = cursor.current ?? "U"
    cursor.advance()
    var value: UInt32 = 0
    var digits = 0
    while digits < 4, let scalar = cursor.current, let digit = scalar.hexDigitValue {
      value = value * 16 + digit
      digits += 1
      cursor.advance()
    }
    guard digits > 0 else {
      throw LegacyParseError(position: escapeStart, message: "expected hexadecimal digits after '\\\(letter)'")
    }
    return value
  }

  /// Turns a UTF-16 unit into a scalar, reading the low half of a
  /// surrogate pair from the escape that must follow a high half.
  private func scalar(
    fromUnit unit: UInt32, cursor: inout ScalarCursor, escapeStart: SourcePosition
  ) throws(LegacyParseError) -> Unicode.Scalar {
    switch unit {
    case 0xD800...0xDBFF:
      guard cursor.current == "\\", let letter = cursor.peek(1), letter == "U" || letter == "u",
        cursor.peek(2)?.hexDigitValue != nil
      else {
        throw LegacyParseError(
          position: escapeStart,
          message: "unpaired surrogate \(hex(unit)): expected a low surrogate escape to follow it")
      }
      let lowStart = cursor.position
      cursor.advance()
      let low = try readHexUnit(from: &cursor, escapeStart: lowStart)
      guard (0xDC00...0xDFFF).contains(low) else {
        throw LegacyParseError(
          position: escapeStart,
          message: "unpaired surrogate \(hex(unit)): expected a low surrogate escape to follow it")
      }
      let combined = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
      guard let scalar = Unicode.Scalar(combined) else {
        throw LegacyParseError(position: escapeStart, message: "invalid surrogate pair \(hex(unit)) \(hex(low))")
      }
      return scalar
    case 0xDC00...0xDFFF:
      throw LegacyParseError(
        position: escapeStart, message: "unpaired surrogate \(hex(unit)): a low surrogate must follow a high one")
    default:
      guard let scalar = Unicode.Scalar(unit) else {
        throw LegacyParseError(position: escapeStart, message: "\(hex(unit)) is not a Unicode scalar")
      }
      return scalar
    }
  }

  private func hex(_ unit: UInt32) -> String {
    let digits = String(unit, radix: 16, uppercase: true)
    return "\\U" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}

extension Unicode.Scalar {
  var hexDigitValue: UInt32? {
    switch value {
    case 0x30...0x39: return value - 0x30
    case 0x41...0x46: return value - 0x41 + 10
    case 0x61...0x66: return value - 0x61 + 10
    default: return nil
    }
  }
}

/// Names, entity references and character classes of the XML subset.
extension XMLTreeParser {
  mutating func parseName(after context: String) throws(LegacyParseError) -> String {
    guard let first = cursor.current, first.isXMLNameStart else {
      throw error("expected a name after \(context), found \(found())")
    }
    var name = String.UnicodeScalarView()
    name.append(first)
    cursor.advance()
    while let scalar = cursor.current, scalar.isXMLNameStart || scalar.isXMLNameContinuation {
      name.append(scalar)
      cursor.advance()
    }
    return String(name)
  }

  /// Reads `&name;` or `&#…;` at the cursor.
  mutating func parseReference() throws(LegacyParseError) -> Unicode.Scalar {
    let start = cursor.position
    cursor.advance()  // '&'
    var body = ""
    while let scalar = cursor.current, scalar != ";" {
      guard body.unicodeScalars.count < 12, !scalar.isXMLWhitespace, scalar != "<", scalar != "&" else {
        throw LegacyParseError(
          position: start, message: "unterminated entity reference: expected ';' (write '&amp;' for '&')")
      }
      body.unicodeScalars.append(scalar)
      cursor.advance()
    }
    guard cursor.current == ";" else {
      throw LegacyParseError(
        position: start, message: "unterminated entity reference: expected ';' (write '&amp;' for '&')")
    }
    cursor.advance()
    switch body {
    case "lt": return "<"
    case "gt": return ">"
    case "amp": return "&"
    case "quot": return "\""
    case "apos": return "'"
    default:
      if let scalar = numericReference(body) { return scalar }
      if body.hasPrefix("#") { throw LegacyParseError(position: start, message: "'&\(body);' is no character XML allows") }
      throw LegacyParseError(position: start, message: "unknown entity '&\(body);'")
    }
  }

  func numericReference(_ body: String) -> Unicode.Scalar? {
    guard body.hasPrefix("#") else { return nil }
    let digits = body.dropFirst()
    let value: UInt32?
    if digits.hasPrefix("x") {
      value = UInt32(digits.dropFirst(), radix: 16)
    } else {
      value = UInt32(digits, radix: 10)
    }
    // XML 1.0's Char: a reference to any other code point (a control character such as `&#1;`,
    // U+FFFE, U+FFFF) is refused as well-formedness demands, not passed into a string.
    guard let value, let scalar = Unicode.Scalar(value), scalar.isXMLChar else { return nil }
    return scalar
  }

  @discardableResult
  mutating func skipWhitespace() -> Bool {
    var skipped = false
    while let scalar = cursor.current, scalar.isXMLWhitespace {
      cursor.advance()
      skipped = true
    }
    return skipped
  }

  func found() -> String {
    cursor.current.map(\.displayForError) ?? "the end of the file"
  }

  func error(_ message: String) -> LegacyParseError {
    LegacyParseError(position: cursor.position, message: message)
  }
}

extension Unicode.Scalar {
  var isXMLWhitespace: Bool {
    self == " " || self == "\t" || self == "\n" || self == "\r"
  }

  /// Letters, '_' and ':' from ASCII, and anything beyond ASCII: plist
  /// element names are ASCII, so the full XML name tables are not needed.
  var isXMLNameStart: Bool {
    switch value {
    case 0x41...0x5A, 0x61...0x7A, 0x5F, 0x3A: return true
    default: return value >= 0xC0 && !properties.isWhitespace
    }
  }

  var isXMLNameContinuation: Bool {
    switch value {
    case 0x30...0x39, 0x2D, 0x2E, 0xB7: return true
    default: return false
    }
  }
}

extension Unicode.Scalar {
  /// XML 1.0's `Char`: tab, line feed, carriage return, U+0020–U+D7FF, U+E000–U+FFFD, U+10000 and up.
  var isXMLChar: Bool {
    switch value {
    case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
    default: return false
    }
  }
}

extension TextBuffer {
  /// Inserts pasted text as it is, tabs and other characters included. Line breaks (LF, CRLF or
  /// CR) become "\n" where the field allows them and spaces in one-line fields.
  mutating func insertPasted(_ text: String, allowsLineBreaks: Bool) {
    insert(TextBuffer.normalisingLineBreaks(text, to: allowsLineBreaks ? "\n" : " "))
  }

  static func normalisingLineBreaks(_ text: String, to lineBreak: Unicode.Scalar) -> String {
    var result = String.UnicodeScalarView()
    var afterCarriageReturn = false
    for scalar in text.unicodeScalars {
      defer { afterCarriageReturn = scalar == "\r" }
      switch scalar {
      case "\n" where afterCarriageReturn: continue
      case "\n", "\r": result.append(lineBreak)
      default: result.append(scalar)
      }
    }
    return String(result)
  }
}

/// `file:line:col: error: [id] key · lang · message`, one finding per line: the form compilers
/// use, so editors and terminals make the location clickable.
///
/// A finding without a language (a stale entry, a duplicate member, a parse error) shows `-`
/// there, as does a finding without a key. A finding inside a variation starts its message with
/// the variation path (`key · ru · plural.few: needs review`). Line breaks and tabs in keys and
/// messages are shown escaped (`\n`) so that each finding stays on one line; an empty key shows
/// as `""`.
public enum TextFindingFormat {
  public static func line(_ finding: Finding) -> String {
    var buffer = OutputBuffer()
    write(finding, into: &buffer)
    return buffer.string
  }

  /// Appends the finding's line, without the line break.
  public static func write(_ finding: Finding, into buffer: inout OutputBuffer) {
    buffer.append(finding.file ?? "<input>")
    buffer.append(byte: 0x3A)
    buffer.append(finding.line ?? 1)
    buffer.append(byte: 0x3A)
    buffer.append(finding.column ?? 1)
    buffer.append(finding.severity == .error ? ": error: [" : ": warning: [")
    buffer.append(finding.check.rawValue)
    buffer.append("] ")
    appendEscaped(displayKey(finding.key), into: &buffer)
    buffer.append(" · ")
    buffer.append(finding.language ?? "-")
    buffer.append(" · ")
    if !finding.path.isEmpty {
      buffer.append(finding.path)
      buffer.append(": ")
    }
    appendEscaped(finding.message, into: &buffer)
  }

  static func displayKey(_ key: String?) -> String {
    guard let key else { return "-" }
    return key.isEmpty ? "\"\"" : key
  }

  static func appendEscaped(_ text: String, into buffer: inout OutputBuffer) {
    // One pass over the text, read in place: appended as it is unless it holds a control character.
    let appended = text.utf8.withContiguousStorageIfAvailable { bytes in
      if bytes.contains(where: { $0 < 0x20 }) { return false }
      buffer.append(bytes: bytes)
      return true
    }
    if appended == true { return }
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default:
        if scalar.value < 0x20 {
          result += "\\u{" + String(scalar.value, radix: 16) + "}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    buffer.append(result)
  }
}

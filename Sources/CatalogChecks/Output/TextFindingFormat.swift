import CatalogModel
import CatalogFiles
import CatalogEditing
import TerminalScreen

/// `file:line:col: error: [id] key · lang · message`, one finding per line: the form compilers
/// use, so editors and terminals make the location clickable.
///
/// A finding without a language (a stale entry, a duplicate member, a parse error) shows `-`
/// there, as does a finding without a key. A finding inside a variation starts its message with
/// the variation path (`key · ru · plural.few: needs review`). Line breaks and tabs in keys and
/// messages are shown escaped (`\n`) so that each finding stays on one line; an empty key shows
/// as `""`. Every other character a terminal would act on, in the file's name, the key or the
/// message, is shown as `ControlEscape`'s stand-in (`^[`, `<9B>`, `<RLO>`): lint's output is read
/// on terminals, and a cloned repository names its own files.
public enum TextFindingFormat {
  public static func line(_ finding: Finding) -> String {
    var buffer = OutputBuffer()
    write(finding, into: &buffer)
    return buffer.string
  }

  /// Appends the finding's line, without the line break.
  public static func write(_ finding: Finding, into buffer: inout OutputBuffer) {
    if !writeDirectly(finding, into: &buffer) { writeEscaping(finding, into: &buffer) }
  }

  /// The common case (no control character to escape in the file, key or message), written into
  /// room made once for the whole line; false when something needs escaping.
  private static func writeDirectly(_ finding: Finding, into buffer: inout OutputBuffer) -> Bool {
    let key = finding.key ?? "-"
    let message = finding.message
    let file = finding.file ?? "<input>"
    let language = finding.language ?? "-"
    // The language and variation path come from the catalog too.
    guard
      !ControlEscape.needsEscaping(key), !ControlEscape.needsEscaping(message), !ControlEscape.needsEscaping(file),
      !ControlEscape.needsEscaping(language), !ControlEscape.needsEscaping(finding.path)
    else { return false }
    let check = finding.check.rawValue
    // Two numbers of up to 20 bytes, the fixed pieces well under 60.
    let most =
      file.utf8.count + check.utf8.count + key.utf8.count + language.utf8.count + finding.path.utf8.count
      + message.utf8.count + 100
    buffer.write(atMost: most) { cursor in
      cursor.append(file)
      cursor.append(byte: 0x3A)
      cursor.append(finding.line ?? 1)
      cursor.append(byte: 0x3A)
      cursor.append(finding.column ?? 1)
      cursor.append(finding.severity == .error ? ": error: [" : ": warning: [")
      cursor.append(check)
      cursor.append("] ")
      if key.isEmpty { cursor.append("\"\"") } else { cursor.append(key) }
      cursor.append(" · ")
      cursor.append(language)
      cursor.append(" · ")
      if !finding.path.isEmpty {
        cursor.append(finding.path)
        cursor.append(": ")
      }
      cursor.append(message)
    }
    return true
  }

  private static func writeEscaping(_ finding: Finding, into buffer: inout OutputBuffer) {
    buffer.append(ControlEscape.escaping(finding.file ?? "<input>"))
    buffer.append(byte: 0x3A)
    buffer.append(finding.line ?? 1)
    buffer.append(byte: 0x3A)
    buffer.append(finding.column ?? 1)
    buffer.append(finding.severity == .error ? ": error: [" : ": warning: [")
    buffer.append(finding.check.rawValue)
    buffer.append("] ")
    appendEscaped(displayKey(finding.key), into: &buffer)
    buffer.append(" · ")
    buffer.append(ControlEscape.escaping(finding.language ?? "-"))
    buffer.append(" · ")
    if !finding.path.isEmpty {
      buffer.append(ControlEscape.escaping(finding.path))
      buffer.append(": ")
    }
    appendEscaped(finding.message, into: &buffer)
  }

  package static func displayKey(_ key: String?) -> String {
    guard let key else { return "-" }
    return key.isEmpty ? "\"\"" : key
  }

  package static func appendEscaped(_ text: String, into buffer: inout OutputBuffer) {
    // One pass over the text, read in place: appended as it is unless it holds a control character.
    let appended = text.utf8.withContiguousStorageIfAvailable { bytes in
      if ControlEscape.needsEscaping(utf8: bytes) { return false }
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
        } else if let stand = ControlEscape.escape(for: scalar) {
          result += stand
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    buffer.append(result)
  }
}

import CatalogModel
import CatalogFiles
import CatalogEditing

/// GitHub Actions workflow commands, one per finding:
/// `::error file={name},line={line},col={col},title={title}::{message}` (`::warning` for
/// warnings). The title is `glossa [id]`; the message is `key · lang · message`, the message
/// starting with the variation path when there is one (`plural.few: …`), as in the text format.
///
/// Escaping follows the runner's rules: in the message `%` → `%25`, CR → `%0D`, LF → `%0A`;
/// in property values additionally `:` → `%3A` and `,` → `%2C`.
public enum GitHubAnnotationFormat {
  public static func line(_ finding: Finding) -> String {
    var buffer = OutputBuffer()
    write(finding, into: &buffer)
    return buffer.string
  }

  public static func write(_ finding: Finding, into buffer: inout OutputBuffer) {
    buffer.append(finding.severity == .error ? "::error " : "::warning ")
    if let file = finding.file {
      buffer.append("file=")
      buffer.append(escapeProperty(file))
      buffer.append(byte: 0x2C)
    }
    buffer.append("line=")
    buffer.append(finding.line ?? 1)
    buffer.append(",col=")
    buffer.append(finding.column ?? 1)
    buffer.append(",title=")
    buffer.append(escapeProperty("glossa [\(finding.check.rawValue)]"))
    buffer.append("::")
    buffer.append(escapeData(TextFindingFormat.displayKey(finding.key)))
    buffer.append(" · ")
    buffer.append(finding.language ?? "-")
    buffer.append(" · ")
    if !finding.path.isEmpty {
      buffer.append(escapeData(finding.path))
      buffer.append(": ")
    }
    buffer.append(escapeData(finding.message))
  }

  /// Escapes a message (the part after `::`).
  public static func escapeData(_ text: String) -> String {
    guard text.utf8.contains(where: { $0 == 0x25 || $0 == 0x0D || $0 == 0x0A }) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "%": result += "%25"
      case "\r": result += "%0D"
      case "\n": result += "%0A"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Escapes a property value (`file=`, `title=`).
  public static func escapeProperty(_ text: String) -> String {
    let data = escapeData(text)
    guard data.utf8.contains(where: { $0 == 0x3A || $0 == 0x2C }) else { return data }
    var result = ""
    for scalar in data.unicodeScalars {
      switch scalar {
      case ":": result += "%3A"
      case ",": result += "%2C"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}

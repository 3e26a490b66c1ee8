import CatalogModel
import CatalogFiles
import CatalogEditing

/// `{"findings":[…],"summary":{…}}`: every finding with file, line, column, severity, id, key,
/// language (null when none), path and message; the summary counts errors, warnings, files,
/// unreadable files and findings per check.
public enum JSONFindingFormat {
  public static func object(_ finding: Finding) -> String {
    var buffer = OutputBuffer()
    write(finding, into: &buffer)
    return buffer.string
  }

  public static func write(_ finding: Finding, into buffer: inout OutputBuffer) {
    buffer.append("{\"file\":")
    appendOptional(finding.file, into: &buffer)
    buffer.append(",\"line\":")
    if let line = finding.line { buffer.append(line) } else { buffer.append("null") }
    buffer.append(",\"column\":")
    if let column = finding.column { buffer.append(column) } else { buffer.append("null") }
    buffer.append(finding.severity == .error ? ",\"severity\":\"error\",\"id\":\"" : ",\"severity\":\"warning\",\"id\":\"")
    buffer.append(finding.check.rawValue)
    buffer.append("\",\"key\":")
    appendOptional(finding.key, into: &buffer)
    buffer.append(",\"language\":")
    appendOptional(finding.language, into: &buffer)
    buffer.append(",\"path\":")
    appendQuoted(finding.path, into: &buffer)
    buffer.append(",\"message\":")
    appendQuoted(finding.message, into: &buffer)
    buffer.append(byte: 0x7D)
  }

  public static func summary(_ summary: LintSummary) -> String {
    let checks = summary.byCheck.keys.sorted().map { "\(JSONTree.quoted($0.rawValue)):\(summary.byCheck[$0] ?? 0)" }
    return "{\"errors\":\(summary.errors),\"warnings\":\(summary.warnings),\"files\":\(summary.files),"
      + "\"unreadableFiles\":\(summary.unreadableFiles),\"byCheck\":{\(checks.joined(separator: ","))}"
      + (summary.baselineKnown.map { ",\"baseline\":{\"known\":\($0),\"fixed\":\(summary.baselineFixed)}" } ?? "") + "}"
  }

  package static func appendOptional(_ text: String?, into buffer: inout OutputBuffer) {
    if let text { appendQuoted(text, into: &buffer) } else { buffer.append("null") }
  }

  package static func appendQuoted(_ text: String, into buffer: inout OutputBuffer) {
    if text.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) {
      buffer.append(JSONTree.quoted(text))
    } else {
      buffer.append(byte: 0x22)
      buffer.append(text)
      buffer.append(byte: 0x22)
    }
  }

}

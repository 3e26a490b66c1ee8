import StringCatalog
import TerminalScreen

/// The detail pane's lines for the selected cell's check findings, one per finding:
/// "error [format-specifiers] plural.few: the placeholders differ…".
enum FindingLines {
  /// The findings of the cell of `language`: its own and those about the whole entry, errors first.
  static func lines(for findings: [Finding], language: String) -> (lines: [DetailView.Line], errors: Int) {
    let cell = findings.filter { $0.language == nil || $0.language == language }
    let ordered = cell.filter { $0.severity == .error } + cell.filter { $0.severity != .error }
    let lines = ordered.enumerated().map { offset, finding in
      DetailView.Line(
        label: offset == 0 ? "checks" : "", text: text(of: finding),
        style: finding.severity == .error ? Theme.checkError() : Theme.checkWarning)
    }
    return (lines, ordered.count { $0.severity == .error })
  }

  static func text(of finding: Finding) -> String {
    let place = finding.path.isEmpty ? "" : finding.path + ": "
    return "\(finding.severity.rawValue) [\(finding.check)] \(place)\(CellDisplay.oneLine(finding.message))"
  }

  /// At most `rows` lines; when some do not fit, the last row says how many: "+3 more".
  static func capped(_ lines: [DetailView.Line], to rows: Int) -> [DetailView.Line] {
    guard lines.count > rows else { return lines }
    guard rows > 0 else { return [] }
    let shown = rows - 1
    var result = Array(lines.prefix(shown))
    let more = DetailView.Line(label: shown == 0 ? "checks" : "", text: "+\(lines.count - shown) more", style: Theme.dimText)
    result.append(more)
    return result
  }
}

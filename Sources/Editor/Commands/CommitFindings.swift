import StringCatalog

/// Telling the user at once when a committed edit breaks a check: the grid's mark alone is easy
/// to miss, and the next `!` may be much later.
extension EditorState {
  /// The entry's error findings now (one entry checked, or the cached answer).
  func errorFindings(of key: String) -> [Finding] {
    guard let entry = catalog.strings[key] else { return [] }
    return checks.findings(key: key, entry: entry).filter { $0.severity == .error }
  }

  /// After an edit of `language` of `key`: shows the first error finding that was not there
  /// `before` on the message line, "! format-specifiers plural.few: …" (naming the language when
  /// it is another one, as a source edit can break a translation).
  mutating func reportIntroducedErrors(key: String, language: String, before: [Finding]) {
    let introduced = errorFindings(of: key).filter { !before.contains($0) }
    guard let first = introduced.first else { return }
    showMessage(EditorState.findingMessage(first, editedLanguage: language, more: introduced.count - 1), isError: true)
  }

  /// "! format-specifiers de plural.few: … (+1 more)".
  static func findingMessage(_ finding: Finding, editedLanguage: String, more: Int = 0) -> String {
    var heading = "! \(finding.check)"
    if let language = finding.language, language != editedLanguage { heading += " " + language }
    if !finding.path.isEmpty { heading += " " + finding.path }
    let others = more > 0 ? " (+\(more) more)" : ""
    return "\(heading): \(CellDisplay.oneLine(finding.message))\(others)"
  }
}

import StringCatalog

/// Saving asks once when the strings changed since the last save carry error-level findings the
/// file did not have (a `%d` where the code passes an object crashes the app): the message line's
/// one-time `!` after an edit is easy to miss. Findings already in the file do not ask, and `:w!`
/// saves without the question.
extension EditorState {
  /// One error a save would write: the catalog, the key and the finding.
  struct SaveError {
    var member: Int
    var key: String
    var finding: Finding
  }

  /// The error findings of unsaved entries that their saved versions do not have. Costs a walk of
  /// each modified catalog for its unsaved keys, and a check of those entries (before and after):
  /// a save writes the whole file anyway.
  func errorsIntroducedSinceSave() -> [SaveError] {
    var found: [SaveError] = []
    for member in workspace.modifiedMembers where caches.indices.contains(member) {
      let document = workspace[member]
      let checks = caches[member].checks
      for key in document.unsavedKeys {
        guard let entry = document.catalog.strings[key] else { continue }
        let now = checks.errorFindings(key: key, entry: entry)
        guard !now.isEmpty else { continue }
        let saved = document.diskCatalog.strings[key].map { checks.errorFindings(key: key, entry: $0) } ?? []
        found += now.filter { !saved.contains($0) }.map { SaveError(member: member, key: key, finding: $0) }
      }
    }
    return found
  }

  /// Asks before a save (`quitting`: of `:wq` or quit's save) when it would write new errors;
  /// true when it asked, and the save waits for the answer.
  mutating func askBeforeSavingErrors(quitting: Bool) -> Bool {
    let errors = errorsIntroducedSinceSave()
    guard !errors.isEmpty else { return false }
    layer = .choice(
      ChoicePrompt(
        question: "\(Plural.count(errors.count, "error")) in strings you changed — s save anyway · l list them · Esc back",
        choices: [("s", .saveAnyway(quitting: quitting)), ("l", .listSaveErrors)], onCancel: .dismiss))
    return true
  }

  /// `l` at the question: the errors in a box read like help (Esc closes; the save waits).
  mutating func listSaveErrors() {
    let errors = errorsIntroducedSinceSave()
    var lines: [HelpContent.Line] = []
    for error in errors {
      let language = error.finding.language.map { " · \($0)" } ?? ""
      let place = isWorkspace ? displayName(of: error.member) + ": " : ""
      lines.append(HelpContent.Line(text: "\(place)\"\(CellDisplay.oneLine(error.key))\"\(language)", isHeading: true))
      lines.append(HelpContent.Line(text: "  " + EditorState.findingMessage(error.finding, editedLanguage: "")))
    }
    let title = "\(Plural.count(errors.count, "error")) in strings you changed · :w! saves anyway · Esc closes"
    layer = .help(HelpOverlay(title: title, lines: lines))
  }
}

/// What the answers do when Enter would leave a cell that has text with none: keep an empty
/// string, delete the translation instead, or (Esc) go back to the editor as it was.
enum EditChoice: Equatable {
  case keepEmpty(TextEditSession)
  case deleteInstead(TextEditSession)
  case backToEditing(TextEditSession)

  /// "Empty text for de of "Cancel": (e)mpty string · (d)elete the translation · Esc edits on".
  static func question(for session: TextEditSession, language: String, key: String) -> ChoicePrompt {
    let cell = "\(language) of \"\(CellDisplay.oneLine(key))\""
    return ChoicePrompt(
      question: "Empty text for \(cell): (e)mpty string · (d)elete the translation · Esc edits on",
      choices: [("e", .edit(.keepEmpty(session))), ("d", .edit(.deleteInstead(session)))],
      onCancel: .edit(.backToEditing(session)))
  }
}

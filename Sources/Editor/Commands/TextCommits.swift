/// What Enter does in the inline editor and in the one-line prompts.
extension EditorState {
  mutating func commitTextEdit(_ session: TextEditSession) {
    let text = session.buffer.text
    switch session.target {
    case .value(let key, let language):
      // Enter on an empty missing cell is not a translation: record nothing.
      let wasMissing = catalog.strings[key]?.localization(language) == nil
      guard !(wasMissing && text.isEmpty), let change = catalog.changeSettingValue(text, key: key, language: language)
      else {
        showMessage("Unchanged")
        return
      }
      let othersExist = (catalog.strings[key]?.localizations?.count ?? 0) > (wasMissing ? 0 : 1)
      perform(change)
      if language == catalog.sourceLanguage && othersExist {
        showMessage("Source text changed: the other languages of \"\(CellDisplay.oneLine(key))\" need review")
      }
      offerMissingSubstitution(key: key, language: language)
    case .form(let key, let language, let path):
      commitFormEdit(text, key: key, language: language, path: path)
    case .reviewValue(let key, let language):
      commitReviewEdit(text, key: key, language: language)
    case .conflict(let item):
      commitConflictEdit(text, item: item)
    case .comment(let key):
      guard let change = catalog.changeSettingComment(text, key: key) else {
        showMessage("Unchanged")
        return
      }
      perform(change)
    }
  }

  mutating func commitPrompt(_ session: PromptSession) -> [EditorEffect] {
    switch session.kind {
    case .search:
      commitSearch(session.buffer.text)
      return []
    case .command:
      return runCommandLine(session.buffer.text)
    case .addKey:
      addKey(session.buffer.text)
      return []
    case .substitutionArgNum(let key, let language, let name):
      commitSubstitutionArgNum(session.buffer.text, key: key, language: language, name: name)
      return []
    case .substitutionFormat(let key, let language, let name):
      commitSubstitutionFormat(session.buffer.text, key: key, language: language, name: name)
      return []
    }
  }
}

import StringCatalog

/// What Enter does in the inline editor and in the one-line prompts.
extension EditorState {
  /// `keepingEmpty`: the user answered "empty string" to the question an empty value asks.
  mutating func commitTextEdit(_ session: TextEditSession, keepingEmpty: Bool = false) {
    let text = session.buffer.text
    switch session.target {
    case .value(let key, let language):
      if text.isEmpty && !keepingEmpty && hasText(key: key, language: language) {
        layer = .choice(EditChoice.question(for: session, language: language, key: key))
        return
      }
      // Enter on an empty missing cell is not a translation: record nothing.
      let wasMissing = catalog.strings[key]?.localization(language) == nil
      guard !(wasMissing && text.isEmpty), let change = catalog.changeSettingValue(text, key: key, language: language)
      else {
        showMessage("Unchanged")
        return
      }
      let othersExist = (catalog.strings[key]?.localizations?.count ?? 0) > (wasMissing ? 0 : 1)
      let before = errorFindings(of: key)
      perform(change)
      if language == catalog.sourceLanguage && othersExist {
        showMessage("Source text changed: the other languages of \"\(CellDisplay.oneLine(key))\" need review")
      }
      reportIntroducedErrors(key: key, language: language, before: before)
      offerMissingSubstitution(key: key, language: language)
    case .form(let key, let language, let path):
      commitFormEdit(text, key: key, language: language, path: path)
    case .reviewValue(let key, let language):
      if text.isEmpty && !keepingEmpty && hasText(key: key, language: language) {
        layer = .choice(EditChoice.question(for: session, language: language, key: key))
        return
      }
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

  /// True when the cell holds a non-empty string: clearing it then asks first.
  private func hasText(key: String, language: String) -> Bool {
    catalog.strings[key]?.localization(language)?.stringUnit?.value.isEmpty == false
  }

  mutating func carryOut(_ choice: EditChoice) {
    switch choice {
    case .keepEmpty(let session):
      commitTextEdit(session, keepingEmpty: true)
    case .deleteInstead(let session):
      switch session.target {
      case .value(let key, let language):
        _ = carryOut(.deleteTranslation(key: key, language: language))
      case .reviewValue(let key, let language):
        deleteReviewTranslation(key: key, language: language)
      case .form, .comment, .conflict:
        break
      }
    case .backToEditing(let session):
      layer = .textEditor(session)
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
    case .renameKey(let old):
      renameKey(old, to: session.buffer.text)
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

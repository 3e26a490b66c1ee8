import StringCatalog

/// Checks shared by every command that changes the catalog.
extension EditorState {
  static let readOnlyMessage = "Read-only: opened with --read-only, changes are disabled"
  static let variedCellMessage =
    "This cell varies (plural/device/substitutions): the variation editor (p) opens it"

  /// The selected key and entry, or nil after telling the user why nothing can change.
  mutating func editableSelection() -> (key: String, entry: Entry)? {
    guard !options.readOnly else {
      showMessage(EditorState.readOnlyMessage, isError: true)
      return nil
    }
    guard let key = currentKey, let entry = currentEntry else {
      showMessage("No row selected")
      return nil
    }
    return (key, entry)
  }

  /// True (after a message) when the selected language must not be translated for this entry.
  mutating func refusesDoNotTranslate(_ entry: Entry, key: String, language: String) -> Bool {
    guard language != catalog.sourceLanguage && !entry.isTranslatable else { return false }
    showMessage("\"\(CellDisplay.oneLine(key))\" is marked don't translate")
    return true
  }

  /// True (after the message) when the cell has forms that a plain edit would flatten.
  mutating func refusesVariedCell(_ entry: Entry, language: String) -> Bool {
    guard let localization = entry.localization(language), localization.isVaried else { return false }
    showMessage(EditorState.variedCellMessage)
    return true
  }

  mutating func showMessage(_ text: String, isError: Bool) {
    message = StatusMessage(text: text, isError: isError)
  }
}

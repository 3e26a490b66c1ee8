/// Commands on the selected key: its comment, adding a key, deleting one.
extension EditorState {
  mutating func editComment() {
    guard let (key, entry) = editableSelection() else { return }
    layer = .textEditor(TextEditSession(target: .comment(key: key), buffer: TextBuffer(entry.comment ?? "")))
  }

  mutating func promptForNewKey() {
    guard !options.readOnly else {
      showMessage(EditorState.readOnlyMessage, isError: true)
      return
    }
    layer = .prompt(PromptSession(kind: .addKey))
  }

  /// Adds the key typed at the prompt at its sorted place and selects it.
  mutating func addKey(_ key: String) {
    guard !key.isEmpty else { return }
    guard let change = catalog.changeAddingKey(key) else {
      reveal(key: key)
      showMessage("\"\(CellDisplay.oneLine(key))\" already exists")
      return
    }
    perform(change)
    reveal(key: key)
    showMessage("Added \"\(CellDisplay.oneLine(key))\"")
  }

  /// `d`: Xcode's "Don't translate" on or off, one undoable change.
  mutating func toggleDoNotTranslate() {
    guard let (key, _) = editableSelection(), let change = catalog.changeTogglingShouldTranslate(key: key) else { return }
    perform(change)
    let marked = catalog.strings[key]?.isTranslatable == false
    showMessage("\"\(CellDisplay.oneLine(key))\" \(marked ? "marked don't translate" : "no longer marked don't translate")")
  }

  mutating func confirmDeletingKey() {
    guard let (key, _) = editableSelection() else { return }
    layer = .choice(
      .confirm("Delete the key \"\(CellDisplay.oneLine(key))\" and all its translations?", yes: .deleteKey(key)))
  }
}

/// A paste is text, never keys: pasting "Hallo⏎qd" must not quit and discard. Into an open text
/// field it goes literally; in the grid it opens the cell editor holding it, for Enter or Esc.
extension EditorState {
  static let pasteRefusedMessage = "Paste ignored: open a text field first (Enter edits)"

  mutating func handlePaste(_ text: String) -> [EditorEffect] {
    switch layer {
    case .textEditor(var session)?:
      session.buffer.insertPasted(text, allowsLineBreaks: true)
      layer = .textEditor(session)
    case .prompt(var session)?:
      session.buffer.insertPasted(text, allowsLineBreaks: false)
      layer = .prompt(session)
      if session.kind == .search { prepareSearchIndex() }
    case .choice?:
      // The question stays on screen; a paste is no answer to it.
      break
    case .filterMenu?, .help?, .languageChooser?, .catalogChooser?:
      showMessage(EditorState.pasteRefusedMessage)
    case nil:
      if modes.isEmpty {
        pasteIntoSelectedCell(text)
      } else {
        showMessage(EditorState.pasteRefusedMessage)
      }
    }
    return []
  }

  /// Opens the cell editor on the selected cell holding `text` (the cell's value is replaced
  /// only when Enter commits), or says why the cell cannot take it.
  private mutating func pasteIntoSelectedCell(_ text: String) {
    guard let (key, entry) = editableSelection() else { return }
    let language = currentLanguage
    if refusesDoNotTranslate(entry, key: key, language: language) { return }
    if entry.localization(language)?.isVaried == true {
      showMessage("Paste ignored: this cell varies; open a form in the variation editor (p) and paste there")
      return
    }
    var buffer = TextBuffer()
    buffer.insertPasted(text, allowsLineBreaks: true)
    layer = .textEditor(TextEditSession(target: .value(key: key, language: language), buffer: buffer))
    showMessage("Pasted into the cell editor: Enter keeps it, Esc cancels")
  }
}

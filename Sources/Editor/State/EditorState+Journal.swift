import StringCatalog

/// What the recovery journal needs from the editor beyond its history steps: the text being
/// typed, and a way to offer a restored draft back.
extension EditorState {
  /// The text typed into an open cell editor, not yet committed (`catalog`: the workspace
  /// member); nil when no cell editor is open.
  package var openDraft: JournalDraft? {
    guard case .textEditor(let session)? = layer else { return nil }
    switch session.target {
    case .value(let key, let language), .reviewValue(let key, let language):
      return JournalDraft(catalog: focus, key: key, language: language, text: session.buffer.text)
    case .comment, .form, .conflict:
      return nil
    }
  }

  /// Opens the cell editor on a draft a stopped editor's journal kept, as it was typed.
  package mutating func restoreDraft(_ draft: JournalDraft) {
    guard workspace.members.indices.contains(draft.catalog), workspace[draft.catalog].catalog.strings[draft.key] != nil,
      let column = columns.all.firstIndex(of: draft.language), column > 0, !options.readOnly
    else { return }
    reveal(key: draft.key, catalog: draft.catalog)
    cursorColumn = column
    scrollToCursor()
    let session = TextEditSession(target: .value(key: draft.key, language: draft.language), buffer: TextBuffer(draft.text))
    layer = .textEditor(session)
    showMessage("Restored an unfinished edit of \"\(CellDisplay.oneLine(draft.key))\" (\(draft.language)): Enter commits it, Esc drops it")
  }
}

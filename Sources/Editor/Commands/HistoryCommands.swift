import StringCatalog

/// `u` and Ctrl-R: whole actions, unlimited, across saves.
extension EditorState {
  /// Returns the change undone (nil when nothing was), so review mode can tell which step it was.
  @discardableResult
  mutating func undo() -> CatalogChange? {
    guard !options.readOnly else {
      showMessage(EditorState.readOnlyMessage, isError: true)
      return nil
    }
    guard let change = undoLastChange() else {
      showMessage("Nothing to undo")
      return nil
    }
    showMessage("Undid: \(change.label)")
    return change
  }

  /// Returns the change redone (nil when nothing was), so review mode can tell which step it was.
  @discardableResult
  mutating func redo() -> CatalogChange? {
    guard !options.readOnly else {
      showMessage(EditorState.readOnlyMessage, isError: true)
      return nil
    }
    guard let change = redoLastChange() else {
      showMessage("Nothing to redo")
      return nil
    }
    showMessage("Redid: \(change.label)")
    return change
  }
}

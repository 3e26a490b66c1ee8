/// `u` and Ctrl-R: whole actions, unlimited, across saves.
extension EditorState {
  mutating func undo() {
    guard !options.readOnly else {
      showMessage(EditorState.readOnlyMessage, isError: true)
      return
    }
    guard let change = undoLastChange() else {
      showMessage("Nothing to undo")
      return
    }
    showMessage("Undid: \(change.label)")
  }

  mutating func redo() {
    guard !options.readOnly else {
      showMessage(EditorState.readOnlyMessage, isError: true)
      return
    }
    guard let change = redoLastChange() else {
      showMessage("Nothing to redo")
      return
    }
    showMessage("Redid: \(change.label)")
  }
}

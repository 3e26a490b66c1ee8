import TerminalScreen

/// Keys for the full-screen modes (variation editor, review): the innermost one gets them, looked
/// up in its own context of the keymap table.
extension EditorState {
  mutating func handleModeKey(_ key: Key) -> [EditorEffect] {
    switch modes.last {
    case .variations(let editor)?:
      if let picker = editor.picker { return handlePickerKey(key, picker: picker) }
      guard let command = Keymap.command(for: key, in: .variations) else { return unbound(key) }
      return runVariationCommand(command)
    case .review?:
      guard let command = Keymap.command(for: key, in: .review) else { return unbound(key) }
      if command == .useMemorySuggestion { return useMemorySuggestionInReview(key) }
      return runReviewCommand(command)
    case .conflicts?:
      guard let command = Keymap.command(for: key, in: .conflicts) else { return unbound(key) }
      return runConflictCommand(command)
    case nil:
      return []
    }
  }

  /// The variation editor on top, read and written in place.
  var variationEditor: VariationEditor? {
    get {
      if case .variations(let editor)? = modes.last { return editor }
      return nil
    }
    set {
      guard let newValue, case .variations? = modes.last else { return }
      modes[modes.count - 1] = .variations(newValue)
    }
  }

  /// Review mode on top, read and written in place.
  var reviewSession: ReviewSession? {
    get {
      if case .review(let session)? = modes.last { return session }
      return nil
    }
    set {
      guard let newValue, case .review? = modes.last else { return }
      modes[modes.count - 1] = .review(newValue)
    }
  }

  /// After a reload the history is new: review mode keeps its queue and position, but no longer
  /// ties undo steps to items (they would point at changes that are gone).
  mutating func forgetModeHistory() {
    modes = modes.map { mode in
      guard case .review(var session) = mode else { return mode }
      session.log.removeAll()
      session.variationEditStart = nil
      return .review(session)
    }
  }

  /// How many changes the document can undo: a step's identity for review mode's log.
  var undoDepth: Int { workspace.undoDepth }

  private mutating func unbound(_ key: Key) -> [EditorEffect] {
    showMessage("\(key) does nothing here · ? shows the keys")
    return []
  }
}

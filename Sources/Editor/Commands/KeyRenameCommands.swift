import StringCatalog

/// `K`: renaming the selected key. The entry keeps everything it holds and moves to its sorted
/// place; a name already taken offers to merge leaf by leaf, with the leaves both keys hold
/// differently decided in the conflict view. Each is one undoable step.
extension EditorState {
  mutating func promptForRenamingKey() {
    guard let (key, _) = editableSelection() else { return }
    layer = .prompt(PromptSession(kind: .renameKey(key), buffer: TextBuffer(key)))
  }

  mutating func renameKey(_ old: String, to new: String) {
    switch catalog.renaming(old, to: new) {
    case .nothing:
      showMessage("Unchanged")
    case .renamed(let change):
      perform(change)
      reveal(key: new)
      showMessage("Renamed \"\(CellDisplay.oneLine(old))\" to \"\(CellDisplay.oneLine(new))\"")
    case .targetExists:
      layer = .choice(
        ChoicePrompt(
          question: "\"\(CellDisplay.oneLine(new))\" already exists. (m)erge \"\(CellDisplay.oneLine(old))\" into it · (c)ancel",
          choices: [("m", .mergeKey(old: old, new: new)), ("c", .dismiss)], onCancel: .dismiss))
    }
  }

  /// Merges at once when no leaf conflicts; else opens the conflict view ("yours" is the new
  /// key's leaf, "old key" the renamed one's), which applies the decisions and removes the old
  /// key as one change once every leaf is decided.
  mutating func mergeKey(_ old: String, into new: String) {
    guard case .targetExists(let keyMerge) = catalog.renaming(old, to: new) else { return }
    if let change = keyMerge.change {
      perform(change)
      reveal(key: new)
      showMessage("Merged \"\(CellDisplay.oneLine(old))\" into \"\(CellDisplay.oneLine(new))\"")
      return
    }
    guard let conflict = keyMerge.conflict else { return }
    let origin = "merging \"\(CellDisplay.oneLine(old))\" into \"\(CellDisplay.oneLine(new))\""
    openConflicts([conflict], catalog: focus, origin: origin, theirsLabel: "old key", reviewing: false)
    conflictSession?.keyMerge = keyMerge
    conflictSession?.showsBase = false
    let count = conflict.leaves.count
    showMessage(
      "\(Plural.count(count, "leaf", plural: "leaves")) \(count == 1 ? "differs" : "differ"): m keeps \"\(CellDisplay.oneLine(new))\"'s · t takes \"\(CellDisplay.oneLine(old))\"'s · e edits")
  }
}

/// What the answers to questions on the prompt line do.
extension EditorState {
  mutating func carryOut(_ action: ChoicePrompt.Action) -> [EditorEffect] {
    switch action {
    case .deleteTranslation(let key, let language):
      if let change = catalog.changeDeletingTranslation(key: key, language: language) {
        perform(change)
        showMessage("Deleted the \(language) translation of \"\(CellDisplay.oneLine(key))\"")
      }
    case .deleteKey(let key):
      if let change = catalog.changeDeletingKey(key) {
        perform(change)
        showMessage("Deleted \"\(CellDisplay.oneLine(key))\"")
      }
    case .mergeKey(let old, let new):
      mergeKey(old, into: new)
    case .deleteStaleKeys:
      deleteStaleKeys()
    case .deleteLanguage(let language):
      deleteLanguage(language)
    case .saveAndQuit:
      return saveAndQuit()
    case .discardAndQuit:
      return [.quit]
    case .reload:
      quitAfterSave = false
      return [.reload]
    case .overwrite:
      return [.overwrite]
    case .translate(let groups):
      return startTranslating(groups)
    case .saveAnyway(let quitting):
      return quitting ? saveAndQuit(askingAboutErrors: false) : save(askingAboutErrors: false)
    case .saveReordering(let members, let quitting):
      reorderAcknowledged.formUnion(members)
      return quitting ? saveAndQuit(askingAboutErrors: false) : save(askingAboutErrors: false)
    case .listSaveErrors:
      listSaveErrors()
    case .cancelSave:
      quitAfterSave = false
      showMessage("Not saved")
    case .dismiss:
      break
    case .variation(let choice):
      carryOut(choice)
    case .review(let choice):
      carryOut(choice)
    case .edit(let choice):
      carryOut(choice)
    }
    return []
  }
}

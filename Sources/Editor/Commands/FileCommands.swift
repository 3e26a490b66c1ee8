import StringCatalog

/// Saving and quitting: the editor asks, the app does the file work and reports back.
extension EditorState {
  static let unsavedChangesMessage = "Unsaved changes: :w to save, :q! to discard"
  static let readOnlySaveMessage = "Read-only: saving is disabled (:q quits)"

  mutating func save() -> [EditorEffect] {
    guard mayWrite() else { return [] }
    return [.save]
  }

  mutating func saveAndQuit() -> [EditorEffect] {
    guard mayWrite() else { return [] }
    quitAfterSave = true
    return [.saveAndQuit]
  }

  /// Saving is refused in read-only mode, and while conflicts are undecided: the buffer holds
  /// your side of each, and writing it would silently drop the file's side.
  private mutating func mayWrite() -> Bool {
    if options.readOnly {
      showMessage(EditorState.readOnlySaveMessage, isError: true)
      return false
    }
    if let count = conflictSession?.undecidedCount, count > 0 {
      showMessage("Not saved: " + EditorState.undecidedMessage(count), isError: true)
      return false
    }
    return true
  }

  /// `q` and Ctrl-C: quits at once when nothing is unsaved, else asks.
  mutating func quit() -> [EditorEffect] {
    guard document.isModified else { return [.quit] }
    layer = .choice(.quit(fileName: fileName))
    return []
  }

  /// The `:` command line.
  mutating func runCommandLine(_ input: String) -> [EditorEffect] {
    let command = input.trimmingWhitespace()
    switch command {
    case "":
      return []
    case "w":
      return save()
    case "q":
      guard !document.isModified else {
        showMessage(EditorState.unsavedChangesMessage, isError: true)
        return []
      }
      return [.quit]
    case "q!":
      return [.quit]
    case "wq":
      return saveAndQuit()
    case "w!", "wq!":
      guard mayWrite() else { return [] }
      quitAfterSave = command == "wq!"
      return [.saveOverwritingReadOnly]
    case "x":
      return document.isModified ? saveAndQuit() : [.quit]
    case "review":
      openReview(allLanguages: false)
      return []
    case "review all":
      openReview(allLanguages: true)
      return []
    case "translate":
      confirmTranslatingShownCells()
      return []
    case _ where command.hasPrefix("since "):
      let revision = String(command.dropFirst("since ".count)).trimmingWhitespace()
      return revision.isEmpty ? [] : [.showChangesSince(revision)]
    default:
      if let number = Int(command) {
        goToRow(number: number)
        return []
      }
      showMessage("Not an editor command: \(command)", isError: true)
      return []
    }
  }

  /// Reports how a requested save went. Pass the document the app saved (a copy of `document`
  /// after `CatalogDocument.save`) with `.saved`, so the editor knows the save point and
  /// `document.isModified` stays exact. Returns `.quit` when the save finished a `:wq`.
  @discardableResult
  public mutating func saveFinished(_ outcome: SaveOutcome, savedDocument: CatalogDocument? = nil) -> [EditorEffect] {
    switch outcome {
    case .saved(let path):
      if let savedDocument { adopt(savedDocument) }
      showMessage("Saved \(path)")
      if quitAfterSave {
        quitAfterSave = false
        return [.quit]
      }
    case .changedOnDisk:
      layer = .choice(.changedOnDisk(fileName: fileName))
    case .readOnly:
      quitAfterSave = false
      showMessage("Not saved: \(fileName) is read-only; :w! writes it anyway", isError: true)
    case .failed(let reason):
      quitAfterSave = false
      showMessage("Save failed: \(reason)", isError: true)
    }
    return []
  }

  /// Takes over a reloaded document (after `.reload`): everything derived is rebuilt and the
  /// cursor stays on its key when the key is still there.
  public mutating func replaceDocument(_ newDocument: CatalogDocument, message text: String) {
    let key = currentKey
    document = newDocument
    layer = nil
    quitAfterSave = false
    forgetModeHistory()
    rebuildDerivedData(keepingCursorOn: key)
    scrollToCursor()
    showMessage(text)
  }

  private mutating func adopt(_ saved: CatalogDocument) {
    let unchanged = saved.catalog == document.catalog
    let key = currentKey
    document = saved
    // Saving does not change the catalog; only a caller that edited it on the way costs a rebuild.
    if !unchanged { rebuildDerivedData(keepingCursorOn: key) }
  }
}

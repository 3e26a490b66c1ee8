import StringCatalog

/// Saving and quitting: the editor asks, the app does the file work and reports back.
extension EditorState {
  static let unsavedChangesMessage = "Unsaved changes: :w to save, :q! to discard"
  static let readOnlySaveMessage = "Read-only: saving is disabled (:q quits)"

  /// `askingAboutErrors`: ask first when changed strings have new errors (`SaveErrorGuard`).
  mutating func save(askingAboutErrors: Bool = true) -> [EditorEffect] {
    guard mayWrite() else { return [] }
    if askingAboutErrors, askBeforeSavingErrors(quitting: false) { return [] }
    if askBeforeReordering(quitting: false) { return [] }
    return [.save]
  }

  mutating func saveAndQuit(askingAboutErrors: Bool = true) -> [EditorEffect] {
    guard mayWrite() else { return [] }
    if askingAboutErrors, askBeforeSavingErrors(quitting: true) { return [] }
    if askBeforeReordering(quitting: true) { return [] }
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
    if let session = conflictSession, session.undecidedCount > 0 {
      showMessage(
        "Not saved: "
          + EditorState.undecidedMessage(
            session.undecidedCount, keepingMine: session.keepingMine, takingTheirs: session.takingTheirs),
        isError: true)
      return false
    }
    return true
  }

  /// `q` and Ctrl-C: quits at once when nothing is unsaved, else asks.
  mutating func quit() -> [EditorEffect] {
    guard workspace.isModified else { return [.quit] }
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
      guard !workspace.isModified else {
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
      return workspace.isModified ? saveAndQuit() : [.quit]
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

  /// Reports how a requested save went, for a single catalog (the focused one). Pass the
  /// document the app saved (a copy of `document` after `CatalogDocument.save`) with `.saved`, so
  /// the editor knows the save point and `document.isModified` stays exact. Returns `.quit` when
  /// the save finished a `:wq`.
  @discardableResult
  mutating func saveFinished(_ outcome: SaveOutcome, savedDocument: CatalogDocument? = nil) -> [EditorEffect] {
    let member = workspace.modifiedMembers.first ?? focus
    if case .saved = outcome, let savedDocument {
      return saveFinished(saved: [member: savedDocument], failed: [:])
    }
    if case .saved(let path) = outcome {
      showMessage("Saved \(path)")
      return finishQuitAfterSave()
    }
    return saveFinished(saved: [:], failed: [member: outcome])
  }

  /// Reports how saving the workspace went: every catalog written (`saved`, the documents after
  /// `CatalogDocument.save`) and every one that was not (`failed`), which stays modified. The
  /// message says how many files were written and names what failed.
  @discardableResult
  mutating func saveFinished(saved: [Int: CatalogDocument], failed: [Int: SaveOutcome]) -> [EditorEffect] {
    let cursor = currentRef
    // A bundle's file is written with all its parts: the message names those that had changes.
    let withChanges = saved.filter { workspace.members.indices.contains($0.key) && workspace[$0.key].isModified }
    let named = withChanges.isEmpty ? saved : withChanges
    var changedCatalog = false
    for (member, document) in saved.sorted(by: { $0.key < $1.key }) where workspace.members.indices.contains(member) {
      changedCatalog = changedCatalog || document.catalog != workspace[member].catalog
      workspace.adoptSaved(document, at: member)
    }
    // Saving does not change a catalog; only a caller that edited it on the way costs a rebuild.
    if changedCatalog { rebuildDerivedData(keepingCursorOn: cursor) }
    let written: String
    if named.count == 1, let (member, document) = named.first {
      // A bundle's part is named as shown (`de.xcloc: App/Localizable.xcstrings`), not by its inner path.
      written = isWorkspace || document.filePart != nil ? displayName(of: member) : document.path ?? ""
    } else {
      written = Plural.count(named.count, "catalog")
    }
    guard let (member, outcome) = failed.sorted(by: { $0.key < $1.key }).first else {
      showMessage(saved.isEmpty ? "Nothing to save" : "Saved \(written)")
      return finishQuitAfterSave()
    }
    quitAfterSave = quitAfterSave && outcome == .changedOnDisk
    let name = displayName(of: member)
    let prefix = saved.isEmpty ? "" : "Saved \(written); "
    let others = failed.count > 1 ? " (and \(Plural.count(failed.count - 1, "other catalog")) not saved)" : ""
    switch outcome {
    case .saved:
      return []
    case .changedOnDisk:
      changedOnDiskMembers = failed.filter { $0.value == .changedOnDisk }.map(\.key).sorted()
      if !saved.isEmpty || failed.count > 1 { showMessage(prefix + "\(name) changed on disk" + others, isError: true) }
      layer = .choice(.changedOnDisk(fileName: changedOnDiskMembers.count == 1 ? name : Plural.count(changedOnDiskMembers.count, "catalog")))
    case .readOnly:
      showMessage(prefix + "Not saved: \(name) is read-only; :w! writes it anyway" + others, isError: true)
    case .failed(let reason):
      let what = isWorkspace ? "\(name): " : ""
      showMessage(prefix + "Save failed: \(what)\(reason)" + others, isError: true)
    }
    return []
  }

  private mutating func finishQuitAfterSave() -> [EditorEffect] {
    guard quitAfterSave else { return [] }
    quitAfterSave = false
    return [.quit]
  }

  /// A catalog's name for messages: its file name alone, or its path in a workspace.
  func displayName(of member: Int) -> String {
    guard workspace.members.indices.contains(member) else { return "the catalog" }
    if isWorkspace || workspace[member].filePart != nil { return workspace.members[member].displayPath }
    if let path = workspace[member].path, let name = path.split(separator: "/").last { return String(name) }
    return options.displayPath.isEmpty ? "the catalog" : options.displayPath
  }

  /// Takes over a reloaded document (after `.reload`) for the focused catalog (or `member`):
  /// everything derived is rebuilt and the cursor stays on its key when the key is still there.
  mutating func replaceDocument(_ newDocument: CatalogDocument, member: Int? = nil, message text: String) {
    replaceDocuments([(member ?? (changedOnDiskMembers.first ?? focus), newDocument)])
    showMessage(text)
  }

  /// Takes over several reloaded documents with one rebuild of everything derived; the cursor
  /// stays on its key. Each replaced catalog asks the journal for a snapshot (a step without
  /// changes), since its history started over.
  mutating func replaceDocuments(_ documents: [(member: Int, document: CatalogDocument)]) {
    let cursor = currentRef
    for (member, document) in documents where workspace.members.indices.contains(member) {
      workspace.replace(document, at: member)
      journalSteps.append(JournalStep(catalog: member, changes: []))
    }
    layer = nil
    quitAfterSave = false
    forgetModeHistory()
    rebuildDerivedData(keepingCursorOn: cursor)
    scrollToCursor()
  }
}

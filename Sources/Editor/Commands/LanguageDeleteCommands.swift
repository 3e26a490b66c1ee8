import StringCatalog

/// `D` in the language chooser: deleting a language's translations from every catalog shown,
/// asked once with the count (as `glossa languages remove` does on the command line).
extension EditorState {
  /// Asks; true when the question replaced the chooser.
  mutating func confirmDeletingLanguage(_ language: String) -> Bool {
    guard !options.readOnly else {
      showMessage(EditorState.readOnlyMessage, isError: true)
      return false
    }
    if shownCatalogs.contains(where: { workspace[$0].catalog.sourceLanguage == language }) {
      showMessage("\(language) is the source language: its text is the catalog's keys' meaning", isError: true)
      return false
    }
    let count = shownCatalogs.reduce(0) { $0 + workspace[$1].catalog.translationCount(in: language) }
    guard count > 0 else {
      showMessage("No \(language) translations to delete")
      return false
    }
    layer = .choice(.confirm("Delete \(Plural.count(count, "\(language) translation")) from every catalog shown?", yes: .deleteLanguage(language)))
    return true
  }

  /// One undoable change per catalog (one step for a single catalog).
  mutating func deleteLanguage(_ language: String) {
    var deleted = 0
    var catalogs = 0
    for member in shownCatalogs {
      guard let change = workspace[member].catalog.changeRemovingLanguage(language) else { continue }
      perform(change, in: member)
      deleted += change.edits.count
      catalogs += 1
    }
    let perCatalog = catalogs > 1 ? " in \(catalogs) catalogs (u undoes one catalog at a time)" : " (u undoes)"
    showMessage("Deleted \(Plural.count(deleted, "\(language) translation"))" + perCatalog)
  }
}

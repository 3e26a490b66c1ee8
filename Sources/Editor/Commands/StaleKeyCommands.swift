import StringCatalog

/// `X` in the stale filter: deleting every stale key shown, asked once with the count.
extension EditorState {
  mutating func confirmDeletingStaleKeys() {
    guard !options.readOnly else {
      showMessage(EditorState.readOnlyMessage, isError: true)
      return
    }
    guard filter.kind == .stale else {
      showMessage("X deletes the keys the stale filter shows: f s shows them")
      return
    }
    let count = shownCatalogs.reduce(0) { $0 + workspace[$1].catalog.staleKeys.count }
    guard count > 0 else {
      showMessage("No stale keys")
      return
    }
    layer = .choice(.confirm("Delete \(Plural.count(count, "stale key")) and all their translations?", yes: .deleteStaleKeys))
  }

  /// One undoable change per catalog (one step for a single catalog).
  mutating func deleteStaleKeys() {
    var deleted = 0
    var catalogs = 0
    for member in shownCatalogs {
      let stale = workspace[member].catalog.staleKeys
      guard let change = workspace[member].catalog.changeDeletingKeys(stale, label: "delete \(Plural.count(stale.count, "stale key"))")
      else { continue }
      perform(change, in: member)
      deleted += change.edits.count
      catalogs += 1
    }
    let perCatalog = catalogs > 1 ? " in \(catalogs) catalogs (u undoes one catalog at a time)" : " (u undoes)"
    showMessage("Deleted \(Plural.count(deleted, "stale key"))" + perCatalog)
  }
}

import TerminalScreen

/// `C`: the catalogs of the workspace with their progress in the current language. Enter jumps
/// to a catalog's first row; `o` narrows the grid to it, and `o` again shows every catalog.
extension EditorState {
  mutating func openCatalogChooser() {
    guard workspace.count + workspace.broken.count > 1 else {
      showMessage("One catalog is open: glossa DIR opens every catalog of an app")
      return
    }
    layer = .catalogChooser(CatalogChooser(selection: cursorCatalog))
  }

  mutating func handleCatalogChooserKey(_ key: Key, chooser: CatalogChooser) -> [EditorEffect] {
    var chooser = chooser
    let count = workspace.count + workspace.broken.count
    switch Keymap.command(for: key, in: .catalogs) {
    case .listUp?: chooser.selection = max(0, chooser.selection - 1)
    case .listDown?: chooser.selection = min(count - 1, chooser.selection + 1)
    case .listFirst?: chooser.selection = 0
    case .listLast?: chooser.selection = count - 1
    case .listChoose?:
      layer = nil
      jumpToCatalog(chooser.selection)
      return []
    case .catalogOnly?:
      layer = nil
      toggleOnlyCatalog(chooser.selection)
      return []
    case .listClose?:
      layer = nil
      return []
    default:
      break
    }
    layer = .catalogChooser(chooser)
    return []
  }

  /// Selects the first row the grid shows of catalog `member` (dropping "only" another one).
  private mutating func jumpToCatalog(_ member: Int) {
    guard workspace.members.indices.contains(member) else {
      brokenCatalogMessage(member - workspace.count)
      return
    }
    if let only = onlyCatalog, only != member {
      onlyCatalog = nil
      rows = makeRows(filter: filter)
      searchMatches = nil
    }
    emptyGridCatalog = member
    let range = space.range(of: member)
    let row = rows.lowerBound(of: range.lowerBound)
    let name = workspace.members[member].displayPath
    guard row < rows.count, range.contains(rows[row]) else {
      showMessage("\(name): no rows match the filter (\(filter.name))")
      return
    }
    cursorRow = row
    topRow = row
    showMessage(name)
  }

  /// "Only this catalog", or back to every catalog when it is already the only one.
  private mutating func toggleOnlyCatalog(_ member: Int) {
    guard workspace.members.indices.contains(member) else {
      brokenCatalogMessage(member - workspace.count)
      return
    }
    let cursor = currentRef
    onlyCatalog = onlyCatalog == member ? nil : member
    emptyGridCatalog = member
    rows = makeRows(filter: filter)
    searchMatches = nil
    placeCursor(on: cursor)
    if cursor?.catalog != member || rows.row(ofCatalogIndex: currentGlobalIndex ?? -1) == nil {
      cursorRow = rows.lowerBound(of: space.range(of: member).lowerBound)
      cursorRow = min(cursorRow, max(0, rows.count - 1))
    }
    topRow = 0
    scrollToCursor()
    let name = workspace.members[member].displayPath
    showMessage(onlyCatalog == nil ? "Showing every catalog (\(workspace.count))" : "Only \(name) · C, o shows every catalog")
  }

  private mutating func brokenCatalogMessage(_ index: Int) {
    guard workspace.broken.indices.contains(index) else { return }
    showMessage("Not opened (never written): " + workspace.broken[index].message, isError: true)
  }
}

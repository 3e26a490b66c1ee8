import TerminalScreen

/// `C`: the catalogs of the workspace with their progress in the current language. Enter jumps
/// to a catalog's first row; `o` narrows the grid to it, and `o` again shows every catalog; `/`
/// filters by path as fzf does, `s` puts the catalogs needing work first (55 catalogs of an app:
/// the one needing work should not be last).
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
    if chooser.isTyping, typeIntoCatalogFilter(key, chooser: &chooser) {
      layer = .catalogChooser(chooser)
      return []
    }
    let shown = shownCatalogChoices(chooser)
    let position = shown.firstIndex(of: chooser.selection) ?? 0
    func select(_ index: Int) { if shown.indices.contains(index) { chooser.selection = shown[index] } }
    switch Keymap.command(for: key, in: .catalogs) {
    case .listUp?: select(max(0, position - 1))
    case .listDown?: select(min(shown.count - 1, position + 1))
    case .listFirst?: select(0)
    case .listLast?: select(shown.count - 1)
    case .listChoose?:
      guard shown.contains(chooser.selection) else { return [] }
      layer = nil
      jumpToCatalog(chooser.selection)
      return []
    case .catalogOnly?:
      guard shown.contains(chooser.selection) else { return [] }
      layer = nil
      toggleOnlyCatalog(chooser.selection)
      return []
    case .catalogFilter?:
      chooser.isTyping = true
    case .catalogOrder?:
      chooser.needsWorkFirst.toggle()
      chooser.selection = shownCatalogChoices(chooser).first ?? chooser.selection
    case .listClose?:
      layer = nil
      return []
    default:
      break
    }
    layer = .catalogChooser(chooser)
    return []
  }

  /// While `/` is on: characters go into the query, Backspace and Ctrl-U edit it, Esc clears it;
  /// the list keeps the first match selected. False for keys the list handles (arrows, Enter).
  private func typeIntoCatalogFilter(_ key: Key, chooser: inout CatalogChooser) -> Bool {
    switch key {
    case .character(let character):
      chooser.query.append(character)
    case .backspace:
      if chooser.query.isEmpty { chooser.isTyping = false } else { chooser.query.removeLast() }
    case .control("u"):
      chooser.query = ""
    case .escape:
      chooser.query = ""
      chooser.isTyping = false
    default:
      return false
    }
    let shown = shownCatalogChoices(chooser)
    if !shown.contains(chooser.selection), let first = shown.first { chooser.selection = first }
    return true
  }

  /// What the chooser lists, in its order: catalogs (by path, or needing the most work in the
  /// current language first), then the ones that could not be read; only paths matching the query.
  func shownCatalogChoices(_ chooser: CatalogChooser) -> [Int] {
    var catalogs = Array(workspace.members.indices)
    if chooser.needsWorkFirst {
      let work = catalogs.map { CatalogSummary(state: self, catalog: $0).needsWork }
      catalogs.sort { work[$0] != work[$1] ? work[$0] > work[$1] : $0 < $1 }
    }
    let broken = workspace.broken.indices.map { workspace.count + $0 }
    guard !chooser.query.isEmpty else { return catalogs + broken }
    return catalogs.filter { FuzzyMatch.matches(chooser.query, in: workspace.members[$0].displayPath) }
      + broken.filter { FuzzyMatch.matches(chooser.query, in: workspace.broken[$0 - workspace.count].displayPath) }
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

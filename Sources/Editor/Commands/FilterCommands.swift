/// `f`: showing only the rows that match a filter.
extension EditorState {
  mutating func openFilterMenu() {
    let selection = RowFilter.Kind.allCases.firstIndex(of: filter.kind) ?? 0
    layer = .filterMenu(FilterMenu(selection: selection, language: currentLanguage))
  }

  /// How many rows `kind` would show in `language`, from the counts kept up to date per edit
  /// (the same `Entry.count` that stats and the status bar use), so opening the menu looks at no
  /// entry. Nil for check errors until every entry has been checked (`f c` checks them all).
  func filterCount(_ kind: RowFilter.Kind, language: String) -> Int? {
    let counts = stats[language]
    switch kind {
    case .all: return shownEntryCount
    case .needsWork: return counts.map { $0.missing + $0.new + $0.needsReview + $0.machineTranslated }
    case .missing: return counts?.missing
    case .new: return counts?.new
    case .needsReview: return counts?.needsReview
    case .translated: return counts?.translated
    case .machineTranslated: return counts?.machineTranslated
    case .stale: return stats.staleEntries
    case .doNotTranslate: return stats.doNotTranslateEntries
    case .checkErrors:
      let members = shownCatalogs
      guard members.allSatisfy({ caches[$0].checks.checkedEntries == workspace[$0].catalog.strings.count }) else { return nil }
      return members.reduce(0) { $0 + caches[$1].checks.errorCount(in: language) }
    case .changedSinceOpen: return shownCatalogs.reduce(0) { $0 + caches[$1].changedSinceOpen.count }
    }
  }

  /// Shows the filter's rows; the cursor stays on its key when it is still shown, else goes to
  /// the next shown key after it.
  /// The catalogs the grid shows: every one, or the one "only this catalog" picked.
  var shownCatalogs: [Int] { onlyCatalog.map { [$0] } ?? Array(workspace.members.indices) }

  /// How many entries the shown catalogs hold.
  var shownEntryCount: Int { shownCatalogs.reduce(0) { $0 + space.range(of: $1).count } }

  mutating func applyFilter(_ newFilter: RowFilter) {
    let catalogIndex = currentGlobalIndex
    filter = newFilter
    searchMatches = nil
    rows = makeRows(filter: newFilter)
    cursorRow = catalogIndex.map { min(rows.lowerBound(of: $0), max(0, rows.count - 1)) } ?? 0
    topRow = 0
    if rows.isEmpty { showMessage("No rows match the filter: \(newFilter.name)") }
  }

  /// Makes sure a key's row is shown, dropping the filter if it hides it, and selects it.
  mutating func reveal(key: String, catalog member: Int? = nil) {
    let member = member ?? focus
    guard workspace.members.indices.contains(member), let index = workspace[member].catalog.strings.index(of: key) else { return }
    if onlyCatalog != nil && onlyCatalog != member { onlyCatalog = nil }
    if rows.row(ofCatalogIndex: space.global(catalog: member, index: index)) == nil {
      applyFilter(.all(language: currentLanguage))
    }
    placeCursor(onKey: key, catalog: member)
  }
}

/// `f`: showing only the rows that match a filter.
extension EditorState {
  mutating func openFilterMenu() {
    let selection = RowFilter.Kind.allCases.firstIndex(of: filter.kind) ?? 0
    layer = .filterMenu(FilterMenu(selection: selection, language: currentLanguage))
  }

  /// Shows the filter's rows; the cursor stays on its key when it is still shown, else goes to
  /// the next shown key after it.
  mutating func applyFilter(_ newFilter: RowFilter) {
    let catalogIndex = currentCatalogIndex
    filter = newFilter
    rows = RowIndex(catalog: catalog, filter: newFilter, checks: checks, work: work)
    cursorRow = catalogIndex.map { min(rows.lowerBound(of: $0), max(0, rows.count - 1)) } ?? 0
    topRow = 0
    if rows.isEmpty { showMessage("No rows match the filter: \(newFilter.name)") }
  }

  /// Makes sure a key's row is shown, dropping the filter if it hides it, and selects it.
  mutating func reveal(key: String) {
    guard let index = catalog.strings.index(of: key) else { return }
    if rows.row(ofCatalogIndex: index) == nil {
      applyFilter(.all(language: currentLanguage))
    }
    placeCursor(onKey: key)
  }
}

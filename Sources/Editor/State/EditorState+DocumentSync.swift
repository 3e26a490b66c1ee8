import StringCatalog

/// Keeping the derived data (rows, stats, search text, check findings) in step with the document,
/// per change: only the entries a change touches are looked at, never the whole catalog.
extension EditorState {
  /// Performs `change` through the document's undo history and updates everything derived.
  mutating func perform(_ change: CatalogChange) {
    guard !change.edits.isEmpty else { return }
    let before = TouchedEntries(keys: change.keys, in: catalog)
    let cursorKey = currentKey
    document.perform(change)
    historyKeys.performed(change)
    syncDerivedData(before: before, keepingCursorOn: cursorKey)
  }

  /// Undoes the last change; returns it (nil when there was nothing to undo).
  mutating func undoLastChange() -> CatalogChange? {
    let predicted = historyKeys.undo.last ?? []
    let before = TouchedEntries(keys: predicted, in: catalog)
    let cursorKey = currentKey
    guard let change = document.undo() else { return nil }
    historyKeys.undid()
    followHistoryStep(change, predicted: predicted, before: before, cursorKey: cursorKey)
    return change
  }

  mutating func redoLastChange() -> CatalogChange? {
    let predicted = historyKeys.redo.last ?? []
    let before = TouchedEntries(keys: predicted, in: catalog)
    let cursorKey = currentKey
    guard let change = document.redo() else { return nil }
    historyKeys.redid()
    followHistoryStep(change, predicted: predicted, before: before, cursorKey: cursorKey)
    return change
  }

  /// Re-derives everything from scratch: after a reload, the catalog may differ anywhere.
  mutating func rebuildDerivedData(keepingCursorOn cursorKey: String?) {
    let catalog = document.catalog
    let language = currentLanguage
    columns = LanguageColumns(catalog: catalog, requested: shownLanguages ?? options.languages)
    cursorColumn = columns.all.firstIndex(of: language) ?? columns.initialColumn
    firstTarget = min(firstTarget, max(0, columns.targets.count - 1))
    checks = CheckCache(sourceLanguage: columns.source, languages: columns.all, workbench: options.workbench)
    changedSinceOpen.recompare(in: catalog)
    searchMatches = nil
    rows = RowIndex(catalog: catalog, filter: filter, checks: checks, changed: changedSinceOpen, work: work)
    stats = StatsCache(catalog: catalog, languages: columns.all)
    searchIndex = SearchIndex(catalog: catalog, languages: columns.all)
    historyKeys = HistoryKeys(document: document)
    memory.forgetCatalog()
    placeCursor(onKey: cursorKey)
  }

  /// Moves the cursor to `key`'s row when the grid shows it; otherwise keeps the row number
  /// (the next row moves up into a row that disappeared).
  mutating func placeCursor(onKey key: String?) {
    if let key, let index = catalog.strings.index(of: key), let row = rows.row(ofCatalogIndex: index) {
      cursorRow = row
    } else {
      cursorRow = min(cursorRow, max(0, rows.count - 1))
    }
  }

  private mutating func followHistoryStep(
    _ change: CatalogChange, predicted: [String], before: TouchedEntries, cursorKey: String?
  ) {
    if change.keys == predicted {
      syncDerivedData(before: before, keepingCursorOn: cursorKey)
    } else {
      // The mirror of the history disagrees (a document handed in with history we did not see):
      // correctness first, rebuild once.
      rebuildDerivedData(keepingCursorOn: cursorKey)
    }
    selectChangedCell(of: change, before: before)
  }

  private mutating func syncDerivedData(before: TouchedEntries, keepingCursorOn cursorKey: String?) {
    let after = document.catalog
    forgetChecks(of: before.keys)
    memory.sourcesChanged(keys: before.keys, in: after)
    changedSinceOpen.follow(before, in: after)
    searchMatches = nil
    let afterIndices = before.keys.map { after.strings.index(of: $0) }
    // Removed keys first, from the back so earlier positions stay valid; then inserted keys in
    // order of their new positions. In between, both index spaces hold the same keys.
    let removed = before.keys.indices.compactMap { afterIndices[$0] == nil ? before.catalogIndices[$0] : nil }
    for index in removed.sorted(by: >) {
      rows.catalogEntryRemoved(at: index)
      searchIndex.entryRemoved(at: index)
    }
    let inserted = before.keys.indices.compactMap { before.catalogIndices[$0] == nil ? afterIndices[$0] : nil }
    for index in inserted.sorted() {
      rows.catalogEntryInserted(at: index)
      searchIndex.entryInserted(at: index)
    }
    let source = after.sourceLanguage
    for (slot, afterIndex) in afterIndices.enumerated() {
      let new = afterIndex.map { after.strings.values[$0] }
      stats.replace(before.entries[slot], with: new, key: before.keys[slot], sourceLanguage: source)
      if let new, let afterIndex {
        work.entriesVisited += 1
        rows.setIncluded(
          filter.includes(new, key: before.keys[slot], sourceLanguage: source, checks: checks, changed: changedSinceOpen),
          catalogIndex: afterIndex)
        searchIndex.entryChanged(at: afterIndex)
      }
    }
    placeCursor(onKey: cursorKey)
  }

  /// After undo/redo: select the changed key's row (when shown) and the language whose cell
  /// changed (when it is a shown column), so the user sees what was undone.
  private mutating func selectChangedCell(of change: CatalogChange, before: TouchedEntries) {
    guard let key = change.keys.first else { return }
    placeCursor(onKey: key)
    let old = before.entry(for: key)
    let new = catalog.strings[key]
    let languages = columns.all
    if let column = languages.indices.first(where: { old?.localization(languages[$0]) != new?.localization(languages[$0]) }) {
      cursorColumn = column
    }
  }
}

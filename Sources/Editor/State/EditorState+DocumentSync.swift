import StringCatalog

/// Keeping the derived data (rows, stats, search text, check findings) in step with the
/// workspace, per change: only the entries a change touches are looked at, never a whole catalog.
extension EditorState {
  /// Performs `change` on the focused catalog through the workspace's undo history.
  mutating func perform(_ change: CatalogChange) {
    perform(change, in: focus)
  }

  /// Performs `change` on catalog `index` and updates everything derived.
  mutating func perform(_ change: CatalogChange, in index: Int) {
    let cursor = currentRef
    guard let step = workspace.perform(change, in: index) else { return }
    syncDerivedData(after: step, in: index, keepingCursorOn: cursor)
  }

  /// Undoes the last change of the workspace, wherever it was; returns it (nil when there was
  /// nothing to undo).
  mutating func undoLastChange() -> CatalogChange? {
    let cursor = currentRef
    guard let (member, step) = workspace.undo() else { return nil }
    followHistoryStep(step, in: member, cursor: cursor)
    return step.change
  }

  mutating func redoLastChange() -> CatalogChange? {
    let cursor = currentRef
    guard let (member, step) = workspace.redo() else { return nil }
    followHistoryStep(step, in: member, cursor: cursor)
    return step.change
  }

  /// The selected row as (catalog, key): what the cursor stays on across a change.
  var currentRef: EntryRef? {
    currentGlobalIndex.map { global in
      let (catalog, index) = space.locate(global)
      return EntryRef(catalog: catalog, key: workspace[catalog].catalog.strings.keys[index])
    }
  }

  /// The changes made since the last call, for the recovery journal (the app calls it after
  /// every key, before reading the next).
  mutating func takeJournalSteps() -> [JournalStep] {
    defer { journalSteps.removeAll() }
    return journalSteps
  }

  /// Re-derives everything from scratch: after a reload, a catalog may differ anywhere.
  mutating func rebuildDerivedData(keepingCursorOn cursor: EntryRef?) {
    let language = currentLanguage
    columns = LanguageColumns(
      workspace: workspace, requested: shownLanguages ?? options.languages, appLanguages: options.appLanguages)
    cursorColumn = columns.all.firstIndex(of: language) ?? columns.initialColumn
    firstTarget = min(firstTarget, max(0, columns.targets.count - 1))
    let changed = caches.map(\.changedSinceOpen)
    space = EntrySpace(counts: workspace.members.map { $0.document.catalog.strings.count })
    caches = makeCaches()
    totalStats = StatsCache(summing: caches.map(\.stats), languages: columns.all)
    for index in caches.indices where index < changed.count {
      caches[index].changedSinceOpen = changed[index]
      caches[index].changedSinceOpen.recompare(in: workspace[index].catalog)
    }
    searchMatches = nil
    rows = makeRows(filter: filter)
    placeCursor(on: cursor)
  }

  /// Fresh caches for every catalog (nothing checked or indexed yet).
  func makeCaches(from first: Int = 0) -> [CatalogCaches] {
    let members = first..<workspace.count
    // The counts walk every entry: each catalog's on a core of its own.
    let stats = StatsCache.counting(members.map { workspace[$0].catalog }, languages: columns.all)
    // Catalogs with the same source language and rules share their checkers.
    var checkers: [(source: String, workbench: WorkbenchRules, checks: CheckCache)] = caches.indices.map { index in
      (workspace[index].catalog.sourceLanguage, options.workbench(forCatalog: index), caches[index].checks)
    }.prefix(first == 0 ? 0 : 1).map { $0 }
    return members.map { index in
      let catalog = workspace[index].catalog
      let workbench = options.workbench(forCatalog: index)
      let checks: CheckCache
      if let shared = checkers.first(where: { $0.source == catalog.sourceLanguage && $0.workbench == workbench }) {
        checks = shared.checks.emptySharingCheckers()
      } else {
        checks = CheckCache(sourceLanguage: catalog.sourceLanguage, languages: columns.all, workbench: workbench)
        checkers.append((catalog.sourceLanguage, workbench, checks))
      }
      return CatalogCaches(
        catalog: catalog, stats: stats[index - first], languages: columns.all, checks: checks, memory: MemoryLookup(sources: []))
    }
  }

  /// The rows `filter` shows, over every catalog (or the one "only this catalog" picked); each
  /// entry is listed or tested once, counted in `work`.
  func makeRows(filter: RowFilter) -> RowIndex {
    RowIndex(catalogIndices: makeRows(filter: filter, from: 0))
  }

  /// The positions `filter` shows among catalogs `first…`.
  func makeRows(filter: RowFilter, from first: Int) -> [Int] {
    var indices: [Int] = []
    for member in first..<workspace.count where onlyCatalog == nil || onlyCatalog == member {
      let range = space.range(of: member)
      if filter.kind == .all {
        indices.append(contentsOf: range)
        work.entriesVisited += range.count
        continue
      }
      let catalog = workspace[member].catalog
      let (keys, entries, source) = (catalog.strings.keys, catalog.strings.values, catalog.sourceLanguage)
      let cache = caches[member]
      for index in entries.indices {
        work.entriesVisited += 1
        if filter.includes(entries[index], key: keys[index], sourceLanguage: source, checks: cache.checks, changed: cache.changedSinceOpen) {
          indices.append(range.lowerBound + index)
        }
      }
    }
    return indices
  }

  /// Moves the cursor to `key`'s row (of the focused catalog unless `catalog` is given) when the
  /// grid shows it; otherwise keeps the row number (the next row moves up into a row that
  /// disappeared).
  mutating func placeCursor(onKey key: String?, catalog: Int? = nil) {
    placeCursor(on: key.map { EntryRef(catalog: catalog ?? focus, key: $0) })
  }

  mutating func placeCursor(on ref: EntryRef?) {
    if let ref, workspace.members.indices.contains(ref.catalog),
      let index = workspace[ref.catalog].catalog.strings.index(of: ref.key),
      let row = rows.row(ofCatalogIndex: space.global(catalog: ref.catalog, index: index))
    {
      cursorRow = row
    } else {
      cursorRow = min(cursorRow, max(0, rows.count - 1))
    }
  }

  private mutating func followHistoryStep(_ step: HistoryStep, in member: Int, cursor: EntryRef?) {
    syncDerivedData(after: step, in: member, keepingCursorOn: cursor)
    selectChangedCell(of: step, in: member)
  }

  private mutating func syncDerivedData(after before: HistoryStep, in member: Int, keepingCursorOn cursor: EntryRef?) {
    let after = workspace[member].catalog
    forgetChecks(of: before.keys, in: member)
    caches[member].memory.sourcesChanged(keys: before.keys, in: after)
    caches[member].changedSinceOpen.follow(before, in: after)
    searchMatches = nil
    let afterIndices = before.keys.map { after.strings.index(of: $0) }
    // Removed keys first, from the back so earlier positions stay valid; then inserted keys in
    // order of their new positions. In between, both index spaces hold the same keys.
    let removed = before.keys.indices.compactMap { afterIndices[$0] == nil ? before.indicesBefore[$0] : nil }
    for index in removed.sorted(by: >) {
      rows.catalogEntryRemoved(at: space.global(catalog: member, index: index))
      space.removed(inCatalog: member)
      caches[member].searchIndex.entryRemoved(at: index)
    }
    let inserted = before.keys.indices.compactMap { before.indicesBefore[$0] == nil ? afterIndices[$0] : nil }
    for index in inserted.sorted() {
      space.inserted(inCatalog: member)
      rows.catalogEntryInserted(at: space.global(catalog: member, index: index))
      caches[member].searchIndex.entryInserted(at: index)
    }
    let source = after.sourceLanguage
    let shownCatalog = onlyCatalog == nil || onlyCatalog == member
    var changes: [RecoveryRecord.Edit] = []
    for (slot, afterIndex) in afterIndices.enumerated() {
      let new = afterIndex.map { after.strings.values[$0] }
      changes.append(RecoveryRecord.Edit(key: before.keys[slot], base: before.entriesBefore[slot], mine: new))
      caches[member].stats.replace(before.entriesBefore[slot], with: new, key: before.keys[slot], sourceLanguage: source)
      totalStats.replace(before.entriesBefore[slot], with: new, key: before.keys[slot], sourceLanguage: source)
      if let new, let afterIndex {
        work.entriesVisited += 1
        let cache = caches[member]
        let included =
          shownCatalog
          && filter.includes(new, key: before.keys[slot], sourceLanguage: source, checks: cache.checks, changed: cache.changedSinceOpen)
        rows.setIncluded(included, catalogIndex: space.global(catalog: member, index: afterIndex))
        caches[member].searchIndex.entryChanged(at: afterIndex)
      }
    }
    journalSteps.append(JournalStep(catalog: member, changes: changes))
    placeCursor(on: cursor)
  }

  /// After undo/redo: select the changed key's row (when shown) — in whichever catalog it is —
  /// and the language whose cell changed (when it is a shown column), so the user sees what was
  /// undone.
  private mutating func selectChangedCell(of step: HistoryStep, in member: Int) {
    guard let key = step.keys.first else { return }
    placeCursor(onKey: key, catalog: member)
    let old = step.entryBefore(key)
    let new = workspace[member].catalog.strings[key]
    let languages = columns.all
    if let column = languages.indices.first(where: { old?.localization(languages[$0]) != new?.localization(languages[$0]) }) {
      cursorColumn = column
    }
  }
}

/// A key of one catalog of the workspace.
struct EntryRef: Equatable, Hashable {
  var catalog: Int
  var key: String
}

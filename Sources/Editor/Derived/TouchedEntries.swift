import StringCatalog

/// The entries a change is about to touch, as they were before it: all a per-change update needs.
///
/// Holding a copy of the whole catalog instead would be cheap to take but would make the edit
/// itself copy every entry (copy-on-write), an O(catalog) cost on every keystroke that commits.
struct TouchedEntries {
  /// Each key once, in the change's order.
  let keys: [String]
  let entries: [Entry?]
  let catalogIndices: [Int?]

  init(keys: [String], in catalog: Catalog) {
    var seen: Set<String> = []
    self.keys = keys.filter { seen.insert($0).inserted }
    catalogIndices = self.keys.map { catalog.strings.index(of: $0) }
    entries = catalogIndices.map { index in index.map { catalog.strings.values[$0] } }
  }

  func entry(for key: String) -> Entry? {
    keys.firstIndex(of: key).flatMap { entries[$0] }
  }
}

/// The keys each undoable and redoable change touches, mirroring the document's history, so undo
/// and redo can snapshot those entries before they run. The history itself only hands a change
/// back after applying it.
struct HistoryKeys {
  private(set) var undo: [[String]] = []
  private(set) var redo: [[String]] = []

  init(document: CatalogDocument) {
    undo = document.history.appliedChanges.map(\.keys)
  }

  mutating func performed(_ change: CatalogChange) {
    undo.append(change.keys)
    redo.removeAll()
  }

  mutating func undid() {
    if let keys = undo.popLast() { redo.append(keys) }
  }

  mutating func redid() {
    if let keys = redo.popLast() { undo.append(keys) }
  }
}

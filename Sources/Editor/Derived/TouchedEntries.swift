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

/// The catalog and keys each undoable and redoable step of the workspace touches, mirroring its
/// history, so undo and redo can snapshot those entries before they run. The history itself only
/// hands a change back after applying it.
struct HistoryKeys {
  struct Step: Equatable {
    var catalog: Int
    var keys: [String]
  }

  private(set) var undo: [Step] = []
  private(set) var redo: [Step] = []

  init(workspace: Workspace) {
    undo = workspace.appliedSteps.map { Step(catalog: $0.member, keys: $0.change.keys) }
  }

  mutating func performed(_ change: CatalogChange, in catalog: Int) {
    undo.append(Step(catalog: catalog, keys: change.keys))
    redo.removeAll()
  }

  mutating func undid() {
    if let step = undo.popLast() { redo.append(step) }
  }

  mutating func redid() {
    if let step = redo.popLast() { undo.append(step) }
  }
}

import CatalogModel

/// What one step of the history did: the change, and each key it touched as it was before the
/// step (its entry and its index then). Returned by `perform`, `undo` and `redo`, as helix's
/// transactions hand back their inversion, so a view follows a step by looking at these keys
/// alone — never at the whole catalog, and never at a mirror of the history kept beside it.
///
/// Holding a copy of the whole catalog instead would be cheap to take but would make the edit
/// itself copy every entry (copy-on-write), an O(catalog) cost on every keystroke that commits.
public struct HistoryStep: Sendable, Equatable {
  /// The change as the user made it (for an undo: the change taken back).
  public let change: CatalogChange
  /// Each key once, in the change's order.
  public let keys: [String]
  /// Per key: the entry before the step (nil: the key did not exist).
  public let entriesBefore: [Entry?]
  /// Per key: its index in the catalog's strings before the step (nil: it did not exist).
  public let indicesBefore: [Int?]

  /// Notes the keys `change` touches as `catalog` holds them, before the step is applied.
  init(_ change: CatalogChange, before catalog: Catalog) {
    self.change = change
    var seen: Set<String> = []
    keys = change.keys.filter { seen.insert($0).inserted }
    indicesBefore = keys.map { catalog.strings.index(of: $0) }
    entriesBefore = indicesBefore.map { index in index.map { catalog.strings.values[$0] } }
  }

  public func entryBefore(_ key: String) -> Entry? {
    keys.firstIndex(of: key).flatMap { entriesBefore[$0] }
  }
}

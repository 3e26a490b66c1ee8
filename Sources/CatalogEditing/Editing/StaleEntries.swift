import CatalogModel
import CatalogFiles

/// Stale entries (`extractionState` `stale`: Xcode no longer finds the key in the code) and
/// deleting many keys as one change.
extension Catalog {
  /// The stale keys, in catalog order.
  public var staleKeys: [String] {
    strings.pairs.compactMap { key, entry in entry.isStale ? key : nil }
  }

  /// Deletes `keys` (those the catalog has) as one undoable change; nil when it has none.
  public func changeDeletingKeys(_ keys: [String], label: String) -> CatalogChange? {
    let edits = keys.filter { strings.index(of: $0) != nil }.map { CatalogEdit.remove(key: $0) }
    return edits.isEmpty ? nil : CatalogChange(label: label, edits: edits)
  }
}

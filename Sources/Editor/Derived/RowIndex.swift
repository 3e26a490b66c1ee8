import StringCatalog

/// The rows the grid shows, as positions in the workspace's entry list (`EntrySpace`: each
/// catalog's sorted entries, one catalog after another).
///
/// Kept sorted, so a catalog position maps to a row by binary search, and updated per edit:
/// adding or removing one key shifts positions instead of refiltering the catalog.
struct RowIndex: Equatable {
  private(set) var catalogIndices: [Int]

  /// Positions in the workspace's `EntrySpace`, ascending (see `EditorState.makeRows`).
  init(catalogIndices: [Int] = []) {
    self.catalogIndices = catalogIndices
  }

  var count: Int { catalogIndices.count }
  var isEmpty: Bool { catalogIndices.isEmpty }

  subscript(row: Int) -> Int { catalogIndices[row] }

  /// The first row whose catalog position is at or after `catalogIndex`.
  func lowerBound(of catalogIndex: Int) -> Int { catalogIndices.lowerBound(of: catalogIndex) }

  func row(ofCatalogIndex catalogIndex: Int) -> Int? {
    let row = lowerBound(of: catalogIndex)
    return row < catalogIndices.count && catalogIndices[row] == catalogIndex ? row : nil
  }

  /// A key was inserted at `catalogIndex`: later entries moved one down.
  mutating func catalogEntryInserted(at catalogIndex: Int) {
    for row in lowerBound(of: catalogIndex)..<catalogIndices.count { catalogIndices[row] += 1 }
  }

  /// The key at `catalogIndex` was removed: drop its row, later entries moved one up.
  mutating func catalogEntryRemoved(at catalogIndex: Int) {
    let start = lowerBound(of: catalogIndex)
    if start < catalogIndices.count && catalogIndices[start] == catalogIndex { catalogIndices.remove(at: start) }
    for row in start..<catalogIndices.count { catalogIndices[row] -= 1 }
  }

  /// Shows or hides the entry at `catalogIndex` after it changed.
  mutating func setIncluded(_ included: Bool, catalogIndex: Int) {
    let row = lowerBound(of: catalogIndex)
    let present = row < catalogIndices.count && catalogIndices[row] == catalogIndex
    if included && !present { catalogIndices.insert(catalogIndex, at: row) }
    if !included && present { catalogIndices.remove(at: row) }
  }
}

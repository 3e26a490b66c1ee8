/// What each line of the grid shows: a catalog's header or a row. In a workspace the first line
/// always names the catalog of the first row shown, and a header comes before the first row of
/// every other catalog; a single catalog has no headers, so it looks exactly as it always did.
enum GridLine: Equatable {
  case header(catalog: Int)
  case row(Int)
}

extension EditorState {
  /// Whether the grid draws catalog headers.
  var showsCatalogHeaders: Bool { workspace.count > 1 && onlyCatalog == nil }

  /// The lines of a grid `count` lines high whose first row is `top`: O(count).
  func gridLines(from top: Int, count: Int) -> [GridLine] {
    var lines: [GridLine] = []
    guard count > 0 else { return lines }
    lines.reserveCapacity(count)
    var previous: Int?
    var row = max(0, top)
    while lines.count < count && row < rows.count {
      if showsCatalogHeaders {
        let catalog = space.locate(rows[row]).catalog
        if catalog != previous {
          previous = catalog
          lines.append(.header(catalog: catalog))
          if lines.count == count { break }
        }
      }
      lines.append(.row(row))
      row += 1
    }
    return lines
  }

  /// True when row `row` is drawn in a grid `count` lines high starting at `top`.
  func gridShows(row: Int, from top: Int, count: Int) -> Bool {
    guard row >= top else { return false }
    if !showsCatalogHeaders { return row < top + count }
    guard row < top + count else { return false }
    return gridLines(from: top, count: count).contains(.row(row))
  }
}

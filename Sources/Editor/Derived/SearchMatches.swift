/// The rows the last search matched, found in one pass over the shown rows, so `n` and `N` step
/// through them without searching again and the status bar can say `match 3/17`. Dropped when the
/// rows or the catalog change (the next `n` searches again).
struct SearchMatches {
  let pattern: String
  /// Catalog positions of the matching rows, ascending like the rows themselves.
  let catalogIndices: [Int]

  /// The 1-based number of the match at `catalogIndex`, if it is one.
  func number(ofCatalogIndex catalogIndex: Int) -> Int? {
    let position = catalogIndices.lowerBound(of: catalogIndex)
    return position < catalogIndices.count && catalogIndices[position] == catalogIndex ? position + 1 : nil
  }

  /// The first match at or after `catalogIndex` (after it, unless `including`), or before it
  /// going backward; wrapping round. `wrapped` says the search went past an end.
  func next(from catalogIndex: Int, forward: Bool, including: Bool) -> (catalogIndex: Int, wrapped: Bool)? {
    guard let first = catalogIndices.first, let last = catalogIndices.last else { return nil }
    let position = catalogIndices.lowerBound(of: catalogIndex)
    if forward {
      let start = including || number(ofCatalogIndex: catalogIndex) == nil ? position : position + 1
      return start < catalogIndices.count ? (catalogIndices[start], false) : (first, true)
    }
    return position > 0 ? (catalogIndices[position - 1], false) : (last, true)
  }
}

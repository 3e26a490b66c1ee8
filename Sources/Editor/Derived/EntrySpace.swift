/// The entries of every catalog of the workspace as one numbered list: catalog 0's entries, then
/// catalog 1's, and so on, each catalog in its own (sorted) order. The grid's rows, search
/// matches and `]`/`!` scans walk this list, so a workspace is one long catalog to them.
///
/// A position maps to its catalog by binary search over where each catalog starts, and adding or
/// removing a key moves the starts of the catalogs after it: O(catalogs), never O(entries).
struct EntrySpace: Equatable {
  /// `starts[i]` is the position of catalog i's first entry; `starts.last` the total count.
  private(set) var starts: [Int]

  init(counts: [Int]) {
    var starts = [0]
    starts.reserveCapacity(counts.count + 1)
    for count in counts { starts.append((starts.last ?? 0) + count) }
    self.starts = starts
  }

  var total: Int { starts.last ?? 0 }
  var catalogCount: Int { starts.count - 1 }

  /// The catalog holding position `global` and the entry's index in that catalog.
  func locate(_ global: Int) -> (catalog: Int, index: Int) {
    // The last catalog starting at or before `global`: empty catalogs before it start there too.
    var low = 0
    var high = catalogCount
    while high - low > 1 {
      let middle = (low + high) / 2
      if starts[middle] <= global { low = middle } else { high = middle }
    }
    return (low, global - starts[low])
  }

  func global(catalog: Int, index: Int) -> Int { starts[catalog] + index }

  /// The positions of catalog `catalog`'s entries.
  func range(of catalog: Int) -> Range<Int> { starts[catalog]..<starts[catalog + 1] }

  mutating func inserted(inCatalog catalog: Int) {
    for slot in (catalog + 1)..<starts.count { starts[slot] += 1 }
  }

  mutating func removed(inCatalog catalog: Int) {
    for slot in (catalog + 1)..<starts.count { starts[slot] -= 1 }
  }
}

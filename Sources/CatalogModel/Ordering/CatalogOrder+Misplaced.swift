extension CatalogOrder {
  /// How many of `keys` a save in Xcode's order moves: every key outside the longest run already
  /// in that order (each moved key lands in its sorted place). 0 for keys in order, found with
  /// n − 1 comparisons; otherwise n log n (the longest increasing run, by patience sorting).
  public static func misplacedCount(_ keys: [String]) -> Int {
    guard keys.count > 1 else { return 0 }
    if zip(keys, keys.dropFirst()).allSatisfy({ precedes($0, $1) }) { return 0 }
    // tails[i]: the smallest last key of an ordered run of length i + 1 seen so far.
    var tails: [String] = []
    for key in keys {
      var low = 0
      var high = tails.count
      while low < high {
        let middle = (low + high) / 2
        if precedes(tails[middle], key) { low = middle + 1 } else { high = middle }
      }
      if low == tails.count { tails.append(key) } else { tails[low] = key }
    }
    return keys.count - tails.count
  }
}

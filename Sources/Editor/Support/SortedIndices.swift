extension Array where Element == Int {
  /// In an ascending array: the position of the first element at or after `value` (`count` when
  /// there is none), by binary search.
  func lowerBound(of value: Int) -> Int {
    var low = 0
    var high = count
    while low < high {
      let mid = (low + high) / 2
      if self[mid] < value { low = mid + 1 } else { high = mid }
    }
    return low
  }
}

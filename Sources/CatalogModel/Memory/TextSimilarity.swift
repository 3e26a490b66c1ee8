/// How alike two texts are, as translation memories report it: 100 − the edit distance as a
/// percentage of the longer text, compared without case (Levenshtein over Unicode scalars).
/// Only identical texts are 100 %; texts that differ only in case are 99 %.
public enum TextSimilarity {
  /// The similarity of `a` and `b` in whole percent (rounded down), or nil when it is below
  /// `minimum`: the distance is computed only as far as that bound needs.
  public static func percent(_ a: String, _ b: String, minimum: Int = 0) -> Int? {
    if a == b { return 100 }
    return percent(folded(a), folded(b), minimum: minimum)
  }

  /// The same for texts already folded with `folded`.
  package static func percent(_ a: [UInt32], _ b: [UInt32], minimum: Int) -> Int? {
    percent(EditDistancePattern(b), a, minimum: minimum)
  }

  /// The same against a prepared query (see `EditDistancePattern`).
  package static func percent(_ pattern: EditDistancePattern, _ a: [UInt32], minimum: Int) -> Int? {
    let longer = max(a.count, pattern.scalars.count)
    guard longer > 0 else { return 100 }
    let limit = maximumDistance(length: longer, minimum: minimum)
    guard let distance = pattern.distance(to: a, limit: limit) else { return nil }
    let percent = min(99, (longer - distance) * 100 / longer)
    return percent >= minimum ? percent : nil
  }

  /// The largest edit distance that keeps a text of `length` at `minimum` percent.
  package static func maximumDistance(length: Int, minimum: Int) -> Int {
    length * (100 - minimum) / 100
  }

  /// Lowercased Unicode scalar values, the form similarity and the index compare.
  package static func folded(_ text: String) -> [UInt32] {
    text.lowercased().unicodeScalars.map(\.value)
  }

  /// Levenshtein distance, or nil once it must exceed `limit` (a row's minimum above the limit).
  package static func boundedDistance(_ a: [UInt32], _ b: [UInt32], limit: Int) -> Int? {
    guard abs(a.count - b.count) <= limit else { return nil }
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      var rowMinimum = i
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
        rowMinimum = min(rowMinimum, current[j])
      }
      if rowMinimum > limit { return nil }
      swap(&previous, &current)
    }
    return previous[b.count] <= limit ? previous[b.count] : nil
  }
}

/// A query prepared for many edit-distance computations: Myers' bit-parallel algorithm (in
/// Hyyrö's form for the distance between whole strings) does a text in one pass of a few word
/// operations per character when the query has at most 64 scalars; longer queries use the
/// bounded dynamic programme. The memory scores thousands of candidates per lookup on a catalog
/// of similar strings, where the cell-by-cell table was most of the time.
package struct EditDistancePattern {
  package let scalars: [UInt32]
  /// Per ASCII scalar, the query positions that hold it.
  private var asciiMasks = [UInt64](repeating: 0, count: 128)
  private var otherMasks: [UInt32: UInt64] = [:]

  package init(_ folded: [UInt32]) {
    scalars = folded
    guard folded.count <= 64 else { return }
    for (position, scalar) in folded.enumerated() {
      if scalar < 128 {
        asciiMasks[Int(scalar)] |= 1 << UInt64(position)
      } else {
        otherMasks[scalar, default: 0] |= 1 << UInt64(position)
      }
    }
  }

  /// The Levenshtein distance to `text`, or nil when it is more than `limit`.
  package func distance(to text: [UInt32], limit: Int) -> Int? {
    let m = scalars.count
    guard abs(m - text.count) <= limit else { return nil }
    guard m > 0, m <= 64, !text.isEmpty else { return TextSimilarity.boundedDistance(scalars, text, limit: limit) }
    let top: UInt64 = 1 << UInt64(m - 1)
    var positive: UInt64 = ~0
    var negative: UInt64 = 0
    var score = m
    for scalar in text {
      let equal = scalar < 128 ? asciiMasks[Int(scalar)] : otherMasks[scalar] ?? 0
      let vertical = equal | negative
      let horizontal = (((equal & positive) &+ positive) ^ positive) | equal
      var plus = negative | ~(horizontal | positive)
      var minus = positive & horizontal
      if plus & top != 0 { score += 1 }
      if minus & top != 0 { score -= 1 }
      plus = (plus << 1) | 1
      minus <<= 1
      positive = minus | ~(vertical | plus)
      negative = plus & vertical
    }
    return score <= limit ? score : nil
  }
}

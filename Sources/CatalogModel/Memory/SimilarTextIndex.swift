/// Finds the texts similar to a query without comparing it with every text: an inverted index
/// of trigrams (Unicode scalars, case folded, the text padded at both ends). A text within edit
/// distance d of a query of the longer length M shares at least M + 2 − 3d of its trigrams
/// (counted with repeats), so only texts that share that many are scored with the real
/// similarity (`TextSimilarity`). Texts are only added: an owner that changes a text adds the new
/// one and ignores the ids it no longer means.
public struct SimilarTextIndex: Sendable {
  /// The folded text of each id.
  private var texts: [[UInt32]] = []
  /// Trigram → the ids whose text has it, with how many times.
  private var postings: [UInt64: [(id: Int32, count: Int32)]] = [:]

  public init() {}

  public var count: Int { texts.count }

  /// Adds a text; returns its id (ids count up from 0).
  @discardableResult
  public mutating func add(_ text: String) -> Int {
    let id = texts.count
    let folded = TextSimilarity.folded(text)
    texts.append(folded)
    for (gram, count) in Self.trigramCounts(folded) {
      postings[gram, default: []].append((Int32(id), Int32(count)))
    }
    return id
  }

  /// What a lookup cost: the tests check it grows with the matches, not with the index.
  public struct Work: Sendable, Equatable {
    /// Posting entries read while counting shared trigrams.
    public var postingsRead = 0
    /// Texts that passed the trigram count and had their similarity computed.
    public var candidatesScored = 0

    public init() {}
  }

  /// The ids whose text is at least `minimum` percent similar to `query`, with the percentage
  /// (100 only for an identical folded text; see `TextSimilarity`), in id order.
  public func matches(for query: String, minimum: Int, work: inout Work) -> [(id: Int, percent: Int)] {
    let folded = TextSimilarity.folded(query)
    guard !folded.isEmpty, !texts.isEmpty else { return [] }
    // Counted in an array over all ids (zeroed memory is cheap) rather than a dictionary: the
    // common trigrams of a language have postings for most texts.
    var shared = [Int32](repeating: 0, count: texts.count)
    var touched: [Int32] = []
    for (gram, queryCount) in Self.trigramCounts(folded) {
      guard let list = postings[gram] else { continue }
      work.postingsRead += list.count
      for posting in list {
        if shared[Int(posting.id)] == 0 { touched.append(posting.id) }
        shared[Int(posting.id)] += min(Int32(queryCount), posting.count)
      }
    }
    let pattern = EditDistancePattern(folded)
    var found: [(id: Int, percent: Int)] = []
    for id in touched {
      let common = Int(shared[Int(id)])
      let text = texts[Int(id)]
      let longer = max(text.count, folded.count)
      let limit = TextSimilarity.maximumDistance(length: longer, minimum: minimum)
      guard abs(text.count - folded.count) <= limit, common >= longer + 2 - 3 * limit else { continue }
      work.candidatesScored += 1
      if let percent = TextSimilarity.percent(pattern, text, minimum: minimum) {
        found.append((Int(id), text == folded ? 100 : percent))
      }
    }
    return found.sorted { $0.id < $1.id }
  }

  /// Padding outside the Unicode range, so it never equals a real scalar.
  private static let pad: UInt32 = 0x1F_FFFF

  /// Each distinct trigram with how often it occurs, from a sorted list (no hashing per gram:
  /// building the index of 20,000 texts spends most of its time here).
  package static func trigramCounts(_ folded: [UInt32]) -> [(gram: UInt64, count: Int)] {
    let padded = [pad, pad] + folded + [pad, pad]
    var grams: [UInt64] = []
    grams.reserveCapacity(padded.count - 2)
    for start in 0..<(padded.count - 2) {
      grams.append(UInt64(padded[start]) << 42 | UInt64(padded[start + 1]) << 21 | UInt64(padded[start + 2]))
    }
    grams.sort()
    var counts: [(gram: UInt64, count: Int)] = []
    for gram in grams {
      if counts.last?.gram == gram {
        counts[counts.count - 1].count += 1
      } else {
        counts.append((gram, 1))
      }
    }
    return counts
  }
}

/// Example numbers per category, found by asking ICU about a fixed list of
/// candidates (so examples always agree with ICU's own selection, rather than
/// with a hand-written table that could drift from the ICU version in use).
struct PluralSampleScan: Sendable {
  /// Integers (ascending) and decimals (in candidate preference order) that
  /// selected each category; categories never selected are absent.
  private(set) var integers: [PluralCategory: [String]] = [:]
  private(set) var decimals: [PluralCategory: [String]] = [:]

  /// 0…200 shows every repeating pattern of the CLDR integer rules (mod 10 and
  /// mod 100). Larger round numbers catch rules that only fire for millions,
  /// e.g. "many" in fr, es, pt, it (`i % 1000000 = 0`).
  static let integerCandidates: [Int] =
    Array(0...200) + [1_000, 10_000, 100_000, 1_000_000, 2_000_000, 3_000_000, 10_000_000, 100_000_000]

  /// Decimals with one visible fraction digit, x.5 first (so the usual
  /// example reads "1.5"), then other last digits (some rules look at f % 10,
  /// e.g. sr/hr "one" for 1.1), and x.0 last (visible zero: v = 1, which
  /// differs from the integer in languages like en).
  static let decimalCandidates: [String] = {
    let integerParts = [1, 0] + Array(2...30)
    let fractionDigits = [5, 1, 2, 3, 4, 6, 7, 8, 9, 0]
    return fractionDigits.flatMap { digit in integerParts.map { "\($0).\(digit)" } }
  }()

  /// Whether more numbers select `category` than the `shown` examples: more
  /// were found, or the scan's largest integer selects it, which means the
  /// category keeps going past the scan (fr "many": every million).
  func hasMore(for category: PluralCategory, thanShown shown: Int) -> Bool {
    let found = (integers[category]?.count ?? 0) + (decimals[category]?.count ?? 0)
    let largest = Self.integerCandidates.last.map(String.init)
    return found > shown || (largest != nil && integers[category]?.last == largest)
  }

  init(
    selectInteger: (Int) -> PluralCategory,
    selectDecimal: (String) -> PluralCategory?
  ) {
    for number in Self.integerCandidates {
      integers[selectInteger(number), default: []].append(String(number))
    }
    for decimal in Self.decimalCandidates {
      // A rejected decimal is skipped instead of guessed: examples must be ICU's answers.
      if let category = selectDecimal(decimal) {
        decimals[category, default: []].append(decimal)
      }
    }
  }
}

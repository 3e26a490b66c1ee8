import Foundation

/// The order Xcode writes every object's members in.
///
/// Xcode sorts with `NSString.compare(_:options: [.numeric, .caseInsensitive, .forcedOrdering],
/// locale: root)` (spec §3.2). Foundation's comparator is exact but slow (≈25 µs a call), so plain
/// ASCII keys that differ at the primary level — almost every pair in practice — are decided by a
/// table taken from the same collation; every other pair goes to Foundation. `CatalogOrderTests`
/// checks the table against Foundation on random strings.
public enum CatalogOrder {
  /// True when `a` sorts strictly before `b`.
  public static func precedes(_ a: String, _ b: String) -> Bool {
    compare(a, b) == .orderedAscending
  }

  public static func compare(_ a: String, _ b: String) -> ComparisonResult {
    if a.isLiterally(b) { return .orderedSame }
    if let fast = asciiPrimaryCompare(a, b) { return fast }
    return foundationCompare(a, b)
  }

  /// The comparator as Foundation implements it, for pairs the fast path cannot decide.
  public static func foundationCompare(_ a: String, _ b: String) -> ComparisonResult {
    guard ignorableCount(a) < ignorableLimit && ignorableCount(b) < ignorableLimit else {
      // CoreFoundation's comparator frees memory it does not own (a crash: "double free or
      // corruption") on some strings with long runs of characters collation ignores, which an
      // imported file can put in a key. It ignores them anyway: compare without them, then by
      // code points.
      let order = foundationCompare(withoutIgnorables(a), withoutIgnorables(b))
      guard order == .orderedSame else { return order }
      return a.unicodeScalars.lexicographicallyPrecedes(b.unicodeScalars) { $0.value < $1.value }
        ? .orderedAscending : a.isLiterally(b) ? .orderedSame : .orderedDescending
    }
    return a.compare(b, options: [.numeric, .caseInsensitive, .forcedOrdering], range: nil, locale: rootLocale)
  }

  /// Far above what real keys hold (a few zero-width joiners or variation selectors in emoji);
  /// the crash needed about 200.
  package static let ignorableLimit = 16

  /// Control characters other than line breaks and tabs, and default-ignorable code points
  /// (zero-width spaces and joiners, soft hyphens, variation selectors, byte order marks).
  package static func isIgnorable(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x0A, 0x0D, 0x85: return false
    case 0x00...0x1F, 0x7F...0x9F: return true
    case 0x20...0x7E: return false
    default: return scalar.properties.isDefaultIgnorableCodePoint
    }
  }

  private static func ignorableCount(_ text: String) -> Int {
    var count = 0
    for scalar in text.unicodeScalars where isIgnorable(scalar) {
      count += 1
      if count >= ignorableLimit { break }
    }
    return count
  }

  private static func withoutIgnorables(_ text: String) -> String {
    var kept = String.UnicodeScalarView()
    kept.append(contentsOf: text.unicodeScalars.filter { !isIgnorable($0) })
    return String(kept)
  }

  private static let rootLocale = Locale(identifier: "")

  /// Compares by primary weight (case folded, digit runs by value). Returns nil when the strings
  /// are not both plain printable ASCII or are equal at the primary level: then case, leading
  /// zeros and the forced ordering decide, and those rules are Foundation's.
  package static func asciiPrimaryCompare(_ a: String, _ b: String) -> ComparisonResult? {
    let decided: ComparisonResult??? = a.utf8.withContiguousStorageIfAvailable { left in
      b.utf8.withContiguousStorageIfAvailable { right in asciiPrimaryCompare(left, right) }
    }
    if let decided { return (decided ?? nil) ?? nil }
    // Bridged strings lend no bytes: copy them into native ones.
    var a = a
    var b = b
    let copied: ComparisonResult?? = a.withUTF8 { left in
      b.withUTF8 { right in asciiPrimaryCompare(left, right) }
    }
    return copied ?? nil
  }

  private static func asciiPrimaryCompare(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> ComparisonResult? {
    var i = 0
    var j = 0
    while i < a.count && j < b.count {
      let x = a[i]
      let y = b[j]
      if isDigit(x) && isDigit(y) {
        guard let order = compareDigitRuns(a, &i, b, &j) else { return nil }
        if order != .orderedSame { return order }
        continue
      }
      let wx = primaryWeight[Int(x)]
      let wy = primaryWeight[Int(y)]
      if wx == 0 || wy == 0 { return nil }
      if wx != wy { return wx < wy ? .orderedAscending : .orderedDescending }
      i += 1
      j += 1
    }
    // A prefix sorts first, provided what follows is something the table knows.
    if i < a.count { return allKnown(a, from: i) ? .orderedDescending : nil }
    if j < b.count { return allKnown(b, from: j) ? .orderedAscending : nil }
    return nil
  }

  private static func allKnown(_ s: UnsafeBufferPointer<UInt8>, from start: Int) -> Bool {
    for k in start..<s.count where primaryWeight[Int(s[k])] == 0 { return false }
    return true
  }

  private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

  /// Compares two runs of digits by value and advances past them; nil for runs too long to trust.
  private static func compareDigitRuns(
    _ a: UnsafeBufferPointer<UInt8>, _ i: inout Int, _ b: UnsafeBufferPointer<UInt8>, _ j: inout Int
  ) -> ComparisonResult? {
    func significant(_ s: UnsafeBufferPointer<UInt8>, _ k: inout Int) -> Range<Int> {
      while k < s.count && s[k] == 0x30 { k += 1 }
      let start = k
      while k < s.count && isDigit(s[k]) { k += 1 }
      return start..<k
    }
    let runA = significant(a, &i)
    let runB = significant(b, &j)
    // Foundation parses runs into 64-bit integers; stay clear of its overflow behaviour.
    if runA.count > 18 || runB.count > 18 { return nil }
    if runA.count != runB.count { return runA.count < runB.count ? .orderedAscending : .orderedDescending }
    for (p, q) in zip(runA, runB) where a[p] != b[q] {
      return a[p] < b[q] ? .orderedAscending : .orderedDescending
    }
    return .orderedSame
  }

  /// Primary weights of printable ASCII in root collation order (spec §3.2):
  /// TAB LF CR SPACE _ - , ; : ! ? . ' " ( ) [ ] { } @ * / \ & # % ` ^ + < = > | ~ $ digits letters.
  /// 0 means "not handled here".
  private static let primaryWeight: [UInt8] = {
    var table = [UInt8](repeating: 0, count: 256)
    let symbols: [UInt8] = Array("\t\n\r _-,;:!?.'\"()[]{}@*/\\&#%`^+<=>|~$".utf8)
    var weight: UInt8 = 1
    for symbol in symbols {
      table[Int(symbol)] = weight
      weight += 1
    }
    for digit in UInt8(0x30)...0x39 { table[Int(digit)] = weight }
    weight += 1
    for letter in UInt8(ascii: "a")...UInt8(ascii: "z") {
      table[Int(letter)] = weight
      table[Int(letter - 0x20)] = weight
      weight += 1
    }
    return table
  }()
}

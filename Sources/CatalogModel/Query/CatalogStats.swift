import Foundation

/// Per-language progress over the entries that should be translated. Every entry lands in
/// exactly one count: `translated + needsReview + new + missing + machineTranslated == total`,
/// and `total + leftOut` is the number of entries. See `CellCount` for what goes where.
public struct LanguageStats: Sendable, Equatable {
  public var language: String
  public var total = 0
  public var translated = 0
  public var needsReview = 0
  public var new = 0
  public var missing = 0
  public var machineTranslated = 0
  /// Entries left out of the counts above: stale, marked "Don't translate", or with an empty
  /// source text (`Entry.isCounted`); `stale` and `doNotTranslate` say which of the first two.
  public var leftOut = 0
  /// Entries stale in the code (`extractionState: stale`), left out.
  public var stale = 0
  /// Entries marked "Don't translate", left out (an entry both stale and don't-translate is in
  /// both columns, and once in `leftOut`).
  public var doNotTranslate = 0

  public init(language: String) {
    self.language = language
  }

  /// Percent translated, to one decimal; a language with nothing to translate is complete.
  public var percent: Double {
    guard total > 0 else { return 100 }
    return (Double(translated) * 1000 / Double(total)).rounded(.down) / 10
  }

  /// Adds another count of the same language (a half of a catalog, or another catalog).
  public mutating func add(_ other: LanguageStats) {
    total += other.total
    translated += other.translated
    needsReview += other.needsReview
    new += other.new
    missing += other.missing
    machineTranslated += other.machineTranslated
    leftOut += other.leftOut
    stale += other.stale
    doNotTranslate += other.doNotTranslate
  }

  /// Counts an entry every count leaves out (`!entry.isCounted`), under why it is left out.
  package mutating func countLeftOut(_ entry: Entry, by delta: Int = 1) {
    leftOut += delta
    if entry.isStale { stale += delta }
    if !entry.isTranslatable { doNotTranslate += delta }
  }

  package mutating func count(_ count: CellCount, by delta: Int = 1) {
    switch count {
    case .stale: leftOut += delta; return
    case .translated: translated += delta
    case .needsReview: needsReview += delta
    case .new: new += delta
    case .missing: missing += delta
    case .machineTranslated: machineTranslated += delta
    }
    total += delta
  }
}

extension Catalog {
  /// Stats for every language of the catalog (source first, then catalog order).
  public func stats() -> [LanguageStats] {
    var accumulator = StatsAccumulator(sourceLanguage: sourceLanguage)
    for (key, entry) in strings.pairs { accumulator.add(entry, key: key) }
    return accumulator.stats
  }

  /// On two cores a large catalog is counted in two halves at once (the editor's first screen
  /// waits for these counts).
  public func stats(for languages: [String]) -> [LanguageStats] {
    var slots: [String: Int] = [:]
    for (slot, language) in languages.enumerated() { slots[language] = slot }
    let slotByLanguage = slots
    let count = strings.count
    guard count >= 4096, ProcessInfo.processInfo.activeProcessorCount >= 2 else {
      return stats(for: languages, slots: slotByLanguage, entries: 0..<count)
    }
    let halves = [0..<count / 2, count / 2..<count]
    let results = PartialStats(parts: halves.count)
    DispatchQueue.concurrentPerform(iterations: halves.count) { part in
      results.set(part, stats(for: languages, slots: slotByLanguage, entries: halves[part]))
    }
    return results.sum(languages: languages)
  }

  private func stats(for languages: [String], slots slotByLanguage: [String: Int], entries: Range<Int>) -> [LanguageStats] {
    var result = languages.map(LanguageStats.init(language:))
    let sourceSlot = slotByLanguage[sourceLanguage]
    var seen = [Bool](repeating: false, count: languages.count)
    for index in entries {
      let entry = strings.values[index]
      guard entry.isCounted(key: strings.keys[index], sourceLanguage: sourceLanguage) else {
        for slot in result.indices { result[slot].countLeftOut(entry) }
        continue
      }
      // Walk the entry's own localizations once instead of looking each language up; this
      // counts exactly what `Entry.count(in:key:sourceLanguage:)` says for each language.
      for slot in seen.indices { seen[slot] = false }
      if let localizations = entry.localizations {
        for (language, localization) in localizations.pairs {
          guard let slot = slotByLanguage[language] else { continue }
          seen[slot] = true
          result[slot].count(CellCount(localization.status, isSource: slot == sourceSlot))
        }
      }
      for slot in seen.indices where !seen[slot] {
        result[slot].count(slot == sourceSlot ? .translated : .missing)
      }
    }
    return result
  }
}

/// The counts of each half, filled by two threads.
private final class PartialStats: @unchecked Sendable {
  // Unchecked: every access holds the lock.
  private let lock = NSLock()
  private var parts: [[LanguageStats]?]

  package init(parts: Int) {
    self.parts = Array(repeating: nil, count: parts)
  }

  package func set(_ part: Int, _ stats: [LanguageStats]) {
    lock.lock()
    parts[part] = stats
    lock.unlock()
  }

  package func sum(languages: [String]) -> [LanguageStats] {
    lock.lock()
    defer { lock.unlock() }
    var total = languages.map(LanguageStats.init(language:))
    for part in parts.compactMap({ $0 }) {
      for slot in total.indices { total[slot].add(part[slot]) }
    }
    return total
  }
}

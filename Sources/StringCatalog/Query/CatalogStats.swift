/// Per-language progress over the entries that should be translated. Every entry lands in
/// exactly one count: `translated + needsReview + new + missing + machineTranslated == total`,
/// and `total + stale` is the number of entries. See `CellCount` for what goes where.
public struct LanguageStats: Sendable, Equatable {
  public var language: String
  public var total = 0
  public var translated = 0
  public var needsReview = 0
  public var new = 0
  public var missing = 0
  public var machineTranslated = 0
  /// Entries left out of the other counts: stale ones and those marked "Don't translate".
  public var stale = 0

  public init(language: String) {
    self.language = language
  }

  /// Percent translated, to one decimal; a language with nothing to translate is complete.
  public var percent: Double {
    guard total > 0 else { return 100 }
    return (Double(translated) * 1000 / Double(total)).rounded(.down) / 10
  }

  mutating func count(_ count: CellCount, by delta: Int = 1) {
    switch count {
    case .stale: stale += delta; return
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
    for entry in strings.values { accumulator.add(entry) }
    return accumulator.stats
  }

  public func stats(for languages: [String]) -> [LanguageStats] {
    var result = languages.map(LanguageStats.init(language:))
    var slotByLanguage: [String: Int] = [:]
    for (slot, language) in languages.enumerated() { slotByLanguage[language] = slot }
    let sourceSlot = slotByLanguage[sourceLanguage]
    for entry in strings.values {
      guard entry.isCounted else {
        for slot in result.indices { result[slot].count(.stale) }
        continue
      }
      // Walk the entry's own localizations once instead of looking each language up; this
      // counts exactly what `Entry.count(in:sourceLanguage:)` says for each language.
      var seen = [Bool](repeating: false, count: languages.count)
      if let localizations = entry.localizations {
        for (language, localization) in localizations.pairs {
          guard let slot = slotByLanguage[language] else { continue }
          seen[slot] = true
          result[slot].count(CellCount(localization.status))
        }
      }
      for slot in seen.indices where !seen[slot] {
        result[slot].count(slot == sourceSlot ? .translated : .missing)
      }
    }
    return result
  }
}

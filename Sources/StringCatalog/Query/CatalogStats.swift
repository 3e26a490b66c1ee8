/// Per-language progress, counted as Xcode does over the entries that should be translated.
public struct LanguageStats: Sendable, Equatable {
  public var language: String
  public var total = 0
  public var translated = 0
  public var needsReview = 0
  public var new = 0
  public var missing = 0
  public var stale = 0

  public init(language: String) {
    self.language = language
  }

  /// Percent translated, to one decimal; a language with nothing to translate is complete.
  public var percent: Double {
    guard total > 0 else { return 100 }
    return (Double(translated) * 1000 / Double(total)).rounded(.down) / 10
  }

  mutating func count(_ status: CellStatus, stale isStale: Bool) {
    total += 1
    if isStale { stale += 1 }
    switch status {
    case .translated: translated += 1
    case .needsReview: needsReview += 1
    case .new: new += 1
    case .missing: missing += 1
    case .other: break
    }
  }
}

extension Catalog {
  /// Stats for every language of the catalog (source first, then catalog order).
  public func stats() -> [LanguageStats] {
    stats(for: languages)
  }

  public func stats(for languages: [String]) -> [LanguageStats] {
    var result = languages.map(LanguageStats.init(language:))
    var slotByLanguage: [String: Int] = [:]
    for (slot, language) in languages.enumerated() { slotByLanguage[language] = slot }
    let sourceSlot = slotByLanguage[sourceLanguage]
    for entry in strings.values where entry.isTranslatable {
      let isStale = entry.isStale
      // Walk the entry's own localizations once instead of looking each language up.
      var seen = [Bool](repeating: false, count: languages.count)
      if let localizations = entry.localizations {
        for (language, localization) in localizations.pairs {
          guard let slot = slotByLanguage[language] else { continue }
          seen[slot] = true
          result[slot].count(localization.status, stale: isStale)
        }
      }
      for slot in seen.indices where !seen[slot] {
        result[slot].count(slot == sourceSlot ? .translated : .missing, stale: isStale)
      }
    }
    return result
  }
}

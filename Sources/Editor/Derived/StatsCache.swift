import StringCatalog

/// Per-language progress for the status bar and the column headers, counted once when the
/// catalog is opened and then updated per edit from the entries the edit touched.
struct StatsCache {
  private var stats: [LanguageStats]
  private var slotByLanguage: [String: Int] = [:]

  init(catalog: Catalog, languages: [String]) {
    stats = catalog.stats(for: languages)
    for (slot, language) in languages.enumerated() { slotByLanguage[language] = slot }
  }

  subscript(language: String) -> LanguageStats? {
    slotByLanguage[language].map { stats[$0] }
  }

  /// Replaces one entry's contribution: `old` is what it was before the edit, `new` after.
  mutating func replace(_ old: Entry?, with new: Entry?, sourceLanguage: String) {
    for slot in stats.indices {
      if let old { stats[slot].remove(old, sourceLanguage: sourceLanguage) }
      if let new { stats[slot].add(new, sourceLanguage: sourceLanguage) }
    }
  }
}

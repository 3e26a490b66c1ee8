import Foundation
import StringCatalog

/// Per-language progress for the status bar and the column headers, counted once when the
/// catalog is opened and then updated per edit from the entries the edit touched.
struct StatsCache {
  private var stats: [LanguageStats]
  private var slotByLanguage: [String: Int] = [:]
  /// Entries the stale and don't-translate filters show (an entry can be both).
  private(set) var staleEntries = 0
  private(set) var doNotTranslateEntries = 0

  init(catalog: Catalog, languages: [String]) {
    stats = catalog.stats(for: languages)
    for (slot, language) in languages.enumerated() { slotByLanguage[language] = slot }
    for entry in catalog.strings.values { countLeftOut(entry, by: 1) }
  }

  /// The counts of several catalogs added up (all counted over the same `languages`): the
  /// workspace's totals, kept in step per edit like a catalog's, so no render adds up catalogs.
  init(summing parts: [StatsCache], languages: [String]) {
    stats = languages.map(LanguageStats.init(language:))
    for (slot, language) in languages.enumerated() { slotByLanguage[language] = slot }
    for part in parts { add(part) }
  }

  /// Adds another catalog's counts (over the same languages).
  mutating func add(_ other: StatsCache) {
    staleEntries += other.staleEntries
    doNotTranslateEntries += other.doNotTranslateEntries
    for slot in stats.indices {
      guard let theirs = other[stats[slot].language] else { continue }
      stats[slot].add(theirs)
    }
  }

  private mutating func countLeftOut(_ entry: Entry, by delta: Int) {
    if entry.isStale { staleEntries += delta }
    if !entry.isTranslatable { doNotTranslateEntries += delta }
  }

  subscript(language: String) -> LanguageStats? {
    slotByLanguage[language].map { stats[$0] }
  }

  /// Replaces one entry's contribution: `old` is what it was before the edit, `new` after.
  mutating func replace(_ old: Entry?, with new: Entry?, key: String, sourceLanguage: String) {
    if let old { countLeftOut(old, by: -1) }
    if let new { countLeftOut(new, by: 1) }
    for slot in stats.indices {
      if let old { stats[slot].remove(old, key: key, sourceLanguage: sourceLanguage) }
      if let new { stats[slot].add(new, key: key, sourceLanguage: sourceLanguage) }
    }
  }
}

extension StatsCache {
  /// The counts of several catalogs, computed on every core at once (a workspace's first screen
  /// waits for them).
  static func counting(_ catalogs: [Catalog], languages: [String]) -> [StatsCache] {
    let results = ParallelResults<StatsCache>(count: catalogs.count)
    DispatchQueue.concurrentPerform(iterations: catalogs.count) { index in
      results.set(index, StatsCache(catalog: catalogs[index], languages: languages))
    }
    return results.values(filling: { StatsCache(catalog: catalogs[$0], languages: languages) })
  }
}

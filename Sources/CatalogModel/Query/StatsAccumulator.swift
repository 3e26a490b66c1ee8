/// `Catalog.stats()` counted one entry at a time, so `glossa stats` can read a catalog without
/// keeping it: each entry is counted the moment it is read and then dropped.
///
/// Languages are not known until the last entry, so it counts, per language, only the entries
/// that have it; every counted entry without the language is then missing (translated for the
/// source language, whose key is its value).
public struct StatsAccumulator: Sendable {
  public let sourceLanguage: String
  public private(set) var entryCount = 0
  private var countedEntries = 0
  /// The entries every language leaves out, by why (its `language` is unused).
  private var leftOut = LanguageStats(language: "")
  private var present: [String: LanguageStats] = [:]

  public init(sourceLanguage: String) {
    self.sourceLanguage = sourceLanguage
  }

  public mutating func add(_ entry: Entry, key: String) {
    entryCount += 1
    let counted = entry.isCounted(key: key, sourceLanguage: sourceLanguage)
    if counted { countedEntries += 1 } else { leftOut.countLeftOut(entry) }
    guard let localizations = entry.localizations else { return }
    for (language, localization) in localizations.pairs {
      if present[language] == nil { present[language] = LanguageStats(language: language) }
      if counted { present[language]?.count(CellCount(localization.status, isSource: language == sourceLanguage)) }
    }
  }

  /// The source language first, then the others in catalog order, as `Catalog.languages`.
  public var stats: [LanguageStats] {
    let others = present.keys.filter { $0 != sourceLanguage }.sorted(by: CatalogOrder.precedes)
    return ([sourceLanguage] + others).map { language in
      var stats = present[language] ?? LanguageStats(language: language)
      stats.count(language == sourceLanguage ? .translated : .missing, by: countedEntries - stats.total)
      stats.leftOut = leftOut.leftOut
      stats.stale = leftOut.stale
      stats.doNotTranslate = leftOut.doNotTranslate
      return stats
    }
  }
}

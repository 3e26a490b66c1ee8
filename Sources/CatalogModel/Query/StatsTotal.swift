/// Per-language figures over several catalogs (`glossa stats DIR`): each language's row is the sum
/// of the catalogs' rows for it (a key counted once per catalog it is in), so every figure is the
/// sum of the files' figures and the percent is recomputed from the sums. A catalog without a
/// language adds nothing to that language's row.
public struct StatsTotal: Sendable, Equatable {
  /// The catalogs' source language, nil when they differ.
  public var sourceLanguage: String?
  /// The source language first (when there is one), then the others in catalog order.
  public var languages: [LanguageStats]

  public init(_ catalogs: [(sourceLanguage: String, languages: [LanguageStats])]) {
    var sums: [String: LanguageStats] = [:]
    for catalog in catalogs {
      for stats in catalog.languages { sums[stats.language, default: LanguageStats(language: stats.language)].add(stats) }
    }
    let sources = Set(catalogs.map(\.sourceLanguage))
    let source = sources.count == 1 ? sources.first : nil
    sourceLanguage = source
    languages = sums.keys.sorted { first, second in
      if first == source || second == source { return first == source && second != source }
      return CatalogOrder.precedes(first, second)
    }.compactMap { sums[$0] }
  }
}

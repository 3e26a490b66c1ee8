import StringCatalog

/// Counts over every catalog of the workspace: each catalog's cached counts added up (the same
/// counting rule as `glossa stats`' totals), or one catalog's when the grid is narrowed to it.
struct WorkspaceStats {
  let caches: [CatalogCaches]
  let only: Int?

  private var counted: ArraySlice<CatalogCaches> {
    if let only, caches.indices.contains(only) { return caches[only...only] }
    return caches[...]
  }

  subscript(language: String) -> LanguageStats? {
    var total: LanguageStats?
    for cache in counted {
      guard let stats = cache.stats[language] else { continue }
      if total == nil { total = LanguageStats(language: language) }
      total?.add(stats)
    }
    return total
  }

  var staleEntries: Int { counted.reduce(0) { $0 + $1.stats.staleEntries } }
  var doNotTranslateEntries: Int { counted.reduce(0) { $0 + $1.stats.doNotTranslateEntries } }
}

import StringCatalog

/// What the editor derives from one catalog of the workspace, kept in step with it per change:
/// counts, search text, check findings, the keys changed since open, and its memory index.
/// Each catalog has its own, so an edit touches only its catalog's caches, and checks run with
/// that catalog's source language and `.glossa.yml`.
struct CatalogCaches {
  var stats: StatsCache
  var searchIndex: SearchIndex
  var changedSinceOpen = ChangedSinceOpen()
  /// See `CheckCache` for why it is a class.
  var checks: CheckCache
  /// The catalog's own entries as a translation memory (see `MemoryLookup`).
  let memory: MemoryLookup

  /// `checks`: an empty cache for this catalog (shared checkers are fine, findings are not).
  init(catalog: Catalog, stats: StatsCache, languages: [String], checks: CheckCache, memory: MemoryLookup) {
    self.stats = stats
    searchIndex = SearchIndex(catalog: catalog, languages: languages)
    self.checks = checks
    self.memory = memory
  }
}

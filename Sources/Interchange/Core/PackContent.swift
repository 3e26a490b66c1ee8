import StringCatalog

/// What a pack holds for each language, computed once from the catalog: each language's own
/// values (no fallback), its fallback chain, and its coverage.
package struct PackContent: Sendable {
  package var sourceLanguage: String
  package var languages: [String]
  /// Every key that has a value in some exported language (or in the source), sorted by code point.
  package var keys: [String]
  /// Per language, aligned with `keys`: the language's own value, nil where it has none.
  package var own: [String: [PackValue?]]
  package var chains: [String: [String]]
  package var coverage: [String: Double]

  package init(catalog: Catalog, settings: ExportSettings) {
    sourceLanguage = catalog.sourceLanguage
    languages = settings.languages(of: catalog)
    let available = Set(catalog.languages)
    var keys: [String] = []
    var own: [String: [PackValue?]] = [:]
    var counted = 0
    var has: [String: Int] = [:]
    let needed = Set(languages).union([catalog.sourceLanguage])
    var chains: [String: [String]] = [:]
    for language in languages {
      chains[language] = FallbackChain.chain(
        for: language, explicit: settings.fallbacks, available: available, sourceLanguage: catalog.sourceLanguage)
    }
    let chainLanguages = needed.union(chains.values.joined())
    let order = catalog.strings.keys.indices.sorted { codePointOrder(catalog.strings.keys[$0], catalog.strings.keys[$1]) }
    for index in order {
      let key = catalog.strings.keys[index]
      let entry = catalog.strings.values[index]
      var values: [String: PackValue] = [:]
      // One pass over the entry's languages: looking each up in a long list costs collation compares.
      for (language, localization) in entry.localizations?.pairs.map({ $0 }) ?? [] where chainLanguages.contains(language) {
        values[language] = PackValue(localization, states: settings.states)
      }
      if entry.localization(catalog.sourceLanguage) == nil {
        values[catalog.sourceLanguage] = .text(key)
      }
      guard !values.isEmpty else { continue }
      keys.append(key)
      for language in chainLanguages { own[language, default: []].append(values[language]) }
      if entry.isCounted(key: key, sourceLanguage: catalog.sourceLanguage) {
        counted += 1
        for language in languages where values[language] != nil { has[language, default: 0] += 1 }
      }
    }
    self.keys = keys
    self.own = own
    self.chains = chains
    coverage = Dictionary(uniqueKeysWithValues: languages.map { ($0, counted == 0 ? 1 : Double(has[$0] ?? 0) / Double(counted)) })
  }

  /// The value at `index` for `language`, through its fallback chain.
  package func resolved(_ language: String, at index: Int) -> PackValue? {
    for step in chains[language] ?? [language, sourceLanguage] {
      if let value = own[step]?[index] { return value }
    }
    return nil
  }
}

/// The catalogs listed under `memory:` in `.glossa.yml`, indexed by source text: their entries'
/// translations are suggested while translating similar text. A value built once (the catalogs
/// do not change while the editor runs); the catalog being edited has its own, live index.
public struct TranslationMemory: Sendable {
  /// A catalog read for the memory, named as suggestions show where they came from.
  public struct Source: Sendable {
    public var name: String
    public var catalog: Catalog

    public init(name: String, catalog: Catalog) {
      self.name = name
      self.catalog = catalog
    }
  }

  private struct Unit: Sendable {
    package var source: String
    package var key: String
    package var origin: String
    package var translations: [String: (value: String, state: TranslationState)]
  }

  private var units: [Unit] = []
  private var index = SimilarTextIndex()

  public init(sources: [Source]) {
    for source in sources {
      let catalog = source.catalog
      for (key, entry) in zip(catalog.strings.keys, catalog.strings.values) {
        guard let text = entry.memorySourceText(key: key, sourceLanguage: catalog.sourceLanguage), !text.isEmpty else {
          continue
        }
        var translations: [String: (value: String, state: TranslationState)] = [:]
        for language in entry.localizations?.keys ?? [] where language != catalog.sourceLanguage {
          if let value = entry.memoryTranslation(language) { translations[language] = value }
        }
        guard !translations.isEmpty else { continue }
        units.append(Unit(source: text, key: key, origin: source.name, translations: translations))
        index.add(text)
      }
    }
  }

  public var isEmpty: Bool { units.isEmpty }
  /// Entries indexed (those with a source text and at least one translation).
  public var count: Int { units.count }

  /// Every match for `text` with a translation in `language`, unranked (see `MemorySuggestion.ranked`).
  public func suggestions(for text: String, language: String, work: inout SimilarTextIndex.Work) -> [MemorySuggestion] {
    index.matches(for: text, minimum: MemorySuggestion.minimumPercent, work: &work).compactMap { match in
      let unit = units[match.id]
      guard let translation = unit.translations[language] else { return nil }
      let percent = match.percent == 100 && unit.source != text ? 99 : match.percent
      return MemorySuggestion(
        percent: percent, source: unit.source, translation: translation.value, key: unit.key, origin: unit.origin,
        state: translation.state)
    }
  }
}

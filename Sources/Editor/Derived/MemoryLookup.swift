import StringCatalog

/// The translation memory the editor asks while a cell is translated: the catalogs from
/// `memory:` (`EditorOptions.memory`) and the catalog being edited, each indexed by source text
/// the first time a suggestion is wanted (opening a catalog costs nothing for it).
///
/// A class, like `CheckCache`, because `render` is non-mutating and builds it. The live index is
/// only ever added to: an edit that changes a source text adds the new text, and every match is
/// checked against the catalog it is asked about (same key, same source text now), so copies of
/// a state that share it, or an older text still in it, never suggest what is not there.
final class MemoryLookup {
  private let sources: [TranslationMemory.Source]
  private var external: TranslationMemory?
  private var live: SimilarTextIndex?
  /// Per id of `live`: the key and the source text it had when added.
  private var liveEntries: [(key: String, text: String)] = []
  /// The last text added per key, so an edit that leaves the source alone adds nothing.
  private var liveTexts: [String: String] = [:]
  /// What the lookups cost, for the tests that show it does not grow with the catalog.
  private(set) var work = SimilarTextIndex.Work()

  init(sources: [TranslationMemory.Source]) {
    self.sources = sources
  }

  /// Up to five suggestions for `text` in `language`, exact first; `key` itself is left out.
  func suggestions(for text: String, language: String, excludingKey key: String, in catalog: Catalog) -> [MemorySuggestion] {
    guard !text.isEmpty else { return [] }
    let found = liveSuggestions(for: text, language: language, excludingKey: key, in: catalog)
    return MemorySuggestion.ranked(found + externalSuggestions(for: text, language: language))
  }

  /// Suggestions from the `memory:` catalogs alone.
  func externalSuggestions(for text: String, language: String) -> [MemorySuggestion] {
    guard !text.isEmpty else { return [] }
    return externalMemory().suggestions(for: text, language: language, work: &work)
  }

  /// Suggestions from `catalog` itself (another catalog of the workspace when `origin` names it;
  /// `key` is left out only for the catalog being edited).
  func liveSuggestions(
    for text: String, language: String, excludingKey key: String?, in catalog: Catalog, origin: String? = nil
  ) -> [MemorySuggestion] {
    guard !text.isEmpty else { return [] }
    let source = catalog.sourceLanguage
    let index = liveIndex(of: catalog)
    var found: [MemorySuggestion] = []
    for match in index.matches(for: text, minimum: MemorySuggestion.minimumPercent, work: &work) {
      let indexed = liveEntries[match.id]
      guard indexed.key != key, let entry = catalog.strings[indexed.key],
        entry.memorySourceText(key: indexed.key, sourceLanguage: source) == indexed.text,
        let translation = entry.memoryTranslation(language)
      else { continue }
      let percent = match.percent == 100 && indexed.text != text ? 99 : match.percent
      found.append(
        MemorySuggestion(
          percent: percent, source: indexed.text, translation: translation.value, key: indexed.key, origin: origin,
          state: translation.state))
    }
    return found
  }

  /// After an edit: the new source texts of `keys` join the index (if it is built yet).
  func sourcesChanged(keys: [String], in catalog: Catalog) {
    guard live != nil else { return }
    for key in keys { add(key: key, of: catalog) }
  }

  /// After a reload: the catalog may differ anywhere; the index is built again when next asked.
  func forgetCatalog() {
    live = nil
    liveEntries = []
    liveTexts = [:]
  }

  private func liveIndex(of catalog: Catalog) -> SimilarTextIndex {
    if let live { return live }
    live = SimilarTextIndex()
    for key in catalog.strings.keys { add(key: key, of: catalog) }
    return live ?? SimilarTextIndex()
  }

  private func add(key: String, of catalog: Catalog) {
    guard let entry = catalog.strings[key],
      let text = entry.memorySourceText(key: key, sourceLanguage: catalog.sourceLanguage), !text.isEmpty,
      liveTexts[key] != text
    else { return }
    liveTexts[key] = text
    liveEntries.append((key, text))
    live?.add(text)
  }

  private func externalMemory() -> TranslationMemory {
    if let external { return external }
    let memory = TranslationMemory(sources: sources)
    external = memory
    return memory
  }
}

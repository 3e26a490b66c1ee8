import CatalogModel
import CatalogFiles
import CatalogEditing

/// The context every batch carries: what the app is, how each language should sound, which
/// terms stay as they are and how glossary terms are translated (from `.glossa.yml`).
package struct TranslationGuide: Sendable, Equatable {
  package var appDescription: String?
  /// Per language code, e.g. `es`: "informal, tú".
  package var style: [String: String]
  package var doNotTranslate: [String]
  /// Term → language → translation.
  package var glossary: [String: [String: String]]
  /// `limits:` of `.glossa.yml`: a reply over a key's limit is refused, as lint's `length`
  /// check would flag it (a `[max N]` in the key's comment wins).
  package var limits: [KeyLengthLimit]

  package init(
    appDescription: String? = nil, style: [String: String] = [:], doNotTranslate: [String] = [],
    glossary: [String: [String: String]] = [:], limits: [KeyLengthLimit] = []
  ) {
    self.appDescription = appDescription
    self.style = style
    self.doNotTranslate = doNotTranslate
    self.glossary = glossary
    self.limits = limits
  }

  /// The guide `.glossa.yml` gives: the app's description and styles, do-not-translate terms,
  /// glossary and length limits (the one reading for `glossa translate`, the editor and agents).
  package init(config: GlossaConfig) {
    self.init(
      appDescription: config.translate.appDescription, style: config.translate.style,
      doNotTranslate: config.doNotTranslate, glossary: config.glossary, limits: config.limits)
  }

  /// The length limit of a key's strings.
  package func lengthLimit(key: String, comment: String?) -> LengthLimit? {
    LengthLimit.of(key: key, comment: comment, patterns: limits.map { (GlobPattern($0.pattern), $0.maximum) })
  }

  /// The style for `language`, falling back to its base language (`es` for `es-419`).
  package func style(for language: String) -> String? {
    style[language] ?? style[LanguageFacts.base(of: language)]
  }

  /// The do-not-translate terms `text` holds (verbatim, case-sensitive: a brand is spelled one way).
  package func keptTerms(in texts: [String]) -> [String] {
    doNotTranslate.filter { term in !term.isEmpty && texts.contains { $0.contains(term) } }
  }

  /// The glossary terms `texts` hold (case-insensitively: "Trip" and "trip"), with their
  /// translation into `language`, sorted by term.
  package func glossaryTerms(in texts: [String], language: String) -> [GlossaryTerm] {
    let lowered = texts.map { $0.lowercased() }
    var found: [GlossaryTerm] = []
    for term in glossary.keys.sorted() where !term.isEmpty {
      guard let translations = glossary[term],
        let translation = translations[language] ?? translations[LanguageFacts.base(of: language)]
      else { continue }
      let needle = term.lowercased()
      if lowered.contains(where: { $0.contains(needle) }) {
        found.append(GlossaryTerm(term: term, translation: translation))
      }
    }
    return found
  }
}

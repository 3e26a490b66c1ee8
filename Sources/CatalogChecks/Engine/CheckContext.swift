import CatalogModel
import CatalogFiles
import CatalogEditing

/// Everything about a catalog that the checks of one entry need: computed once, then shared by
/// every entry (and kept by the editor, which re-checks only the entries it edits).
///
/// A class so that each localization under check holds one reference rather than copies.
public final class CheckContext: Sendable {
  public let sourceLanguage: String
  /// The languages that are checked, in catalog order (the source first when it is checked).
  public let languages: [String]
  /// The non-source languages that `missing` expects every entry to have.
  package let targetLanguages: [String]
  package let facts: [LanguageFacts]
  /// The source language's facts, also when the source itself is not checked.
  package let sourceFacts: LanguageFacts
  package let slotByLanguage: [String: Int]
  package let checks: CheckSuite

  /// `languages` are the catalog's languages (`Catalog.languages`); `options.languages`, when
  /// given, narrows them (a listed language the catalog lacks is checked too: every entry misses it).
  /// The options it was made with.
  package let options: CheckOptions
  /// Every language of the catalog (`Catalog.languages`).
  package let catalogLanguages: [String]

  public convenience init(sourceLanguage: String, catalogLanguages: [String], options: CheckOptions = CheckOptions()) {
    self.init(sourceLanguage: sourceLanguage, catalogLanguages: catalogLanguages, options: options, sharingFacts: true)
  }

  /// `sharingFacts`: take each language's facts from the process-wide cache (ICU's plural rules
  /// and examples cost a few milliseconds per language: an editor builds two checkers, a
  /// workspace more); false for a copy meant for another thread, which must share no objects.
  package init(sourceLanguage: String, catalogLanguages: [String], options: CheckOptions, sharingFacts: Bool) {
    self.options = options
    self.catalogLanguages = catalogLanguages
    self.sourceLanguage = sourceLanguage
    var chosen = catalogLanguages
    // Sets, not `contains` on the lists: an app may list many languages.
    if let wanted = options.languages {
      let set = Set(wanted)
      chosen = catalogLanguages.filter { set.contains($0) }
      var present = Set(chosen)
      for language in wanted where present.insert(language).inserted { chosen.append(language) }
    } else {
      let present = Set(chosen)
      let added = options.appLanguages.filter { !present.contains($0) }
      // The app's languages take their places in catalog order, as if the catalog had them.
      if !added.isEmpty { chosen = [sourceLanguage] + (chosen.filter { $0 != sourceLanguage } + added).sorted(by: CatalogOrder.precedes) }
    }
    languages = chosen
    targetLanguages = chosen.filter { $0 != sourceLanguage }
    let make = sharingFacts ? LanguageFacts.shared(code:sourceLanguage:) : LanguageFacts.init(code:sourceLanguage:)
    facts = chosen.map { make($0, sourceLanguage) }
    sourceFacts = make(sourceLanguage, sourceLanguage)
    var slots: [String: Int] = [:]
    for (slot, language) in chosen.enumerated() { slots[language] = slot }
    slotByLanguage = slots
    checks = CheckSuite(enabled: options.enabled)
  }

  public convenience init(catalog: Catalog, options: CheckOptions = CheckOptions()) {
    self.init(
      sourceLanguage: catalog.sourceLanguage, catalogLanguages: CatalogLanguageList.languages(of: catalog), options: options)
  }

  /// An equal context that shares no objects with this one (for another thread).
  package func copy() -> CheckContext {
    CheckContext(copying: self)
  }

  private init(copying other: CheckContext) {
    options = other.options
    catalogLanguages = other.catalogLanguages.map(LanguageFacts.fresh)
    sourceLanguage = LanguageFacts.fresh(other.sourceLanguage)
    languages = other.languages.map(LanguageFacts.fresh)
    targetLanguages = other.targetLanguages.map(LanguageFacts.fresh)
    facts = other.facts.map(LanguageFacts.init(copying:))
    sourceFacts = LanguageFacts(copying: other.sourceFacts)
    var slots: [String: Int] = [:]
    for (slot, language) in languages.enumerated() { slots[language] = slot }
    slotByLanguage = slots
    checks = CheckSuite(enabled: options.enabled)
  }

  package func facts(for language: String) -> LanguageFacts? {
    slotByLanguage[language].map { facts[$0] }
  }
}

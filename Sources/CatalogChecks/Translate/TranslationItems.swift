import CatalogModel
import CatalogFiles
import CatalogEditing
import PluralRules

/// Splits a cell into the items of a batch document, following the shape of the source
/// language's localization (see `TranslationItem`).
extension Catalog {
  /// The items of one cell, with ids left empty (the batch numbers them). Empty when the source
  /// holds nothing to translate (an empty string, a phrase set).
  package func translationItems(for cell: TranslationCell, guide: TranslationGuide) -> [TranslationItem] {
    guard let entry = strings[cell.key] else { return [] }
    let forms = CatalogPluralForms(language: cell.language)
    let single = LanguageFacts(code: cell.language, sourceLanguage: sourceLanguage).singleNumberPlurals.map(\.rawValue)
    var found: [(FormPath, TranslationText)] = []
    if let source = entry.localization(sourceLanguage) {
      collect(source, at: .root, into: &found)
      for (name, substitution) in source.substitutions?.pairs.map({ ($0, $1) }) ?? [] {
        if let forms = substitution.variations?.plural {
          found.append((FormPath(steps: [.substitution(name)]), Self.pluralText(forms)))
        }
      }
    } else {
      found.append((.root, .single(cell.key)))
    }
    let lengthLimit = guide.lengthLimit(key: cell.key, comment: entry.comment)
    return found.compactMap { path, text -> TranslationItem? in
      guard text.strings.contains(where: { !$0.isEmpty }) else { return nil }
      var isPlural = false
      if case .plural = text { isPlural = true }
      return TranslationItem(
        id: "", cell: cell, path: path, source: text, categories: isPlural ? Self.categories(forms, source: text) : [],
        comment: entry.comment,
        references: references(entry, cell: cell, path: path, isPlural: isPlural),
        keptTerms: guide.keptTerms(in: text.strings),
        glossary: guide.glossaryTerms(in: text.strings, language: cell.language), retryReason: nil,
        lengthLimit: lengthLimit, sourceSubstitutions: entry.localization(sourceLanguage)?.substitutions,
        singleNumberCategories: isPlural ? single : [])
    }
  }

  /// The target's required forms, plus `zero` where the source has one: Apple uses it for 0 in
  /// every language, so dropping it would show the other form's text for 0.
  private static func categories(_ forms: CatalogPluralForms, source: TranslationText) -> [String] {
    guard case .plural(let sourceForms) = source else { return [] }
    return forms.forms(withZero: sourceForms.contains { $0.category == PluralCategory.zero.rawValue }).map(\.rawValue)
  }

  /// Plural forms first (a device form may hold them), then device forms, then the string.
  private func collect(_ node: Localization, at path: FormPath, into found: inout [(FormPath, TranslationText)]) {
    if let plural = node.variations?.plural {
      found.append((path, Self.pluralText(plural)))
    } else if let device = node.variations?.device {
      for (name, form) in device.pairs { collect(form, at: path.appending(.device(name)), into: &found) }
    } else if let unit = node.stringUnit {
      found.append((path, .single(unit.value)))
    }
  }

  private static func pluralText(_ forms: KeyedList<Localization>) -> TranslationText {
    let ordered = PluralCategory.allCases.compactMap { category -> PluralForm? in
      guard let text = forms[category.rawValue]?.stringUnit?.value else { return nil }
      return PluralForm(category: category.rawValue, text: text)
    }
    return .plural(ordered)
  }

  /// The same string in other languages that a person has written (not missing, not new):
  /// for a plural item, their `other` form.
  private func references(_ entry: Entry, cell: TranslationCell, path: FormPath, isPlural: Bool)
    -> [TranslationReference]
  {
    guard let localizations = entry.localizations else { return [] }
    let place = isPlural ? path.appending(.plural("other")) : path
    var found: [TranslationReference] = []
    for (language, localization) in localizations.pairs where language != sourceLanguage && language != cell.language {
      switch CellCount(localization.status) {
      case .translated, .needsReview, .machineTranslated:
        if let text = localization.form(at: place)?.stringUnit?.value ?? localization.text(matching: place),
          !text.isEmpty
        {
          found.append(TranslationReference(language: language, text: text))
        }
      case .new, .missing, .stale:
        continue
      }
    }
    return found
  }
}

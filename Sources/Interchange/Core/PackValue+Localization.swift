import StringCatalog

extension PackValue {
  /// The exportable part of a localization: only units whose state is in `states`, with forms and
  /// substitutions left without any such unit dropped. nil when nothing is left. `withStates`
  /// keeps each unit's state in the value (XLIFF, PO). String sets (App Shortcuts phrases) have
  /// no place in these formats and are left out.
  package init?(_ localization: Localization, states: Set<TranslationState>, withStates: Bool = false) {
    func unit(_ unit: StringUnit?) -> PackValue? {
      guard let unit, states.contains(unit.state) else { return nil }
      return .text(unit.value, state: withStates ? unit.state : nil)
    }
    func forms(_ list: KeyedList<Localization>?) -> [(String, PackValue)]? {
      guard let list else { return nil }
      let kept = list.pairs.compactMap { name, form in
        PackValue(form, states: states, withStates: withStates).map { (name, $0) }
      }
      return kept.isEmpty ? nil : kept
    }
    func varied(_ variations: Variations?) -> PackValue? {
      if let plural = forms(variations?.plural) { return .plural(plural) }
      if let device = forms(variations?.device) { return .device(device) }
      return nil
    }
    if let substitutions = localization.substitutions, let format = unit(localization.stringUnit) {
      let kept = substitutions.pairs.compactMap { name, substitution -> PackSubstitution? in
        guard let forms = varied(substitution.variations) else { return nil }
        return PackSubstitution(
          name: name, argNum: substitution.argNum, formatSpecifier: substitution.formatSpecifier, forms: forms)
      }
      self = kept.isEmpty ? format : .format(format, substitutions: kept)
      return
    }
    if let value = varied(localization.variations) ?? unit(localization.stringUnit) {
      self = value
      return
    }
    return nil
  }
}

extension Entry {
  /// The source language's value: its localization, or the key itself when the catalog has none
  /// (Xcode leaves the source out when the key is the text).
  package func sourceValue(key: String, sourceLanguage: String, states: Set<TranslationState>, withStates: Bool = false)
    -> PackValue?
  {
    if let localization = localization(sourceLanguage) {
      return PackValue(localization, states: states, withStates: withStates)
    }
    return .text(key, state: withStates ? .translated : nil)
  }

  /// The language's own exportable value (the source language falls back to the key).
  package func packValue(key: String, language: String, sourceLanguage: String, states: Set<TranslationState>, withStates: Bool = false)
    -> PackValue?
  {
    if language == sourceLanguage {
      return sourceValue(key: key, sourceLanguage: sourceLanguage, states: states, withStates: withStates)
    }
    return localization(language).flatMap { PackValue($0, states: states, withStates: withStates) }
  }
}

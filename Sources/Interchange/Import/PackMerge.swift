import StringCatalog

/// Puts an imported value into a localization, string by string: a string that already reads
/// the same keeps its state (unless the file carries a different one), forms the file does not
/// mention are kept (an export may have left them out by state), and a changed string takes the
/// file's state, or `translated` when the format has none.
enum PackMerge {
  static func merge(_ value: PackValue, into existing: Localization?) -> Localization {
    var localization = existing ?? Localization()
    switch value {
    case .text(let text, let state):
      if localization.isVaried && localization.substitutions == nil {
        // The file made a varied string plain: it says so on purpose (unchanged values are never merged).
        localization = Localization()
      }
      localization.stringUnit = unit(localization.stringUnit, text, state)
    case .plural(let forms):
      var variations = localization.variations ?? Variations()
      variations.plural = mergeForms(forms, into: variations.plural)
      localization.variations = variations
      localization.stringUnit = nil
    case .device(let forms):
      var variations = localization.variations ?? Variations()
      variations.device = mergeForms(forms, into: variations.device)
      localization.variations = variations
      localization.stringUnit = nil
    case .format(let format, let substitutions):
      if case .text(let text, let state) = format { localization.stringUnit = unit(localization.stringUnit, text, state) }
      var map = localization.substitutions ?? KeyedList()
      for substitution in substitutions {
        var target = map[substitution.name] ?? Substitution(argNum: substitution.argNum, formatSpecifier: substitution.formatSpecifier)
        if let argNum = substitution.argNum { target.argNum = argNum }
        if let specifier = substitution.formatSpecifier { target.formatSpecifier = specifier }
        var variations = target.variations ?? Variations()
        switch substitution.forms {
        case .plural(let forms): variations.plural = mergeForms(forms, into: variations.plural)
        case .device(let forms): variations.device = mergeForms(forms, into: variations.device)
        default: break
        }
        target.variations = variations
        map[substitution.name] = target
      }
      localization.substitutions = map.isEmpty ? nil : map
      localization.variations = nil
    }
    return localization
  }

  private static func unit(_ existing: StringUnit?, _ text: String, _ state: TranslationState?) -> StringUnit {
    guard var unit = existing else { return StringUnit(state: state ?? .translated, value: text) }
    if !unit.value.utf8.elementsEqual(text.utf8) {
      unit.value = text
      unit.state = state ?? .translated
    } else if let state {
      unit.state = state
    }
    return unit
  }

  private static func mergeForms(_ forms: [(String, PackValue)], into existing: KeyedList<Localization>?) -> KeyedList<Localization> {
    var list = existing ?? KeyedList()
    for (name, value) in forms { list[name] = merge(value, into: list[name]) }
    return list
  }
}

/// Imports records into a catalog, changing only what differs from what the same export of the
/// catalog would write — so `export` then `import` changes nothing.
public struct PackImport {
  public struct Record: Sendable {
    public var language: String
    public var key: String
    public var value: PackValue
    public init(language: String, key: String, value: PackValue) {
      self.language = language
      self.key = key
      self.value = value
    }
  }

  public struct Report: Sendable {
    public var changedValues = 0
    public var newKeys = 0
    public var unchangedValues = 0
    public var languages: [String] = []
  }

  /// `current(language, key)` is what the format's export writes today for that pair.
  public static func apply(
    _ records: [Record], to catalog: inout Catalog, current: (String, String) -> PackValue?
  ) -> Report {
    var report = Report()
    var languages: [String] = []
    for record in records {
      if !languages.contains(record.language) { languages.append(record.language) }
      if let now = current(record.language, record.key), now == record.value {
        report.unchangedValues += 1
        continue
      }
      var entry = catalog.strings[record.key] ?? Entry()
      if catalog.strings[record.key] == nil {
        report.newKeys += 1
        entry.extractionState = "manual"
      }
      let merged = PackMerge.merge(record.value, into: entry.localization(record.language))
      if merged != entry.localization(record.language) {
        entry.setLocalization(merged, for: record.language)
        catalog.strings[record.key] = entry
        report.changedValues += 1
      } else {
        report.unchangedValues += 1
      }
    }
    report.languages = languages
    return report
  }
}

import StringCatalog

/// Puts an imported value into a localization, string by string: a string that already reads
/// the same keeps its state (unless the file carries a different one), forms the file does not
/// mention are kept (an export may have left them out by state), and a changed string takes the
/// file's state, or `translated` when the format has none.
enum PackMerge {
  /// A form of a PO entry marked fuzzy: PO has one flag for all of an entry's plural forms, so
  /// a fuzzy entry marks a changed form for review and leaves an unchanged form's state alone.
  static let reviewIfChanged = TranslationState("glossa:review-if-changed")

  /// `rewrite` maps a catalog string to how the format writes it (XLIFF's positional
  /// substitution references), `restore` a changed file string back; a file string equal to the
  /// rewritten one is unchanged. `source` (the source language's localization) lends its
  /// substitutions' argNum and formatSpecifier where the localization has none yet.
  static func merge(
    _ value: PackValue, into existing: Localization?, source: Localization? = nil,
    rewrite: @escaping (String) -> String = { $0 }, restore: @escaping (String) -> String = { $0 }
  ) -> Localization {
    var localization = existing ?? Localization()
    switch value {
    case .text(let text, let state):
      if localization.isVaried && localization.substitutions == nil {
        // The file made a varied string plain: it says so on purpose (unchanged values are never merged).
        localization = Localization()
      }
      localization.stringUnit = unit(localization.stringUnit, text, state, rewrite, restore)
    case .plural(let forms):
      var variations = localization.variations ?? Variations()
      variations.plural = mergeForms(forms, into: variations.plural, rewrite, restore)
      localization.variations = variations
      localization.stringUnit = nil
    case .device(let forms):
      var variations = localization.variations ?? Variations()
      variations.device = mergeForms(forms, into: variations.device, rewrite, restore)
      localization.variations = variations
      localization.stringUnit = nil
    case .format(let format, let substitutions):
      var map = localization.substitutions ?? KeyedList()
      var positions: [String: (argNum: Int, specifier: String)] = [:]
      // The localization's own numbering wins over the source's.
      for list in [source?.substitutions, map].compactMap({ $0 }) {
        for (name, substitution) in list.pairs {
          if let argNum = substitution.argNum { positions[name] = (argNum, substitution.formatSpecifier ?? "@") }
        }
      }
      let known = positions
      if case .text(let text, let state) = format {
        localization.stringUnit = unit(
          localization.stringUnit, text, state, { XcodeText.positional($0, path: "", substitutions: known) },
          { XcodeText.unpositional($0, path: "", substitutions: known) })
      }
      for substitution in substitutions {
        let lent = source?.substitutions?[substitution.name]
        var target =
          map[substitution.name]
          ?? Substitution(
            argNum: substitution.argNum ?? lent?.argNum, formatSpecifier: substitution.formatSpecifier ?? lent?.formatSpecifier)
        if let argNum = substitution.argNum { target.argNum = argNum }
        if let specifier = substitution.formatSpecifier { target.formatSpecifier = specifier }
        var variations = target.variations ?? Variations()
        let path = "substitutions.\(PackValue.pathName(substitution.name)).plural.other"
        let rewriteLeaf: (String) -> String = { XcodeText.positional($0, path: path, substitutions: known) }
        let restoreLeaf: (String) -> String = { XcodeText.unpositional($0, path: path, substitutions: known) }
        switch substitution.forms {
        case .plural(let forms): variations.plural = mergeForms(forms, into: variations.plural, rewriteLeaf, restoreLeaf)
        case .device(let forms): variations.device = mergeForms(forms, into: variations.device, rewriteLeaf, restoreLeaf)
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

  private static func unit(
    _ existing: StringUnit?, _ text: String, _ state: TranslationState?, _ rewrite: (String) -> String,
    _ restore: (String) -> String
  ) -> StringUnit {
    let changedState = state == reviewIfChanged ? .needsReview : state ?? .translated
    guard var unit = existing else { return StringUnit(state: changedState, value: restore(text)) }
    if !unit.value.utf8.elementsEqual(text.utf8) && !rewrite(unit.value).utf8.elementsEqual(text.utf8) {
      unit.value = restore(text)
      unit.state = changedState
    } else if let state, state != reviewIfChanged {
      unit.state = state
    }
    return unit
  }

  private static func mergeForms(
    _ forms: [(String, PackValue)], into existing: KeyedList<Localization>?, _ rewrite: @escaping (String) -> String,
    _ restore: @escaping (String) -> String
  ) -> KeyedList<Localization> {
    var list = existing ?? KeyedList()
    for (name, value) in forms { list[name] = merge(value, into: list[name], rewrite: rewrite, restore: restore) }
    return list
  }
}

/// Imports records into a catalog, changing only what differs from what the same export of the
/// catalog would write — so `export` then `import` changes nothing.
package struct PackImport {
  package struct Record: Sendable {
    package var language: String
    package var key: String
    package var value: PackValue
    package init(language: String, key: String, value: PackValue) {
      self.language = language
      self.key = key
      self.value = value
    }
  }

  package struct Report: Sendable {
    package var changedValues = 0
    package var newKeys = 0
    package var unchangedValues = 0
    package var languages: [String] = []
  }

  /// `current(language, key)` is what the format's export writes today for that pair (nil:
  /// every record is merged, which must then change nothing where the file repeats the catalog).
  package static func apply(
    _ records: [Record], to catalog: inout Catalog, current: ((String, String) -> PackValue?)?
  ) -> Report {
    var report = Report()
    var languages: [String] = []
    // Looking keys up through the catalog's sorted list costs a collation compare per step.
    let positions = Dictionary(
      catalog.strings.keys.enumerated().map { (LiteralKeyText($1), $0) }, uniquingKeysWith: { first, _ in first })
    // New keys are gathered and inserted together at the end: one insert each, with the
    // positions looked up again after it, made a file of 20,000 new keys take many minutes.
    var added: [(String, Entry)] = []
    var addedSlots: [LiteralKeyText: Int] = [:]
    for record in records {
      if !languages.contains(record.language) { languages.append(record.language) }
      if let now = current?(record.language, record.key), now == record.value {
        report.unchangedValues += 1
        continue
      }
      let position = positions[LiteralKeyText(record.key)]
      let addedSlot = position == nil ? addedSlots[LiteralKeyText(record.key)] : nil
      var entry =
        position.map { catalog.strings.values[$0] } ?? addedSlot.map { added[$0].1 } ?? Entry(extractionState: "manual")
      let merged = PackMerge.merge(
        record.value, into: entry.localization(record.language), source: entry.localization(catalog.sourceLanguage))
      guard merged != entry.localization(record.language) else {
        report.unchangedValues += 1
        continue
      }
      entry.setLocalization(merged, for: record.language)
      report.changedValues += 1
      if let position {
        catalog.strings.setValue(entry, at: position)
      } else if let addedSlot {
        added[addedSlot].1 = entry
      } else {
        report.newKeys += 1
        addedSlots[LiteralKeyText(record.key)] = added.count
        added.append((record.key, entry))
      }
    }
    catalog.strings.insertNew(added)
    report.languages = languages
    return report
  }
}

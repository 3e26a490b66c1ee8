import StringCatalog

/// Puts one `<file>` of a bundle back into its catalog under Xcode's import rules: a unit without
/// a `<target>` changes nothing; an explicitly empty `<target>` clears a value that went out
/// translated; states come back as they went out; a unit whose `<source>` is no longer what
/// the catalog exports (its source changed since the export, or its key is gone) is not applied
/// and reported. What the file repeats of the catalog changes nothing, as for `import --format xliff`.
package enum XclocImport {
  package struct Outcome: Sendable {
    package var changedValues = 0
    package var unchangedValues = 0
    package var clearedValues = 0
    /// One message per unit left out, `file:line:col: …`.
    package var notApplied: [String] = []
    package init() {}
  }

  /// `states`: those the export wrote targets for (`--states`, as the export was made).
  package static func apply(_ file: XclocFile, to catalog: inout Catalog, states: Set<TranslationState>) -> Outcome {
    var outcome = Outcome()
    let language = file.targetLanguage
    guard language != catalog.sourceLanguage else {
      outcome.notApplied.append("\(file.place): \(language) is the catalog's source language; its units are not imported")
      return outcome
    }
    let catalogKeys = Set(catalog.strings.keys)
    var ignored: [String] = []
    var current: [String: XLIFFExporter.Unit] = [:]
    for (unit, _) in XLIFFExporter.units(of: catalog, language: language, warnings: &ignored) where current[unit.id] == nil {
      current[unit.id] = unit
    }
    // A key whose every target reads as it went out is left alone without a merge: an untouched
    // bundle costs one pass over its units, not an export of the catalog to compare with.
    var leaves: [(key: String, path: String, target: XclocUnit.Target)] = []
    var touched: Set<LiteralKeyText> = []
    var clears: [(key: String, path: String)] = []
    for unit in file.units {
      guard let target = unit.target else { continue }
      guard let now = current[unit.id] else {
        outcome.notApplied.append("\(unit.place): \(unit.id.debugDescription) (\(language)): not in the catalog any more; not applied")
        continue
      }
      guard now.source.utf8.elementsEqual(unit.source.utf8) else {
        outcome.notApplied.append(
          "\(unit.place): \(unit.id.debugDescription) (\(language)): source changed since export (now \(now.source.debugDescription)); not applied")
        continue
      }
      let (key, path) = catalogKeys.contains(unit.id) ? (unit.id, "") : splitUnitID(unit.id, catalogKeys: catalogKeys)
      if target.text.isEmpty {
        // Only a value that went out with its target: one the export left empty is nothing to clear.
        if let sent = now.target, !sent.text.isEmpty, states.contains(sent.state ?? .translated) { clears.append((key, path)) }
        continue
      }
      leaves.append((key, path, target))
      if !wentOut(now, as: target, states: states) { touched.insert(LiteralKeyText(key)) }
    }
    var collector = LeafCollector()
    var untouched: Set<LiteralKeyText> = []
    for leaf in leaves {
      guard touched.contains(LiteralKeyText(leaf.key)) else {
        untouched.insert(LiteralKeyText(leaf.key))
        continue
      }
      collector.add(key: leaf.key, path: leaf.path, text: leaf.target.text, state: leaf.target.state)
    }
    outcome.unchangedValues = untouched.count
    if !touched.isEmpty {
      var options = ExportOptions(settings: ExportSettings(name: "Localizable", languages: [language], states: states))
      options.catalogKeys = catalogKeys
      let report = InterchangeImport.apply(collector.records(language: language), format: .xliff, to: &catalog, options: options)
      outcome.changedValues = report.changedValues
      outcome.unchangedValues += report.unchangedValues
    }
    for (key, path) in clears where clear(key: key, path: path, language: language, in: &catalog) {
      outcome.clearedValues += 1
    }
    return outcome
  }

  /// Whether `target` is the unit's target as the export wrote it: same text, same state.
  static func wentOut(_ unit: XLIFFExporter.Unit, as target: XclocUnit.Target, states: Set<TranslationState>) -> Bool {
    guard let sent = unit.target, states.contains(sent.state ?? .translated), sent.text.utf8.elementsEqual(target.text.utf8)
    else { return false }
    let qualifier = sent.state == .machineTranslated ? "leveraged-mt" : nil
    return XLIFFState.state(name: XLIFFState.name(sent.state), qualifier: qualifier) == target.state
  }

  /// Removes one leaf: the language's whole localization for the root unit, else the form (and
  /// the localization too when no value is left in it).
  static func clear(key: String, path: String, language: String, in catalog: inout Catalog) -> Bool {
    guard var entry = catalog.strings[key], var localization = entry.localization(language) else { return false }
    if !path.isEmpty {
      guard let formPath = formPath(path), localization.setForm(nil, at: formPath) else { return false }
    }
    entry.setLocalization(path.isEmpty || localization.leaves.isEmpty ? nil : localization, for: language)
    catalog.strings[key] = entry
    return true
  }

  /// `device.iphone.plural.one`, `substitutions.@A.B@.plural.few` as steps.
  static func formPath(_ path: String) -> FormPath? {
    var steps: [FormPath.Step] = []
    var rest = path
    while !rest.isEmpty {
      let parts = PackValue.splitStep(rest)
      guard parts.count >= 2 else { return nil }
      switch parts[0] {
      case "plural": steps.append(.plural(parts[1]))
      case "device": steps.append(.device(parts[1]))
      case "substitutions": steps.append(.substitution(parts[1]))
      default: return nil
      }
      rest = parts.count > 2 ? parts[2] : ""
    }
    return FormPath(steps: steps)
  }
}

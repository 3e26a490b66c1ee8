import StringCatalog

/// One `<file>` of a bundle as a catalog the editor can show and change — the model half of
/// opening a bundle (`glossa de.xcloc`): unit ids become keys and form paths, `<source>`s the
/// source language's values, `<target>`s the bundle language's (with their states), `<note>`s
/// comments. `edits` turns what was changed back into `<target>` edits for `XLIFFTargetSplice`,
/// so a save rewrites only those targets.
package enum XclocFileCatalog {
  package static func catalog(of file: XclocFile) -> Catalog {
    // A plain id is a key; `key|==|plural.one` splits only where that key is one of the file's.
    let keys = Set(file.units.map(\.id).filter { !$0.contains("|==|") })
    var sources = LeafCollector()
    var targets = LeafCollector()
    var comments: [(String, String)] = []
    var commented: Set<LiteralKeyText> = []
    let sourceLanguage = file.sourceLanguage ?? "en"
    for unit in file.units {
      let (key, path) = keys.contains(unit.id) ? (unit.id, "") : splitUnitID(unit.id, catalogKeys: keys)
      // A bundle for ru carries ru's plural forms, each with the source's text; the source
      // language keeps only the forms it has (en's few would be a form no number picks).
      if usesOnlyFormsOf(sourceLanguage, path: path) {
        sources.add(key: key, path: path, text: unit.source, state: .translated)
      }
      if let target = unit.target, !target.text.isEmpty {
        targets.add(key: key, path: path, text: target.text, state: target.state)
      }
      // Every unit of a key repeats its comment: the first says it.
      if let note = unit.note, commented.insert(LiteralKeyText(key)).inserted { comments.append((key, note)) }
    }
    var catalog = Catalog(sourceLanguage: sourceLanguage)
    let records = sources.records(language: sourceLanguage) + targets.records(language: file.targetLanguage)
    _ = PackImport.apply(records, to: &catalog, current: nil)
    for (key, note) in comments {
      catalog.strings[key]?.comment = note
    }
    return catalog
  }

  /// False when `path` (`plural.few`, `device.iphone.plural.few`, `substitutions.n.plural.few`)
  /// names a plural form `language` does not use.
  private static func usesOnlyFormsOf(_ language: String, path: String) -> Bool {
    let steps = path.split(separator: ".").map(String.init)
    for (index, step) in steps.enumerated() where step == "plural" && index + 1 < steps.count {
      if !PluralForms.isValid(steps[index + 1], language: language) { return false }
    }
    return true
  }

  /// The `<target>` edits that make the file say what `edited` says where it differs from
  /// `disk` (both built by `catalog(of:)` and changed since), and the ids of changed leaves the
  /// file has no unit for (a form added in the editor), which a save cannot carry.
  package static func edits(from disk: Catalog, to edited: Catalog, file: XclocFile) -> (
    edits: [XLIFFTargetSplice.Edit], withoutUnit: [String]
  ) {
    let language = file.targetLanguage
    let inFile = Set(file.units.map(\.id))
    var edits: [XLIFFTargetSplice.Edit] = []
    var withoutUnit: [String] = []
    for key in CatalogMerge.changedKeys(from: disk, to: edited).sorted(by: CatalogOrder.precedes) {
      let before = targets(of: disk, key: key, language: language)
      let after = targets(of: edited, key: key, language: language)
      for id in Set(before.keys).union(after.keys).sorted(by: CatalogOrder.precedes) {
        let new = after[id]
        let old = before[id]
        guard new?.text != old?.text || new?.state != old?.state else { continue }
        guard inFile.contains(id) else {
          withoutUnit.append(id)
          continue
        }
        // A target the editor removed is written empty: on import that clears it, as in Xcode.
        edits.append(
          XLIFFTargetSplice.Edit(original: file.original, unitID: id, text: new?.text ?? "", state: new?.state ?? .new))
      }
    }
    return (edits, withoutUnit)
  }

  /// Unit id → the target the xliff exporter writes for one key's localization.
  private static func targets(of catalog: Catalog, key: String, language: String) -> [String: (text: String, state: TranslationState)] {
    guard let entry = catalog.strings[key] else { return [:] }
    let source = entry.sourceValue(key: key, sourceLanguage: catalog.sourceLanguage, states: SourceStates.all)
    let target = entry.localization(language).flatMap { PackValue($0, states: SourceStates.all, withStates: true) }
    var result: [String: (text: String, state: TranslationState)] = [:]
    for unit in XLIFFExporter.units(key: key, source: source, target: target, widenTo: nil) {
      if let value = unit.target { result[unit.id] = (value.text, value.state ?? .translated) }
    }
    return result
  }
}

import CatalogModel
import CatalogFiles
import CatalogEditing

/// Writing validated translations into the catalog: one change for any number of cells, each
/// cell rebuilt in the source's shape from its items, every string in state `needs_review` (or
/// `machine_translated`), never `translated`.
extension Catalog {
  /// `results` must hold every item of each cell it names (a cell with a failed item is left
  /// out by the caller, so it stays untouched). nil when nothing changes.
  package func changeApplyingTranslations(
    _ results: [(item: TranslationItem, value: TranslationText)], state: TranslationState, label: String
  ) -> CatalogChange? {
    var entries: [String: Entry] = [:]
    var order: [String] = []
    var byCell: [TranslationCell: [(item: TranslationItem, value: TranslationText)]] = [:]
    var cells: [TranslationCell] = []
    for result in results {
      if byCell[result.item.cell] == nil { cells.append(result.item.cell) }
      byCell[result.item.cell, default: []].append(result)
    }
    for cell in cells {
      guard var entry = entries[cell.key] ?? strings[cell.key], let parts = byCell[cell] else { continue }
      let source = entry.localization(sourceLanguage)
      var localization = Localization()
      localization.extra = entry.localization(cell.language)?.extra ?? []
      for part in parts {
        localization.put(part.value, at: part.item.path, state: state, source: source)
      }
      guard localization != entry.localization(cell.language) else { continue }
      entry.setLocalization(localization, for: cell.language)
      if entries[cell.key] == nil { order.append(cell.key) }
      entries[cell.key] = entry
    }
    let edits = order.compactMap { key in entries[key].map { CatalogEdit.put(key: key, entry: $0) } }
    return edits.isEmpty ? nil : CatalogChange(label: label, edits: edits)
  }
}

extension Localization {
  /// Puts a translated value at `path`, creating the device forms and substitutions (with the
  /// source's `argNum` and `formatSpecifier`) that lead there.
  package mutating func put(_ value: TranslationText, at path: FormPath, state: TranslationState, source: Localization?) {
    prepare(path, source: source)
    switch value {
    case .single(let text):
      if path.isRoot {
        stringUnit = StringUnit(state: state, value: text)
      } else {
        var form = self.form(at: path) ?? Localization()
        form.stringUnit = StringUnit(state: state, value: text)
        setForm(form, at: path)
      }
    case .plural(let forms):
      let ordered = PluralCategoryOrder.sorted(forms)
      var plural = KeyedList<Localization>()
      for form in ordered { plural[form.category] = Localization(value: form.text, state: state) }
      var variations = self.variations(at: path) ?? Variations()
      variations.plural = plural
      setVariations(variations, at: path)
    }
  }

  /// Makes the forms and substitution on the way to `path` exist.
  private mutating func prepare(_ path: FormPath, source: Localization?) {
    var walked = FormPath.root
    for step in path.steps {
      let next = walked.appending(step)
      switch step {
      case .substitution(let name):
        if substitutions?[name] == nil {
          let original = source?.substitutions?[name]
          var map = substitutions ?? KeyedList()
          map[name] = Substitution(argNum: original?.argNum, formatSpecifier: original?.formatSpecifier)
          substitutions = map
        }
      case .device, .plural:
        if form(at: next) == nil, variations(at: walked) != nil || form(at: walked) != nil {
          var variations = self.variations(at: walked) ?? Variations()
          if case .device(let name) = step {
            var devices = variations.device ?? KeyedList()
            devices[name] = Localization()
            variations.device = devices
          }
          setVariations(variations, at: walked)
        }
      }
      walked = next
    }
  }
}

package enum PluralCategoryOrder {
  package static let order = ["zero", "one", "two", "few", "many", "other"]

  package static func sorted(_ forms: [PluralForm]) -> [PluralForm] {
    forms.sorted { (order.firstIndex(of: $0.category) ?? 6) < (order.firstIndex(of: $1.category) ?? 6) }
  }
}

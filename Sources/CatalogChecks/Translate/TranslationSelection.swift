import CatalogModel
import CatalogFiles
import CatalogEditing

/// Which cells `glossa translate` (and the editor's `:translate`) works on.
package struct TranslationSelection: Sendable, Equatable {
  /// nil: every language the catalog has but the source.
  package var languages: [String]?
  /// nil: every key.
  package var keys: GlobPattern?
  /// The cell counts to translate (`--states`); `.stale` is never chosen.
  package var states: Set<CellCount>

  package static let defaultStates: Set<CellCount> = [.missing, .new]

  package init(languages: [String]? = nil, keys: GlobPattern? = nil, states: Set<CellCount> = defaultStates) {
    self.languages = languages
    self.keys = keys
    self.states = states
  }

  /// The `--states` names: `missing`, `new`, `needs-review`, `machine-translated`, `translated`.
  package static func state(named name: String) -> CellCount? {
    switch name {
    case "missing": return .missing
    case "new": return .new
    case "needs-review", "needs_review": return .needsReview
    case "machine-translated", "machine_translated": return .machineTranslated
    case "translated": return .translated
    default: return nil
    }
  }

  package static let stateNames = ["missing", "new", "needs-review", "machine-translated", "translated"]
}

extension Catalog {
  /// The cells to translate, language by language (in `selection.languages` order, else catalog
  /// order), keys in catalog order. Stale and don't-translate entries count as `.stale` and so
  /// are never chosen; the source language never is either.
  package func translationCells(_ selection: TranslationSelection) -> [TranslationCell] {
    let targets = (selection.languages ?? languages).filter { $0 != sourceLanguage }
    let states = selection.states.subtracting([.stale])
    var cells: [TranslationCell] = []
    for language in targets {
      for (key, entry) in strings.pairs {
        if let keys = selection.keys, !keys.matches(key) { continue }
        guard states.contains(entry.count(in: language, key: key, sourceLanguage: sourceLanguage)) else { continue }
        cells.append(TranslationCell(key: key, language: language))
      }
    }
    return cells
  }
}

import CatalogModel
import CatalogFiles

/// Editing one form of a varied cell: its text and its review state.
extension Catalog {
  /// Sets the string of the form at `path` (`plural.few`, `device.mac.plural.one`, the root of a
  /// cell with substitutions…). The form becomes `translated`; changing a source form marks the
  /// other languages' translated strings `needs_review`, as editing a plain source string does.
  /// The root of a plain or missing cell is an ordinary cell edit (`changeSettingValue`).
  public func changeSettingFormValue(_ value: String, key: String, language: String, at path: FormPath) -> CatalogChange? {
    if path.isRoot, strings[key]?.localization(language)?.isVaried != true {
      return changeSettingValue(value, key: key, language: language)
    }
    let what = path.isRoot ? "" : " \(path)"
    guard var change = changingLocalization(key: key, language: language, label: "edit \(language)\(what) of \"\(key)\"", { localization in
      guard var node = localization.form(at: path), var unit = node.stringUnit, unit.value != value else { return false }
      unit.value = value
      unit.state = .translated
      node.stringUnit = unit
      return localization.setForm(node, at: path)
    }) else { return nil }
    if language == sourceLanguage, case .put(_, var entry)? = change.edits.first, let localizations = entry.localizations {
      for (other, localization) in localizations.pairs where other != sourceLanguage {
        entry.setLocalization(localization.replacingState(.translated, with: .needsReview), for: other)
      }
      change.edits = [.put(key: key, entry: entry)]
    }
    return change
  }

  /// Toggles the form at `path` (every string under it) between `needs_review` and
  /// `translated`, as `changeTogglingReview` does for a whole cell (a `new` form becomes translated).
  public func changeTogglingFormReview(key: String, language: String, at path: FormPath) -> CatalogChange? {
    guard let node = strings[key]?.localization(language)?.form(at: path) else { return nil }
    let status = node.status
    let reviewed = status == .needsReview || status == .new
    let label = reviewed ? "mark \(language) \(path) of \"\(key)\" reviewed" : "mark \(language) \(path) of \"\(key)\" for review"
    return changingLocalization(key: key, language: language, label: label) { localization in
      localization.setForm(node.toggledReview(status: status), at: path)
    }
  }
}

extension Localization {
  /// What `r` makes of a cell or form whose status is `status`: needs review and new become
  /// translated (a person has looked at them); anything else is marked for review.
  package func toggledReview(status: CellStatus) -> Localization {
    switch status {
    case .needsReview: return replacingState(.needsReview, with: .translated)
    case .new: return replacingState(.new, with: .translated)
    default: return markingEveryUnit(.needsReview)
    }
  }
}

extension Localization {
  /// A copy with every unit in state `old` (at every depth) set to `new`.
  package func replacingState(_ old: TranslationState, with new: TranslationState) -> Localization {
    mappingUnits { unit in
      var unit = unit
      if unit.state == old { unit.state = new }
      return unit
    }
  }
}

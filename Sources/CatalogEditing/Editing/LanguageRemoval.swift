import CatalogModel
import CatalogFiles

/// Deletes one language's translations from a catalog (`glossa languages remove`).
extension Catalog {
  /// How many entries have a localization in `language`.
  public func translationCount(in language: String) -> Int {
    strings.values.reduce(0) { $0 + ($1.localizations?[language] == nil ? 0 : 1) }
  }

  /// Removes every entry's localization in `language`; an entry left with none loses its
  /// `localizations` member, as Xcode writes such an entry. Returns how many were removed.
  @discardableResult
  public mutating func removeLanguage(_ language: String) -> Int {
    let edits = languageRemovalEdits(language)
    for edit in edits { apply(edit) }
    return edits.count
  }

  /// The same as one undoable change (the editor's `D` in the language chooser); nil when no
  /// entry has the language.
  public func changeRemovingLanguage(_ language: String) -> CatalogChange? {
    let edits = languageRemovalEdits(language)
    return edits.isEmpty ? nil : CatalogChange(label: "delete the \(language) translations", edits: edits)
  }

  private func languageRemovalEdits(_ language: String) -> [CatalogEdit] {
    strings.pairs.compactMap { key, entry in
      guard var localizations = entry.localizations, localizations[language] != nil else { return nil }
      localizations[language] = nil
      var changed = entry
      changed.localizations = localizations.isEmpty ? nil : localizations
      return .put(key: key, entry: changed)
    }
  }
}

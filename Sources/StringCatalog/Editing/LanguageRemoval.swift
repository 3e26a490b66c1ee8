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
    var removed = 0
    for (key, entry) in strings.pairs {
      guard var localizations = entry.localizations, localizations[language] != nil else { continue }
      localizations[language] = nil
      var changed = entry
      changed.localizations = localizations.isEmpty ? nil : localizations
      strings[key] = changed
      removed += 1
    }
    return removed
  }
}

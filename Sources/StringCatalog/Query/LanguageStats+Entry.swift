extension LanguageStats {
  /// Adds one entry's contribution to these counts, exactly as `Catalog.stats` counts it, so a
  /// cache can follow an edit by taking the old entry out and putting the new one in instead of
  /// recounting the whole catalog.
  public mutating func add(_ entry: Entry, sourceLanguage: String) {
    adjust(for: entry, sourceLanguage: sourceLanguage, by: 1)
  }

  /// Takes back what `add` counted for `entry`.
  public mutating func remove(_ entry: Entry, sourceLanguage: String) {
    adjust(for: entry, sourceLanguage: sourceLanguage, by: -1)
  }

  private mutating func adjust(for entry: Entry, sourceLanguage: String, by delta: Int) {
    // Entries marked "Don't translate" are not counted at all, as in `Catalog.stats`.
    guard entry.isTranslatable else { return }
    total += delta
    if entry.isStale { stale += delta }
    switch entry.status(for: language, sourceLanguage: sourceLanguage) {
    case .translated: translated += delta
    case .needsReview: needsReview += delta
    case .new: new += delta
    case .missing: missing += delta
    case .other: break
    }
  }
}

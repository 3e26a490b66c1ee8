extension LanguageStats {
  /// Adds one entry's contribution to these counts, exactly as `Catalog.stats` counts it, so a
  /// cache can follow an edit by taking the old entry out and putting the new one in instead of
  /// recounting the whole catalog.
  public mutating func add(_ entry: Entry, key: String, sourceLanguage: String) {
    guard entry.isCounted(key: key, sourceLanguage: sourceLanguage) else { return countLeftOut(entry, by: 1) }
    count(entry.count(in: language, key: key, sourceLanguage: sourceLanguage), by: 1)
  }

  /// Takes back what `add` counted for `entry`.
  public mutating func remove(_ entry: Entry, key: String, sourceLanguage: String) {
    guard entry.isCounted(key: key, sourceLanguage: sourceLanguage) else { return countLeftOut(entry, by: -1) }
    count(entry.count(in: language, key: key, sourceLanguage: sourceLanguage), by: -1)
  }
}

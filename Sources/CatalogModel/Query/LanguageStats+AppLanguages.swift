extension Array where Element == LanguageStats {
  /// These counts with a row for each of `languages` the catalog lacks, every counted entry
  /// missing there (as Xcode shows a project language a catalog has no strings for), in
  /// catalog order after the source. `sourceLanguage`'s row gives the counts every row shares.
  public func including(_ languages: [String], sourceLanguage: String) -> [LanguageStats] {
    let present = Set(map(\.language))
    let added = languages.filter { !present.contains($0) && $0 != sourceLanguage }
    guard !added.isEmpty, let reference = first(where: { $0.language == sourceLanguage }) ?? first else { return self }
    var rows = self
    for language in added {
      var row = LanguageStats(language: language)
      row.total = reference.total
      row.missing = reference.total
      row.leftOut = reference.leftOut
      row.stale = reference.stale
      row.doNotTranslate = reference.doNotTranslate
      rows.append(row)
    }
    let source = rows.filter { $0.language == sourceLanguage }
    return source + rows.filter { $0.language != sourceLanguage }.sorted { CatalogOrder.precedes($0.language, $1.language) }
  }
}

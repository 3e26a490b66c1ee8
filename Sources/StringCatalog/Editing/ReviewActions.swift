/// Review mode's model side: the queue of cells to review, and rejecting (accepting is
/// `changeAccepting`). Accept: every `needs_review` string of the cell becomes `translated`;
/// reject: every `needs_review` string becomes `new`, its text kept for the translator.
public struct ReviewItem: Sendable, Hashable {
  public var key: String
  public var language: String

  public init(key: String, language: String) {
    self.key = key
    self.language = language
  }
}

extension Catalog {
  /// Every cell of `languages` that has a `needs_review` string at any depth, in catalog order
  /// (and in the given language order within a key). Target cells of keys marked don't
  /// translate are left out, as the needs-review filter leaves them out. O(catalog): build it
  /// once, when review starts.
  public func needsReviewItems(languages: [String]) -> [ReviewItem] {
    var items: [ReviewItem] = []
    for (key, entry) in strings.pairs {
      guard let localizations = entry.localizations else { continue }
      for language in languages {
        guard language == sourceLanguage || entry.isTranslatable, let localization = localizations[language] else { continue }
        if localization.status == .needsReview { items.append(ReviewItem(key: key, language: language)) }
      }
    }
    return items
  }

  /// Sets every `needs_review` string of the given cells to `new`, as one change.
  public func changeRejecting(_ items: [ReviewItem], label: String) -> CatalogChange? {
    var entries: [String: Entry] = [:]
    var order: [String] = []
    for item in items {
      guard var entry = entries[item.key] ?? strings[item.key], let localization = entry.localization(item.language) else { continue }
      let rejected = localization.replacingState(.needsReview, with: .new)
      guard rejected != localization else { continue }
      entry.setLocalization(rejected, for: item.language)
      if entries[item.key] == nil { order.append(item.key) }
      entries[item.key] = entry
    }
    let edits = order.compactMap { key in entries[key].map { CatalogEdit.put(key: key, entry: $0) } }
    return edits.isEmpty ? nil : CatalogChange(label: label, edits: edits)
  }

  /// `changeAccepting` for review items.
  public func changeAcceptingItems(_ items: [ReviewItem], label: String) -> CatalogChange? {
    changeAccepting(items.map { (key: $0.key, language: $0.language) }, label: label)
  }
}

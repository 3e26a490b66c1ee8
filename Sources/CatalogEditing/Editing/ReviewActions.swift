import CatalogModel
import CatalogFiles

/// Review mode's model side: the queue of cells to review, and rejecting (accepting is
/// `changeAccepting`). Accept: every `needs_review` or `machine_translated` string of the cell
/// becomes `translated`; reject: every such string becomes `new`, its text kept for the translator.
public struct ReviewItem: Sendable, Hashable {
  public var key: String
  public var language: String

  public init(key: String, language: String) {
    self.key = key
    self.language = language
  }
}

extension Catalog {
  /// Every cell of `languages` that has a `needs_review` or `machine_translated` string at any
  /// depth, in catalog order
  /// (and in the given language order within a key). Target cells of keys marked don't
  /// translate are left out, as the needs-review filter leaves them out. O(catalog): build it
  /// once, when review starts.
  public func needsReviewItems(languages: [String]) -> [ReviewItem] {
    // Walking each entry's own localizations beats looking every language up in every entry.
    var order: [String: Int] = [:]
    for (index, language) in languages.enumerated() where order[language] == nil { order[language] = index }
    var items: [ReviewItem] = []
    var found: [(order: Int, language: String)] = []
    for (key, entry) in strings.pairs {
      guard let localizations = entry.localizations else { continue }
      found.removeAll(keepingCapacity: true)
      for index in localizations.keys.indices {
        let language = localizations.keys[index]
        guard let position = order[language], language == sourceLanguage || entry.isTranslatable else { continue }
        if localizations.values[index].awaitsReview { found.append((position, language)) }
      }
      if found.count > 1 { found.sort { $0.order < $1.order } }
      for cell in found { items.append(ReviewItem(key: key, language: cell.language)) }
    }
    return items
  }

  /// Sets every `needs_review` and `machine_translated` string of the given cells to `new`, as one change.
  public func changeRejecting(_ items: [ReviewItem], label: String) -> CatalogChange? {
    var entries: [String: Entry] = [:]
    var order: [String] = []
    for item in items {
      guard var entry = entries[item.key] ?? strings[item.key], let localization = entry.localization(item.language) else { continue }
      let rejected = localization.replacingState(.needsReview, with: .new).replacingState(.machineTranslated, with: .new)
      guard rejected != localization else { continue }
      entry.setLocalization(rejected, for: item.language)
      if entries[item.key] == nil { order.append(item.key) }
      entries[item.key] = entry
    }
    let edits = order.compactMap { key in entries[key].map { CatalogEdit.put(key: key, entry: $0) } }
    return edits.isEmpty ? nil : CatalogChange(label: label, edits: edits)
  }

  /// Accepting a cell that was rejected (`new` with a text, e.g. after `x` in review mode): each
  /// `new` string with a value becomes `translated`, as one change.
  public func changeAcceptingNewText(_ items: [ReviewItem], label: String) -> CatalogChange? {
    var edits: [CatalogEdit] = []
    for item in items {
      guard var entry = strings[item.key], let localization = entry.localization(item.language) else { continue }
      let accepted = localization.mappingUnits { unit in
        var unit = unit
        if unit.state == .new && !unit.value.isEmpty { unit.state = .translated }
        return unit
      }
      guard accepted != localization else { continue }
      entry.setLocalization(accepted, for: item.language)
      edits.append(.put(key: item.key, entry: entry))
    }
    return edits.isEmpty ? nil : CatalogChange(label: label, edits: edits)
  }

  /// `changeAccepting` for review items.
  public func changeAcceptingItems(_ items: [ReviewItem], label: String) -> CatalogChange? {
    changeAccepting(items.map { (key: $0.key, language: $0.language) }, label: label)
  }
}

extension Localization {
  /// True when any string at any depth is `needs_review` or `machine_translated`: what review
  /// mode asks a person about (a plain string without the leaf walk).
  public var awaitsReview: Bool {
    guard isVaried else { return stringUnit.map { $0.state.awaitsReview } ?? false }
    var found = false
    forEachLeafState { state in found = found || state.awaitsReview }
    return found
  }
}

import CatalogModel
import CatalogFiles
import CatalogEditing

/// The strings of one target language sent in one request, with their context.
package struct TranslationBatch: Sendable, Equatable {
  package var sourceLanguage: String
  package var targetLanguage: String
  package var appDescription: String?
  package var style: String?
  package var items: [TranslationItem]

  package init(
    sourceLanguage: String, targetLanguage: String, appDescription: String?, style: String?, items: [TranslationItem]
  ) {
    self.sourceLanguage = sourceLanguage
    self.targetLanguage = targetLanguage
    self.appDescription = appDescription
    self.style = style
    self.items = items
  }

  /// The do-not-translate terms the batch's sources hold, in first-seen order.
  package var doNotTranslate: [String] {
    var seen = Set<String>()
    return items.flatMap(\.keptTerms).filter { seen.insert($0).inserted }
  }

  /// The glossary terms the batch's sources hold, the first translation of each term.
  package var glossary: [GlossaryTerm] {
    var seen = Set<String>()
    return items.flatMap(\.glossary).filter { seen.insert($0.term).inserted }
  }

  /// The cells the batch works on, in order.
  package var cells: [TranslationCell] {
    var seen = Set<TranslationCell>()
    return items.map(\.cell).filter { seen.insert($0).inserted }
  }

  /// The same batch with only `failed` items (id → what was wrong), each carrying its reason.
  package func retrying(_ failed: [String: String]) -> TranslationBatch {
    var copy = self
    copy.items = items.compactMap { item in
      guard let reason = failed[item.id] else { return nil }
      var item = item
      item.retryReason = reason
      return item
    }
    return copy
  }
}

/// Cuts the chosen cells into batches.
package enum TranslationBatching {
  /// One language per batch, at most `size` items each; a cell's items stay in one batch (a
  /// cell with more items than `size` gets a batch of its own), so a cell is written whole or
  /// not at all. Item ids count from 1 in each batch.
  package static func batches(
    for cells: [TranslationCell], in catalog: Catalog, guide: TranslationGuide, size: Int
  ) -> [TranslationBatch] {
    let limit = max(1, size)
    var batches: [TranslationBatch] = []
    var current: [TranslationItem] = []
    var language: String?
    func flush() {
      guard let target = language, !current.isEmpty else { return }
      for index in current.indices { current[index].id = String(index + 1) }
      batches.append(
        TranslationBatch(
          sourceLanguage: catalog.sourceLanguage, targetLanguage: target, appDescription: guide.appDescription,
          style: guide.style(for: target), items: current))
      current = []
    }
    for cell in cells {
      let items = catalog.translationItems(for: cell, guide: guide)
      guard !items.isEmpty else { continue }
      if language != cell.language || current.count + items.count > limit { flush() }
      language = cell.language
      current += items
    }
    flush()
    return batches
  }
}

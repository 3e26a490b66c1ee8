import StringCatalog

/// What one batch produced after validation and at most one retry.
package struct BatchOutcome: Sendable {
  package var batch: TranslationBatch
  /// Values for every item of the cells that came back whole and valid.
  package var results: [(item: TranslationItem, value: TranslationText)]
  /// Cells left untouched, each with the reason.
  package var failures: [(cell: TranslationCell, reason: String)]
  /// Requests sent for the batch (1, or 2 with the retry).
  package var requests: Int

  /// Groups per-item values and problems by cell: a cell is written only when every one of its
  /// items is valid.
  init(batch: TranslationBatch, values: [String: TranslationText], problems: [String: String], requests: Int) {
    self.batch = batch
    self.requests = requests
    results = []
    failures = []
    for cell in batch.cells {
      let items = batch.items.filter { $0.cell == cell }
      if let failed = items.first(where: { problems[$0.id] != nil }), let reason = problems[failed.id] {
        failures.append((cell, Self.place(of: failed) + reason))
        continue
      }
      for item in items {
        if let value = values[item.id] { results.append((item, value)) }
      }
    }
  }

  /// "device iphone: ", "substitution count: ", or nothing for the cell's own string.
  private static func place(of item: TranslationItem) -> String {
    if let device = item.device { return "device \(device): " }
    if let substitution = item.substitution { return "substitution \(substitution): " }
    return ""
  }

  /// Every cell of the batch failed for one reason (the provider failed).
  init(batch: TranslationBatch, failure: String, requests: Int) {
    self.batch = batch
    self.requests = requests
    results = []
    failures = batch.cells.map { ($0, failure) }
  }

  package var translatedCells: Int { Set(results.map(\.item.cell)).count }
}

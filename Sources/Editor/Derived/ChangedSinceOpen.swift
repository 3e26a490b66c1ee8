import StringCatalog

/// The keys whose entry differs from what the catalog held when the editor opened it: what the
/// "changed since open" filter shows. Only keys a change touched are ever compared, each against
/// the entry it had before its first change, so undoing back to the opened text drops the key.
struct ChangedSinceOpen {
  /// The entry each touched key had when the catalog was opened (nil: the key did not exist).
  private var opened: [String: Entry?] = [:]
  private(set) var keys: Set<String> = []

  func contains(_ key: String) -> Bool { keys.contains(key) }
  var count: Int { keys.count }

  /// Follows one step of the history: it holds the touched entries as they were before it.
  mutating func follow(_ step: HistoryStep, in catalog: Catalog) {
    for (slot, key) in step.keys.enumerated() {
      if opened[key] == nil { opened[key] = .some(step.entriesBefore[slot]) }
      compare(key, in: catalog)
    }
  }

  /// After a reload the catalog may differ anywhere; the keys already touched are compared again.
  mutating func recompare(in catalog: Catalog) {
    for key in opened.keys { compare(key, in: catalog) }
  }

  private mutating func compare(_ key: String, in catalog: Catalog) {
    guard let original = opened[key] else { return }
    if catalog.strings[key] != original { keys.insert(key) } else { keys.remove(key) }
  }
}

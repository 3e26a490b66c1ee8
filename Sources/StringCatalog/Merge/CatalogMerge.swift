/// Merges the edits made on one copy of a catalog into another copy that changed meanwhile (the
/// file on disk, or the catalog a recovery file is restored into), key by key and leaf by leaf.
///
/// The editor's reload, the restore of a recovery file and (later) git merges all come here, so
/// "what is a conflict" has one answer.
public enum CatalogMerge {
  public struct Outcome: Sendable {
    /// Puts and removals that turn `theirs` into the merged catalog; empty when mine changed
    /// nothing that theirs lacks.
    public var change: CatalogChange
    public var conflicts: [EntryConflict]
  }

  /// Mine's changes since `base`, merged into `theirs`. Only keys that differ between base and
  /// mine are looked at in depth.
  public static func merge(base: Catalog, mine: Catalog, theirs: Catalog, label: String) -> Outcome {
    var edits: [CatalogEdit] = []
    var conflicts: [EntryConflict] = []
    for key in changedKeys(from: base, to: mine) {
      let baseEntry = base.strings[key]
      let mineEntry = mine.strings[key]
      let theirEntry = theirs.strings[key]
      let outcome = LeafMerge.merge(base: baseEntry, mine: mineEntry, theirs: theirEntry)
      if !outcome.conflicts.isEmpty {
        conflicts.append(
          EntryConflict(key: key, base: baseEntry, mine: mineEntry, theirs: theirEntry, leaves: outcome.conflicts))
      }
      guard outcome.entry != theirEntry else { continue }
      edits.append(outcome.entry.map { .put(key: key, entry: $0) } ?? .remove(key: key))
    }
    return Outcome(change: CatalogChange(label: label, edits: edits), conflicts: conflicts)
  }

  /// Keys whose entries differ, in catalog order (mine's keys, then keys mine removed). Entries
  /// the two copies still share compare by identity, so this is cheap for a few edits.
  public static func changedKeys(from base: Catalog, to mine: Catalog) -> [String] {
    if base.strings == mine.strings { return [] }
    var keys: [String] = []
    for (key, entry) in mine.strings.pairs where base.strings[key] != entry {
      keys.append(key)
    }
    for key in base.strings.keys where mine.strings.index(of: key) == nil {
      keys.append(key)
    }
    return keys
  }
}

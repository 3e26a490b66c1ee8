import CatalogModel
import CatalogFiles

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
      mergeKey(
        key, base: base.strings[key], mine: mine.strings[key], theirs: theirs.strings[key], edits: &edits,
        conflicts: &conflicts)
    }
    return Outcome(change: CatalogChange(label: label, edits: edits), conflicts: conflicts)
  }

  /// Merges one key: adds the edit that turns theirs into the merged entry (none when they are
  /// the same) and the key's conflict, if any.
  package static func mergeKey(
    _ key: String, base: Entry?, mine: Entry?, theirs: Entry?, edits: inout [CatalogEdit],
    conflicts: inout [EntryConflict]
  ) {
    let outcome = LeafMerge.merge(base: base, mine: mine, theirs: theirs)
    if !outcome.conflicts.isEmpty {
      conflicts.append(EntryConflict(key: key, base: base, mine: mine, theirs: theirs, leaves: outcome.conflicts))
    }
    guard outcome.entry != theirs else { return }
    edits.append(outcome.entry.map { .put(key: key, entry: $0) } ?? .remove(key: key))
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

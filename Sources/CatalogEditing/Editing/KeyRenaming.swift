import CatalogModel
import CatalogFiles

/// Renaming a key, keeping everything its entry holds (localizations, states, comment,
/// extractionState, members Glossa does not know): the entry is removed under the old key and
/// put under the new one, which places it where Xcode sorts it.
extension Catalog {
  /// What renaming `old` to `new` does to this catalog.
  public enum KeyRename: Sendable, Equatable {
    /// The catalog has no `old` (or `old` is `new`): nothing to do.
    case nothing
    /// `new` is free: the change that renames.
    case renamed(CatalogChange)
    /// `new` exists: merging `old` into it leaf by leaf is what is left (see `KeyMerge`).
    case targetExists(KeyMerge)
  }

  public func renaming(_ old: String, to new: String) -> KeyRename {
    guard !old.isLiterally(new), let entry = strings[old] else { return .nothing }
    guard let target = strings[new] else {
      return .renamed(
        CatalogChange(label: KeyMerge.label(old, new), edits: [.remove(key: old), .put(key: new, entry: entry)]))
    }
    return .targetExists(KeyMerge(old: old, new: new, incoming: entry, target: target))
  }
}

/// Merging the entry of a renamed key into the entry already under the new name, leaf by leaf
/// (`LeafMerge` with an empty entry as the base): a leaf only one of them has is taken, a leaf
/// both have with different values is a conflict. The new key's `extractionState` always stays:
/// it says what Xcode found in the code for the key that remains.
public struct KeyMerge: Sendable, Equatable {
  public var old: String
  public var new: String
  /// The old key's entry, with the target's extractionState.
  public var incoming: Entry
  /// The entry already under `new`.
  public var target: Entry

  package init(old: String, new: String, incoming: Entry, target: Entry) {
    self.old = old
    self.new = new
    var incoming = incoming
    incoming.extractionState = target.extractionState
    self.incoming = incoming
    self.target = target
  }

  package static func label(_ old: String, _ new: String) -> String { "rename \"\(old)\" to \"\(new)\"" }

  private var outcome: LeafMerge.Outcome { LeafMerge.merge(base: Entry(), mine: target, theirs: incoming) }

  /// The leaves both keys hold with different values; the merge (as the conflict view shows it:
  /// "yours" is the new key's, the other side the old key's). nil when nothing conflicts.
  public var conflict: EntryConflict? {
    let leaves = outcome.conflicts
    guard !leaves.isEmpty else { return nil }
    return EntryConflict(key: new, base: Entry(), mine: target, theirs: incoming, leaves: leaves)
  }

  /// The change that merges and removes the old key, when no leaf conflicts.
  public var change: CatalogChange? {
    let merged = outcome
    guard merged.conflicts.isEmpty, let entry = merged.entry else { return nil }
    return change(merging: entry)
  }

  /// The change that puts `entry` (the merge as decided) under the new key and removes the old.
  public func change(merging entry: Entry?) -> CatalogChange {
    var edits: [CatalogEdit] = [.remove(key: old)]
    if let entry, entry != target { edits.append(.put(key: new, entry: entry)) }
    return CatalogChange(label: "merge \"\(old)\" into \"\(new)\"", edits: edits)
  }
}

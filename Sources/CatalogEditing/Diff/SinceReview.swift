import CatalogModel
import CatalogFiles

/// The cells that differ from an earlier version of the catalog (a git revision), as conflicts
/// the conflict view can show: per changed leaf, keep the current value ("mine", accepting the
/// change) or take the revision's ("theirs", reverting it).
///
/// The conflict view decides leaves through `LeafMerge`, which needs a base that differs from
/// both sides at each leaf to be decided: the base here is the current entry with every changed
/// leaf replaced by a placeholder no catalog holds. It is never shown (`showsBase` false).
public enum SinceReview {
  public static func conflicts(current: Catalog, revision: Catalog) -> [EntryConflict] {
    var conflicts: [EntryConflict] = []
    for key in CatalogMerge.changedKeys(from: revision, to: current).sorted(by: CatalogOrder.precedes) {
      let (mine, old) = (current.strings[key], revision.strings[key])
      let base: Entry?
      if let mine, let old {
        var tree = EntryTree.tree(of: mine)
        for path in changedPaths(mine.leaves, old.leaves) { tree = tree.setting(placeholder(at: path), at: path.members[...]) }
        base = EntryTree.entry(from: tree)
      } else {
        base = Entry(comment: placeholderText)
      }
      let outcome = LeafMerge.merge(base: base, mine: mine, theirs: old)
      guard !outcome.conflicts.isEmpty else { continue }
      conflicts.append(EntryConflict(key: key, base: base, mine: mine, theirs: old, leaves: outcome.conflicts))
    }
    return conflicts
  }

  private static let placeholderText = "\u{0}glossa-since\u{0}"

  private static func placeholder(at path: MergePath) -> JSONValue {
    guard path.isAtomic else { return .string(placeholderText) }
    return .object([JSONMember("state", .string(placeholderText)), JSONMember("value", .string(placeholderText))])
  }

  /// Leaves whose value differs, or that only one side has.
  private static func changedPaths(_ mine: [CatalogLeaf], _ old: [CatalogLeaf]) -> [MergePath] {
    var oldByPath: [MergePath: JSONValue] = [:]
    for leaf in old { oldByPath[leaf.path] = leaf.value }
    let minePaths = Set(mine.map(\.path))
    return mine.filter { oldByPath[$0.path] != $0.value }.map(\.path) + old.map(\.path).filter { !minePaths.contains($0) }
  }
}

extension JSONValue {
  /// The tree with `value` at `path`, creating the objects on the way.
  fileprivate func setting(_ value: JSONValue, at path: ArraySlice<String>) -> JSONValue {
    guard let first = path.first else { return value }
    var members: [JSONMember] = []
    if case .object(let existing) = self { members = existing }
    if let index = members.firstIndex(where: { $0.key == first }) {
      members[index] = JSONMember(first, members[index].value.setting(value, at: path.dropFirst()))
    } else {
      members.append(JSONMember(first, JSONValue.object([]).setting(value, at: path.dropFirst())))
    }
    return .object(members)
  }
}

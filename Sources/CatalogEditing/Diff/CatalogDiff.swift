import CatalogModel
import CatalogFiles

/// The changes between two versions of a catalog, leaf by leaf: what `glossa diff` prints.
public struct CatalogDiff: Sendable {
  public enum Kind: Sendable, Equatable {
    case added, removed, changed
  }

  /// One changed leaf, key, language or top-level member.
  public struct Change: Sendable, Equatable {
    /// The key, or nil for the catalog as a whole (languages, version…).
    public var key: String?
    /// What changed inside the key (`de plural.one`, `comment`); `.entry` for the key itself.
    public var path: MergePath
    public var kind: Kind
    public var old: CatalogLeaf?
    public var new: CatalogLeaf?
    /// For catalog-wide lines: what the line says (`languages added: ja`).
    public var summary: String?
    /// For a key added with exactly the leaves of a key removed (`glossa rename`): the old key.
    /// The one change stands for both, whose leaves are not listed.
    public var renamedFrom: String?
  }

  public var changes: [Change]

  public init(old: Catalog, new: Catalog) {
    changes = CatalogDiff.catalogChanges(old: old, new: new)
    // Removed keys come last from changedKeys; a diff reads best in the catalog's own order.
    let changedKeys = CatalogMerge.changedKeys(from: old, to: new).sorted(by: CatalogOrder.precedes)
    let renames = CatalogDiff.renames(old: old, new: new, keys: changedKeys)
    let renamedAway = Set(renames.values)
    for key in changedKeys {
      if let from = renames[key] {
        changes.append(Change(key: key, path: .entry, kind: .added, renamedFrom: from))
        continue
      }
      if renamedAway.contains(key) { continue }
      let (before, after) = (old.strings[key], new.strings[key])
      switch (before, after) {
      case (nil, let entry?):
        changes.append(Change(key: key, path: .entry, kind: .added))
        changes += entry.leaves.map { Change(key: key, path: $0.path, kind: .added, new: $0) }
      case (let entry?, nil):
        changes.append(Change(key: key, path: .entry, kind: .removed))
        changes += entry.leaves.map { Change(key: key, path: $0.path, kind: .removed, old: $0) }
      case (let before?, let after?):
        changes += CatalogDiff.leafChanges(key: key, old: before.leaves, new: after.leaves)
      case (nil, nil):
        break
      }
    }
  }

  public var isEmpty: Bool { changes.isEmpty }

  /// New key → old key, for each key added whose leaves equal those of a key removed (paired one
  /// to one in catalog order; an entry without leaves says nothing about where it came from).
  /// One dictionary lookup per key, by the leaves' text.
  private static func renames(old: Catalog, new: Catalog, keys: [String]) -> [String: String] {
    func signature(_ entry: Entry) -> String? {
      let leaves = entry.leaves
      guard !leaves.isEmpty else { return nil }
      return leaves.map { "\($0.path)\u{0}\($0.text)" }.joined(separator: "\u{1}")
    }
    var removed: [String: [String]] = [:]
    for key in keys where new.strings[key] == nil {
      if let entry = old.strings[key], let signature = signature(entry) { removed[signature, default: []].append(key) }
    }
    guard !removed.isEmpty else { return [:] }
    var renames: [String: String] = [:]
    for key in keys where old.strings[key] == nil {
      guard let entry = new.strings[key], let signature = signature(entry), var candidates = removed[signature], !candidates.isEmpty
      else { continue }
      renames[key] = candidates.removeFirst()
      removed[signature] = candidates
    }
    return renames
  }

  private static func leafChanges(key: String, old: [CatalogLeaf], new: [CatalogLeaf]) -> [Change] {
    var oldByPath: [MergePath: CatalogLeaf] = [:]
    for leaf in old { oldByPath[leaf.path] = leaf }
    let newPaths = Set(new.map(\.path))
    var result: [Change] = []
    for leaf in new {
      guard let before = oldByPath[leaf.path] else {
        result.append(Change(key: key, path: leaf.path, kind: .added, new: leaf))
        continue
      }
      if before != leaf { result.append(Change(key: key, path: leaf.path, kind: .changed, old: before, new: leaf)) }
    }
    for leaf in old where !newPaths.contains(leaf.path) {
      result.append(Change(key: key, path: leaf.path, kind: .removed, old: leaf))
    }
    return result
  }

  private static func catalogChanges(old: Catalog, new: Catalog) -> [Change] {
    var result: [Change] = []
    let (before, after) = (old.languages, new.languages)
    let added = after.filter { !before.contains($0) }
    let removed = before.filter { !after.contains($0) }
    if !added.isEmpty {
      result.append(Change(key: nil, path: .entry, kind: .added, summary: "languages added: " + added.joined(separator: ", ")))
    }
    if !removed.isEmpty {
      result.append(
        Change(key: nil, path: .entry, kind: .removed, summary: "languages removed: " + removed.joined(separator: ", ")))
    }
    func members(_ catalog: Catalog) -> [CatalogLeaf] {
      var list = [CatalogLeaf(path: MergePath(["sourceLanguage"]), value: .string(catalog.sourceLanguage))]
      if let version = catalog.version { list.append(CatalogLeaf(path: MergePath(["version"]), value: .string(version))) }
      return list + catalog.extra.map { CatalogLeaf(path: MergePath([$0.key]), value: $0.value) }
    }
    for change in leafChanges(key: "", old: members(old), new: members(new)) {
      var catalogWide = change
      catalogWide.key = nil
      result.append(catalogWide)
    }
    return result
  }
}

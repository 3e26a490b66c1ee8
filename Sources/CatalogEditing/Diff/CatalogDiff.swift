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
  }

  public var changes: [Change]

  public init(old: Catalog, new: Catalog) {
    changes = CatalogDiff.catalogChanges(old: old, new: new)
    // Removed keys come last from changedKeys; a diff reads best in the catalog's own order.
    for key in CatalogMerge.changedKeys(from: old, to: new).sorted(by: CatalogOrder.precedes) {
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

import CatalogModel
import CatalogFiles
import CatalogEditing
import CatalogChecks

/// What a git merge left conflicted in one catalog: for each key, the three versions and which
/// leaves conflict, plus top-level members. The merged file holds ours for each of them; the
/// record lets the editor show the conflict view later, so it lives beside the repository's git
/// directory and never in the working tree.
public struct MergeConflictRecord: Sendable, Equatable {
  /// The catalog's path relative to the worktree's top folder.
  public var catalogPath: String
  /// `mine` is ours (the branch merged into), `theirs` the branch being merged.
  public var conflicts: [EntryConflict]
  public var memberConflicts: [MemberConflict]

  public init(catalogPath: String, conflicts: [EntryConflict], memberConflicts: [MemberConflict]) {
    self.catalogPath = catalogPath
    self.conflicts = conflicts
    self.memberConflicts = memberConflicts
  }

  public var isEmpty: Bool { conflicts.isEmpty && memberConflicts.isEmpty }

  public func encoded() -> [UInt8] {
    MergeConflictCoding.encode(self)
  }

  public static func decode(_ bytes: [UInt8], path: String) throws(CatalogReadError) -> MergeConflictRecord {
    do {
      return try MergeConflictCoding.decode(bytes)
    } catch {
      var located = error
      located.path = path
      throw located
    }
  }

  /// The conflicts still open in `catalog` (the file as it is now): each key merged again with
  /// the file's entry as ours, so leaves someone already settled by hand drop out.
  public func openConflicts(in catalog: Catalog) -> [EntryConflict] {
    conflicts.compactMap { conflict in
      let current = catalog.strings[conflict.key]
      let outcome = LeafMerge.merge(base: conflict.base, mine: current, theirs: conflict.theirs)
      guard !outcome.conflicts.isEmpty else { return nil }
      return EntryConflict(
        key: conflict.key, base: conflict.base, mine: current, theirs: conflict.theirs, leaves: outcome.conflicts)
    }
  }

  /// One line per conflicting leaf: `key · de: ours "A", theirs "B" (base "C")`.
  public var summaryLines: [String] {
    var lines: [String] = []
    for conflict in conflicts {
      for path in conflict.leaves {
        let (base, ours, theirs) = (
          conflict.lines(of: .base, at: path), conflict.lines(of: .mine, at: path), conflict.lines(of: .theirs, at: path)
        )
        lines.append(
          "\(conflict.key) · \(path): ours \(Self.quoted(ours)), theirs \(Self.quoted(theirs)) (base \(Self.quoted(base)))")
      }
    }
    for member in memberConflicts {
      let (base, ours, theirs) = (LeafText.lines(of: member.base), LeafText.lines(of: member.ours), LeafText.lines(of: member.theirs))
      lines.append("catalog \(member.path): ours \(Self.quoted(ours)), theirs \(Self.quoted(theirs)) (base \(Self.quoted(base)))")
    }
    return lines
  }

  private static func quoted(_ lines: [String]) -> String {
    "\"" + lines.joined(separator: " | ") + "\""
  }
}

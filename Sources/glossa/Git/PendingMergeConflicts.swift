import Foundation
import StringCatalog

/// A git merge's conflict record for the catalog being opened: its conflicts go to the conflict
/// view, and once they are decided and saved the record is removed.
struct PendingMergeConflicts {
  var store: MergeConflictStore
  var relativePath: String
  var conflicts: [EntryConflict]
  /// Top-level members the editor cannot show per leaf: told once, ours is in the file.
  var memberLines: [String]

  static let origin = "git merge: yours = this branch, theirs = the branch merged in"

  /// The record for `path`, with the conflicts still open in `catalog`; nil outside a git
  /// worktree or without a record. A record that cannot be read is reported and left alone.
  static func find(for path: String, catalog: Catalog) -> PendingMergeConflicts? {
    var known: [GitWorktree] = []
    var outside: Set<String> = []
    return find(for: path, catalog: catalog, worktrees: &known, outside: &outside)
  }

  /// `find` for one of many catalogs: `worktrees` remembers the worktrees met so far.
  static func find(
    for path: String, catalog: Catalog, worktrees: inout [GitWorktree], outside: inout Set<String>
  ) -> PendingMergeConflicts? {
    guard let worktree = GitWorktree.containing(path, known: &worktrees, outside: &outside),
      let relative = worktree.relativePath(of: path)
    else { return nil }
    let store = MergeConflictStore(worktree: worktree)
    let record: MergeConflictRecord?
    do {
      record = try store.read(relativePath: relative)
    } catch {
      printError(error.description)
      return nil
    }
    guard let record else { return nil }
    let memberLines = MergeConflictRecord(catalogPath: relative, conflicts: [], memberConflicts: record.memberConflicts)
      .summaryLines
    return PendingMergeConflicts(
      store: store, relativePath: relative, conflicts: record.openConflicts(in: catalog), memberLines: memberLines)
  }

  /// The message for the first screen when nothing is left to decide per leaf.
  var settledMessage: String? {
    guard conflicts.isEmpty else { return nil }
    return "The git merge's conflicts are settled in the file: git add \(relativePath)"
  }

  func removeRecord() {
    store.remove(relativePath: relativePath)
  }
}

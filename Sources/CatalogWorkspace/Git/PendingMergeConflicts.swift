import CatalogModel
import CatalogFiles
import CatalogEditing
import CatalogChecks
import Foundation

/// A git merge's conflict record for the catalog being opened: its conflicts go to the conflict
/// view, and once they are decided and saved the record is removed.
package struct PendingMergeConflicts {
  package var store: MergeConflictStore
  package var relativePath: String
  package var conflicts: [EntryConflict]
  /// Top-level members the editor cannot show per leaf: told once, ours is in the file.
  package var memberLines: [String]

  package static let origin = "git merge: yours = this branch, theirs = the branch merged in"

  /// The record for `path`, with the conflicts still open in `catalog`; nil outside a git
  /// worktree or without a record. A record that cannot be read is left alone and its error goes
  /// to `problems` (the editor shows it on its message line: standard error would scribble on
  /// the screen). `worktrees` remembers the worktrees met so far, for an app's many catalogs.
  package static func find(
    for path: String, catalog: Catalog, worktrees: inout [GitWorktree], outside: inout Set<String>,
    problems: inout [String]
  ) -> PendingMergeConflicts? {
    guard let worktree = GitWorktree.containing(path, known: &worktrees, outside: &outside),
      let relative = worktree.relativePath(of: path)
    else { return nil }
    let store = MergeConflictStore(worktree: worktree)
    let record: MergeConflictRecord?
    do {
      record = try store.read(relativePath: relative)
    } catch {
      problems.append(error.description)
      return nil
    }
    guard let record else { return nil }
    let memberLines = MergeConflictRecord(catalogPath: relative, conflicts: [], memberConflicts: record.memberConflicts)
      .summaryLines
    return PendingMergeConflicts(
      store: store, relativePath: relative, conflicts: record.openConflicts(in: catalog), memberLines: memberLines)
  }

  /// The message for the first screen when nothing is left to decide per leaf.
  package var settledMessage: String? {
    guard conflicts.isEmpty else { return nil }
    return "The git merge's conflicts are settled in the file: git add \(relativePath)"
  }

  package func removeRecord() {
    store.remove(relativePath: relativePath)
  }
}

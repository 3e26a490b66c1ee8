import CatalogModel
import CatalogFiles
import CatalogEditing
import CatalogChecks
import Foundation

/// The git worktree a file belongs to: its top folder and its git directory (for a linked
/// worktree, that worktree's own folder inside the main `.git`).
package struct GitWorktree {
  package var topLevel: String
  package var gitDirectory: String

  /// The worktree holding `path` (a file that may not exist yet, or a folder); nil outside one.
  package static func containing(_ path: String) -> GitWorktree? {
    let absolute = absolutePath(path)
    var folder = URL(fileURLWithPath: absolute)
    var isFolder: ObjCBool = false
    while !(FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) && isFolder.boolValue) {
      let parent = folder.deletingLastPathComponent()
      if parent.path == folder.path { return nil }
      folder = parent
    }
    guard let result = GitProcess.run(["rev-parse", "--show-toplevel", "--absolute-git-dir"], in: folder.path),
      result.succeeded
    else { return nil }
    let lines = result.text.split(separator: "\n").map(String.init)
    guard lines.count == 2 else { return nil }
    return GitWorktree(topLevel: lines[0], gitDirectory: lines[1])
  }

  /// The worktree holding `path`, taken from `known` when one of them holds it with no `.git`
  /// between (a nested repository has its own); else asked of git, and remembered. An app's
  /// many catalogs then cost one `git` run, not one each.
  package static func containing(_ path: String, known: inout [GitWorktree]) -> GitWorktree? {
    var outside: Set<String> = []
    return containing(path, known: &known, outside: &outside)
  }

  /// `outside`: folders known to be in no worktree (git said so for one of them, and git looks
  /// upwards, so its ancestors are in none either). A file whose folders up to one of those hold
  /// no `.git` is in no worktree without asking git again.
  package static func containing(_ path: String, known: inout [GitWorktree], outside: inout Set<String>) -> GitWorktree? {
    for worktree in known where noRepositoryBetween(GitWorktree.resolved(worktree.topLevel), and: path) {
      return worktree
    }
    let folder = GitWorktree.resolved((GitWorktree.absolutePath(path) as NSString).deletingLastPathComponent)
    var walk = folder as NSString
    while true {
      if outside.contains(walk as String) { return nil }
      if FileManager.default.fileExists(atPath: walk.appendingPathComponent(".git")) { break }
      let parent = walk.deletingLastPathComponent as NSString
      if parent == walk || walk.length == 0 { break }
      walk = parent
    }
    guard let found = containing(path) else {
      var up = folder as NSString
      while outside.insert(up as String).inserted {
        let parent = up.deletingLastPathComponent as NSString
        if parent == up || up.length == 0 { break }
        up = parent
      }
      return nil
    }
    known.append(found)
    return found
  }

  /// True when `path` lies under `top` and no folder on the way down holds a `.git` of its own.
  private static func noRepositoryBetween(_ top: String, and path: String) -> Bool {
    let file = GitWorktree.resolved(GitWorktree.absolutePath(path))
    let prefix = top.hasSuffix("/") ? top : top + "/"
    guard file.hasPrefix(prefix) else { return false }
    var folder = top as NSString
    for component in file.dropFirst(prefix.count).split(separator: "/").dropLast() {
      folder = folder.appendingPathComponent(String(component)) as NSString
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent(".git")) { return false }
    }
    return true
  }

  /// `path` relative to the top folder (symbolic links resolved on both sides), with `/`
  /// separators; nil when the file is outside the worktree.
  package func relativePath(of path: String) -> String? {
    let file = GitWorktree.resolved(GitWorktree.absolutePath(path))
    let top = GitWorktree.resolved(topLevel)
    let prefix = top.hasSuffix("/") ? top : top + "/"
    guard file.hasPrefix(prefix) else { return nil }
    return String(file.dropFirst(prefix.count))
  }

  package static func absolutePath(_ path: String) -> String {
    if path.hasPrefix("/") { return URL(fileURLWithPath: path).standardizedFileURL.path }
    return URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(path)
      .standardizedFileURL.path
  }

  /// The real path of the deepest existing folder, with the rest appended (the file itself may
  /// be missing: git's driver names a path the worktree does not hold yet).
  private static func resolved(_ absolute: String) -> String {
    let url = URL(fileURLWithPath: absolute)
    let folder = url.deletingLastPathComponent()
    guard folder.path != url.path else { return absolute }
    if let real = realpath(folder.path, nil) {
      defer { free(real) }
      return URL(fileURLWithPath: String(cString: real)).appendingPathComponent(url.lastPathComponent).path
    }
    return resolved(folder.path) + "/" + url.lastPathComponent
  }
}

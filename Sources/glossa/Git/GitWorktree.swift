import Foundation
import StringCatalog

/// The git worktree a file belongs to: its top folder and its git directory (for a linked
/// worktree, that worktree's own folder inside the main `.git`).
struct GitWorktree {
  var topLevel: String
  var gitDirectory: String

  /// The worktree holding `path` (a file that may not exist yet, or a folder); nil outside one.
  static func containing(_ path: String) -> GitWorktree? {
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

  /// `path` relative to the top folder (symbolic links resolved on both sides), with `/`
  /// separators; nil when the file is outside the worktree.
  func relativePath(of path: String) -> String? {
    let file = GitWorktree.resolved(GitWorktree.absolutePath(path))
    let top = GitWorktree.resolved(topLevel)
    let prefix = top.hasSuffix("/") ? top : top + "/"
    guard file.hasPrefix(prefix) else { return nil }
    return String(file.dropFirst(prefix.count))
  }

  static func absolutePath(_ path: String) -> String {
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

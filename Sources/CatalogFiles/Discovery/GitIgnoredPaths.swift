import CatalogModel
import Foundation

/// What git ignores under the folders discovery walks, asked once per work tree: one
/// `git ls-files --others --ignored --exclude-standard --directory` lists every ignored file and
/// folder (a wholly ignored folder as one line), so the walk neither enters ignored folders nor
/// starts a process per file. Tracked files are never listed, as git does not ignore them.
package struct GitIgnoredPaths {
  private var paths: Set<String> = []
  /// How many times git was asked (one per work tree; tests check it).
  package private(set) var queries = 0

  package func contains(_ path: String) -> Bool { !paths.isEmpty && paths.contains(path) }

  /// For a folder argument: asks git only when the folder is inside a work tree (a `.git` in it or
  /// a parent), so a folder outside git costs no process.
  package mutating func learn(workTreeHolding folder: String) {
    guard Self.isInsideWorkTree(folder) else { return }
    learn(workTreeAt: folder)
  }

  /// For `folder` (a folder argument or a nested repository met by the walk): records every ignored
  /// path under it, spelled as the walk spells it (`folder/relative`).
  package mutating func learn(workTreeAt folder: String) {
    queries += 1
    let arguments = ["ls-files", "-z", "--others", "--ignored", "--exclude-standard", "--directory"]
    guard let result = GitProcess.run(arguments, in: folder), result.succeeded else { return }
    for line in result.output.split(separator: 0) {
      var relative = String(decoding: line, as: UTF8.self)
      if relative.hasSuffix("/") { relative.removeLast() }
      if !relative.isEmpty { paths.insert(DiscoveryPath.join(folder, relative)) }
    }
  }

  private static func isInsideWorkTree(_ folder: String) -> Bool {
    guard let real = realpath(folder, nil) else { return false }
    defer { free(real) }
    var current = String(cString: real)
    while true {
      var info = stat()
      if lstat(DiscoveryPath.join(current, ".git"), &info) == 0 { return true }
      guard current != "/", let slash = current.lastIndex(of: "/") else { return false }
      current = slash == current.startIndex ? "/" : String(current[..<slash])
    }
  }
}

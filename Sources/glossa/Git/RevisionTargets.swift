import ArgumentParser
import Foundation
import TerminalScreen
import StringCatalog

/// A catalog in the worktree and its version at a git revision (`git show REF:path`).
struct RevisionTarget {
  var worktree: GitWorktree
  var revision: String
  /// As the user named it (or as git lists it, relative to the current folder).
  var displayPath: String
  var relativePath: String

  /// The catalog at the revision; an empty one when the file did not exist there.
  func oldCatalog() throws -> Catalog {
    guard let bytes = try RevisionTargets.show(revision, relativePath, in: worktree) else {
      return Catalog(sourceLanguage: (try? newCatalog().sourceLanguage) ?? "en", version: nil)
    }
    do {
      return try CatalogReader.read(bytes: bytes, path: "\(revision):\(relativePath)").catalog
    } catch {
      printError(error.description)
      throw ExitCode(2)
    }
  }

  /// The catalog in the worktree; an empty one when the file is gone.
  func newCatalog() throws -> Catalog {
    do {
      return try CatalogReader.read(path: displayPath).catalog
    } catch {
      if !FileManager.default.fileExists(atPath: displayPath) { return Catalog(sourceLanguage: "en", version: nil) }
      printError(error.description)
      throw ExitCode(2)
    }
  }
}

enum RevisionTargets {
  /// The catalogs to compare with `revision`: those named (folders searched), or every tracked
  /// `.xcstrings` file.
  static func resolve(revision: String, catalogs: [String]) throws -> [RevisionTarget] {
    let here = FileManager.default.currentDirectoryPath
    guard let worktree = GitWorktree.containing(catalogs.first ?? here) else {
      printError("glossa: not in a git worktree: `glossa diff REF` needs one (or give two files: OLD NEW)")
      throw ExitCode(2)
    }
    try requireCommit(revision, in: worktree, otherwise: "not a file, and not a git revision")
    var paths = catalogs
    if paths.isEmpty {
      guard let listed = GitProcess.run(["ls-files", "--", "*.xcstrings"], in: here), listed.succeeded else {
        printError("glossa: git ls-files failed")
        throw ExitCode(2)
      }
      // During a merge a conflicted file is listed once per index stage (1 to 3): once is enough.
      var listedOnce: Set<String> = []
      paths = listed.text.split(separator: "\n").map(String.init).filter { listedOnce.insert($0).inserted }
    } else {
      paths = try existingCatalogs(paths)
    }
    return try paths.map { path in
      guard let relative = worktree.relativePath(of: path) else {
        printError("glossa: \(path): outside the git worktree \(worktree.topLevel)")
        throw ExitCode(2)
      }
      return RevisionTarget(worktree: worktree, revision: revision, displayPath: path, relativePath: relative)
    }
  }

  /// Folders give their catalogs (`CatalogDiscovery`); a path that does not exist is kept, as a
  /// catalog deleted since the revision. Exit 2 for a folder without catalogs.
  private static func existingCatalogs(_ paths: [String]) throws -> [String] {
    let existing = paths.filter { FileManager.default.fileExists(atPath: $0) }
    let gone = paths.filter { !FileManager.default.fileExists(atPath: $0) }
    let arguments = CatalogArguments(existing)
    if arguments.failed { throw ExitCode(2) }
    return arguments.catalogs.map(\.path) + gone
  }

  /// Exit 2 with `glossa: REVISION: <otherwise>` unless `revision` names a commit.
  static func requireCommit(_ revision: String, in worktree: GitWorktree, otherwise: String) throws {
    guard isCommit(revision, in: worktree) else {
      printError("glossa: \(revision): \(otherwise)")
      throw ExitCode(2)
    }
  }

  static func isCommit(_ revision: String, in worktree: GitWorktree) -> Bool {
    GitProcess.run(["rev-parse", "--verify", "--quiet", revision + "^{commit}"], in: worktree.topLevel)?.succeeded ?? false
  }

  /// The file's bytes at `revision`; nil when it did not exist there.
  static func show(_ revision: String, _ relativePath: String, in worktree: GitWorktree) throws -> [UInt8]? {
    guard let exists = GitProcess.run(["cat-file", "-e", "\(revision):\(relativePath)"], in: worktree.topLevel) else {
      printError("glossa: cannot run git")
      throw ExitCode(2)
    }
    guard exists.succeeded else { return nil }
    guard let shown = GitProcess.run(["show", "\(revision):\(relativePath)"], in: worktree.topLevel), shown.succeeded else {
      printError("glossa: git show \(revision):\(relativePath) failed")
      throw ExitCode(2)
    }
    return shown.output
  }
}

import ArgumentParser
import Foundation
import TerminalScreen
import StringCatalog

/// A catalog in the worktree and its bytes at a git revision.
struct RevisionTarget {
  var worktree: GitWorktree
  var revision: String
  /// As the user named it (or as git lists it, relative to the current folder).
  var displayPath: String
  var relativePath: String
  /// nil when the file did not exist at the revision (or is unchanged).
  var oldBytes: [UInt8]?
  /// git says the worktree's file is the same as at the revision: neither side is read.
  var unchangedSinceRevision = false

  /// What `diff REF` prints for this catalog.
  enum Comparison: Sendable {
    /// The same bytes as at the revision (or missing on both sides): nothing is parsed.
    case unchanged
    case compared(CatalogDiff)
    /// `path:line:col: message` for the side that cannot be read.
    case unreadable(String)
  }

  /// The catalog at the revision (an empty one when the file did not exist there) against the
  /// one in the worktree (an empty one when the file is gone).
  func comparison() -> Comparison {
    if unchangedSinceRevision { return .unchanged }
    let newBytes: [UInt8]?
    do {
      newBytes = try FileBytes.read(path: displayPath, limit: CatalogReader.maximumFileSize)
    } catch {
      guard FileManager.default.fileExists(atPath: displayPath) else { return oldBytes == nil ? .unchanged : compare(nil) }
      return .unreadable(error.readError(path: displayPath).description)
    }
    return newBytes == oldBytes ? .unchanged : compare(newBytes)
  }

  private func compare(_ newBytes: [UInt8]?) -> Comparison {
    do throws(CatalogReadError) {
      var old: Catalog?
      if let oldBytes { old = try CatalogReader.read(bytes: oldBytes, path: "\(revision):\(relativePath)").catalog }
      var new = Catalog(sourceLanguage: "en", version: nil)
      if let newBytes { new = try CatalogReader.read(bytes: newBytes, path: displayPath).catalog }
      return .compared(CatalogDiff(old: old ?? Catalog(sourceLanguage: new.sourceLanguage, version: nil), new: new))
    } catch {
      return .unreadable(error.description)
    }
  }
}

enum RevisionTargets {
  /// The catalogs to compare with `revision`: those named (folders searched), or every tracked
  /// `.xcstrings` file.
  static func resolve(revision: String, catalogs: [String], excluding exclusion: PathExclusion) throws -> [RevisionTarget] {
    let here = FileManager.default.currentDirectoryPath
    guard let worktree = GitWorktree.containing(catalogs.first ?? here) else {
      printError("glossa: not in a git worktree: `glossa diff REF` needs one (or give two files: OLD NEW)")
      throw ExitCode(2)
    }
    var paths = catalogs
    if paths.isEmpty {
      guard let listed = GitProcess.run(["ls-files", "--", "*.xcstrings"], in: here), listed.succeeded else {
        printError("glossa: git ls-files failed")
        throw ExitCode(2)
      }
      // During a merge a conflicted file is listed once per index stage (1 to 3): once is enough.
      var listedOnce: Set<String> = []
      var exclusion = exclusion
      exclusion.addConfig(forFolder: here, currentDirectory: here)
      paths = listed.text.split(separator: "\n").map(String.init).filter {
        listedOnce.insert($0).inserted && !exclusion.excludesOnTheWay($0, currentDirectory: here)
      }
    } else {
      paths = try existingCatalogs(paths, excluding: exclusion)
    }
    var targets = try paths.map { path in
      guard let relative = worktree.relativePath(of: path) else {
        printError("glossa: \(path): outside the git worktree \(worktree.topLevel)")
        throw ExitCode(2)
      }
      return RevisionTarget(worktree: worktree, revision: revision, displayPath: path, relativePath: relative)
    }
    // Every changed catalog's old bytes from one git process (issue 33), which also says whether
    // the revision is one.
    switch RevisionFiles.read(revision: revision, relativePaths: targets.map(\.relativePath), in: worktree, skippingUnchanged: true) {
    case .success(let files):
      for index in targets.indices {
        targets[index].oldBytes = files.bytes[targets[index].relativePath]
        targets[index].unchangedSinceRevision = files.unchanged.contains(targets[index].relativePath)
      }
    case .failure(.notACommit):
      printError("glossa: \(revision): not a file, and not a git revision")
      throw ExitCode(2)
    case .failure(.cannotRunGit):
      printError("glossa: cannot run git")
      throw ExitCode(2)
    case .failure(.failed(let message)):
      printError("glossa: git cat-file failed: \(message)")
      throw ExitCode(2)
    }
    return targets
  }

  /// Folders give their catalogs (`CatalogDiscovery`); a path that does not exist is kept, as a
  /// catalog deleted since the revision. Exit 2 for a folder without catalogs.
  private static func existingCatalogs(_ paths: [String], excluding exclusion: PathExclusion) throws -> [String] {
    let existing = paths.filter { FileManager.default.fileExists(atPath: $0) }
    let gone = paths.filter { !FileManager.default.fileExists(atPath: $0) }
    let arguments = CatalogArguments(existing, excluding: exclusion)
    if arguments.failed { throw ExitCode(2) }
    return arguments.catalogs.map(\.path) + gone
  }
}

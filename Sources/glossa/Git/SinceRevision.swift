import ArgumentParser
import Foundation
import StringCatalog

/// A catalog compared with its version at a git revision, for `--since REF`.
enum SinceRevision {
  struct Pair {
    var path: String
    var bytes: [UInt8]
    var current: Catalog
    /// nil when the file did not exist at the revision.
    var old: Catalog?
  }

  /// The catalog at `path` now and at `revision`; exit 2 (with the message) when either cannot be read.
  static func pair(path: String, revision: String) throws -> Pair {
    guard let worktree = GitWorktree.containing(path), let relative = worktree.relativePath(of: path) else {
      printError("glossa: \(path): not in a git worktree (--since needs one)")
      throw ExitCode(2)
    }
    try RevisionTargets.requireCommit(revision, in: worktree, otherwise: "not a git revision")
    do {
      let bytes = try FileBytes.read(path: path, limit: CatalogReader.maximumFileSize)
      let current = try CatalogReader.read(bytes: bytes, path: path).catalog
      let old = try RevisionTargets.show(revision, relative, in: worktree).map { shown in
        try CatalogReader.read(bytes: shown, path: "\(revision):\(relative)").catalog
      }
      return Pair(path: path, bytes: bytes, current: current, old: old)
    } catch let error as FileBytes.Failure {
      printError(error.readError(path: path).description)
    } catch let error as CatalogReadError {
      printError(error.description)
    }
    throw ExitCode(2)
  }

  /// `source-changed` warnings for every catalog among `paths` (files and folders).
  static func sourceChangedFindings(since revision: String, paths: [String], languages: [String]?) throws -> [Finding] {
    let catalogs = LintInputs.resolve(paths.filter { $0 != StandardInput.argument }).files.filter {
      $0.lowercased().hasSuffix(".xcstrings")
    }
    var findings: [Finding] = []
    for path in catalogs {
      let pair = try pair(path: path, revision: revision)
      guard let old = pair.old else { continue }
      let changes = SourceChangedCheck.changes(old: old, new: pair.current, languages: languages)
      findings += SourceChangedCheck.findings(changes, revision: revision, file: path, bytes: pair.bytes)
    }
    return findings
  }
}

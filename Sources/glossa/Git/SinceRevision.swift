import ArgumentParser
import Foundation
import TerminalScreen
import EditorApp
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

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// The catalog at `path` now and at `revision`; exit 2 (with the message) when either cannot be read.
  static func pair(path: String, revision: String) throws -> Pair {
    do {
      let bytes = try FileBytes.read(path: path, limit: CatalogReader.maximumFileSize)
      let current = try CatalogReader.read(bytes: bytes, path: path).catalog
      let old = try catalog(at: revision, of: path).get()
      return Pair(path: path, bytes: bytes, current: current, old: old)
    } catch let error as FileBytes.Failure {
      printError(error.readError(path: path).description)
    } catch let error as CatalogReadError {
      printError(error.description)
    } catch {
      printError("glossa: \(error)")
    }
    throw ExitCode(2)
  }

  /// The catalog at `path` as it was at `revision` (nil: the file did not exist then).
  static func catalog(at revision: String, of path: String) -> Result<Catalog?, Failure> {
    guard let worktree = GitWorktree.containing(path), let relative = worktree.relativePath(of: path) else {
      return .failure(Failure(description: "\(path): not in a git worktree (--since needs one)"))
    }
    guard RevisionTargets.isCommit(revision, in: worktree) else {
      return .failure(Failure(description: "\(revision): not a git revision"))
    }
    do {
      let shown = try RevisionTargets.show(revision, relative, in: worktree)
      return .success(try shown.map { try CatalogReader.read(bytes: $0, path: "\(revision):\(relative)").catalog })
    } catch {
      return .failure(Failure(description: "\(error)"))
    }
  }

  /// The editor's `RevisionReader`: each catalog at `revision`, by path; the first failure ends it.
  static func catalogs(at revision: String, paths: [String]) -> Result<[String: Catalog?], RevisionReadError> {
    var found: [String: Catalog?] = [:]
    for path in paths {
      switch catalog(at: revision, of: path) {
      case .success(let old): found[path] = old
      case .failure(let failure): return .failure(RevisionReadError(description: failure.description))
      }
    }
    return .success(found)
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

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

  /// Each catalog at `paths` now and at `revision` (git asked once per worktree); exit 2 (with
  /// the message) when one cannot be read.
  static func pairs(paths: [String], revision: String) throws -> [Pair] {
    let olds: [String: Catalog?]
    switch catalogs(at: revision, of: paths) {
    case .success(let found): olds = found
    case .failure(let failure):
      printError("glossa: \(failure.description)")
      throw ExitCode(2)
    }
    return try paths.map { path in try current(path, old: olds[path] ?? nil) }
  }

  /// The catalog at `path` now, paired with `old`; exit 2 (with the message) when it cannot be read.
  static func current(_ path: String, old: Catalog?) throws -> Pair {
    do {
      let bytes = try FileBytes.read(path: path, limit: CatalogReader.maximumFileSize)
      let current = try CatalogReader.read(bytes: bytes, path: path).catalog
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

  /// The catalogs at `paths` as they were at `revision` (nil: the file did not exist then), with
  /// one `git cat-file --batch` per worktree the paths lie in.
  static func catalogs(at revision: String, of paths: [String]) -> Result<[String: Catalog?], Failure> {
    var worktrees: [GitWorktree] = []
    var outside: Set<String> = []
    var groups: [(worktree: GitWorktree, paths: [(path: String, relative: String)])] = []
    for path in paths {
      guard let worktree = GitWorktree.containing(path, known: &worktrees, outside: &outside),
        let relative = worktree.relativePath(of: path)
      else {
        return .failure(Failure(description: "\(path): not in a git worktree (--since needs one)"))
      }
      if let index = groups.firstIndex(where: { $0.worktree.topLevel == worktree.topLevel }) {
        groups[index].paths.append((path, relative))
      } else {
        groups.append((worktree, [(path, relative)]))
      }
    }
    var olds: [String: Catalog?] = [:]
    for group in groups {
      let files: [String: [UInt8]]
      switch RevisionFiles.read(revision: revision, relativePaths: group.paths.map(\.relative), in: group.worktree) {
      case .success(let read): files = read
      case .failure(.notACommit): return .failure(Failure(description: "\(revision): not a git revision"))
      case .failure(.cannotRunGit): return .failure(Failure(description: "cannot run git"))
      case .failure(.failed(let message)): return .failure(Failure(description: message))
      }
      for (path, relative) in group.paths {
        guard let bytes = files[relative] else {
          olds[path] = .some(nil)
          continue
        }
        do {
          olds[path] = try CatalogReader.read(bytes: bytes, path: "\(revision):\(relative)").catalog
        } catch {
          return .failure(Failure(description: error.description))
        }
      }
    }
    return .success(olds)
  }

  /// The editor's `RevisionReader` (`--since`, `:since`): every catalog at `revision` in one git
  /// batch per worktree.
  static func editorCatalogs(at revision: String, paths: [String]) -> Result<[String: Catalog?], RevisionReadError> {
    catalogs(at: revision, of: paths).mapError { RevisionReadError(description: $0.description) }
  }

  /// `source-changed` warnings for `catalogs`: the ones lint read (`LintRun.files`), so the folders are not walked twice.
  static func sourceChangedFindings(since revision: String, catalogs: [String], languages: [String]?) throws -> [Finding] {
    var findings: [Finding] = []
    for pair in try pairs(paths: catalogs, revision: revision) {
      guard let old = pair.old else { continue }
      let changes = SourceChangedCheck.changes(old: old, new: pair.current, languages: languages)
      findings += SourceChangedCheck.findings(changes, revision: revision, file: pair.path, bytes: pair.bytes)
    }
    return findings
  }
}

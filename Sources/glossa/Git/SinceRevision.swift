import ArgumentParser
import Foundation
import TerminalScreen
import EditorApp
import StringCatalog

/// A catalog compared with its version at a git revision, for `--since REF`.
enum SinceRevision {
  /// A catalog's bytes at the revision, and the name its errors give (`REV:path`).
  struct OldVersion: Sendable {
    /// nil: git says the worktree's file is the same, so they were not read.
    var bytes: [UInt8]?
    var name: String
  }

  /// A catalog whose bytes differ from the revision's, read on both sides.
  struct Pair: Sendable {
    var path: String
    var bytes: [UInt8]
    var current: Catalog
    var old: Catalog
  }

  /// What comparing one catalog with the revision found. A catalog whose bytes are the same as at
  /// the revision has no change to find: neither side is parsed (issue 33: of an app's 55
  /// catalogs, most are unchanged since `HEAD~1`).
  enum Comparison: Error {
    case unchanged
    case changed(Pair)
    /// The version at the revision cannot be read: `glossa: REV:path:line:col: message`.
    case oldUnreadable(String)
    /// The catalog now cannot be read: `path:line:col: message`.
    case unreadable(String)
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// The catalog at `path` now compared with `old`.
  static func compare(_ path: String, with old: OldVersion) -> Comparison {
    guard let oldBytes = old.bytes else { return .unchanged }
    let bytes: [UInt8]
    do {
      bytes = try FileBytes.read(path: path, limit: CatalogReader.maximumFileSize)
    } catch {
      return .unreadable(error.readError(path: path).description)
    }
    if bytes == oldBytes { return .unchanged }
    let previous: Catalog
    do {
      previous = try CatalogReader.read(bytes: oldBytes, path: old.name).catalog
    } catch {
      return .oldUnreadable("glossa: \(error.description)")
    }
    do {
      return .changed(Pair(path: path, bytes: bytes, current: try CatalogReader.read(bytes: bytes, path: path).catalog, old: previous))
    } catch {
      return .unreadable(error.description)
    }
  }

  /// The bytes of the files at `paths` as they were at `revision` (no entry: the file did not
  /// exist then), with one `git cat-file` per worktree the paths lie in. `skippingUnchanged`:
  /// those git says are unchanged are not read (`RevisionFiles`).
  static func oldVersions(at revision: String, of paths: [String], skippingUnchanged: Bool) -> Result<[String: OldVersion], Failure> {
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
    var olds: [String: OldVersion] = [:]
    for group in groups {
      let files: RevisionFiles.Found
      switch RevisionFiles.read(
        revision: revision, relativePaths: group.paths.map(\.relative), in: group.worktree, skippingUnchanged: skippingUnchanged)
      {
      case .success(let read): files = read
      case .failure(.notACommit): return .failure(Failure(description: "\(revision): not a git revision"))
      case .failure(.cannotRunGit): return .failure(Failure(description: "cannot run git"))
      case .failure(.failed(let message)): return .failure(Failure(description: message))
      }
      for (path, relative) in group.paths {
        let name = "\(revision):\(relative)"
        if let bytes = files.bytes[relative] {
          olds[path] = OldVersion(bytes: bytes, name: name)
        } else if files.unchanged.contains(relative) {
          olds[path] = OldVersion(bytes: nil, name: name)
        }
      }
    }
    return .success(olds)
  }

  /// `oldVersions` (those unchanged not read), or exit 2 with the message.
  static func oldVersionsOrExit(at revision: String, of paths: [String]) throws -> [String: OldVersion] {
    switch oldVersions(at: revision, of: paths, skippingUnchanged: true) {
    case .success(let found): return found
    case .failure(let failure):
      printError("glossa: \(failure.description)")
      throw ExitCode(2)
    }
  }

  /// The catalogs at `paths` as they were at `revision` (nil: the file did not exist then), read
  /// side by side after one git batch per worktree.
  static func catalogs(at revision: String, of paths: [String]) -> Result<[String: Catalog?], Failure> {
    let olds: [String: OldVersion]
    switch oldVersions(at: revision, of: paths, skippingUnchanged: false) {
    case .success(let found): olds = found
    case .failure(let failure): return .failure(failure)
    }
    let read = ParallelMap.map(paths.count) { index -> Result<Catalog, CatalogReadError>? in
      guard let old = olds[paths[index]], let bytes = old.bytes else { return nil }
      do throws(CatalogReadError) {
        return .success(try CatalogReader.read(bytes: bytes, path: old.name).catalog)
      } catch {
        return .failure(error)
      }
    }
    var catalogs: [String: Catalog?] = [:]
    for (path, outcome) in zip(paths, read) {
      switch outcome {
      case nil: catalogs[path] = .some(nil)
      case .success(let catalog)?: catalogs[path] = catalog
      case .failure(let error)?: return .failure(Failure(description: error.description))
      }
    }
    return .success(catalogs)
  }

  /// The editor's `RevisionReader` (`--since`, `:since`): every catalog at `revision` in one git
  /// batch per worktree.
  static func editorCatalogs(at revision: String, paths: [String]) -> Result<[String: Catalog?], RevisionReadError> {
    catalogs(at: revision, of: paths).mapError { RevisionReadError(description: $0.description) }
  }

  /// `source-changed` warnings for `catalogs`: the ones lint read (`LintRun.files`), so the
  /// folders are not walked twice. Only the catalogs whose bytes changed are parsed, side by
  /// side; one that did not exist at the revision has none. Exit 2 (with the message) when a
  /// changed one cannot be read: first any at the revision, then any now, each in path order.
  static func sourceChangedFindings(since revision: String, catalogs: [String], languages: [String]?) throws -> [Finding] {
    let olds = try oldVersionsOrExit(at: revision, of: catalogs)
    // The catalogs are let go on the threads that read them; only the findings come back.
    let compared = ParallelMap.map(catalogs.count) { index -> Result<[Finding], Comparison> in
      guard let old = olds[catalogs[index]] else { return .success([]) }
      switch compare(catalogs[index], with: old) {
      case .unchanged: return .success([])
      case .changed(let pair):
        let changes = SourceChangedCheck.changes(old: pair.old, new: pair.current, languages: languages)
        return .success(SourceChangedCheck.findings(changes, revision: revision, file: pair.path, bytes: pair.bytes))
      case let problem: return .failure(problem)
      }
    }
    let oldProblems = compared.compactMap { if case .failure(.oldUnreadable(let message)) = $0 { message } else { nil } }
    let problems = compared.compactMap { if case .failure(.unreadable(let message)) = $0 { message } else { nil } }
    if let first = oldProblems.first ?? problems.first {
      printError(first)
      throw ExitCode(2)
    }
    return compared.flatMap { (try? $0.get()) ?? [] }
  }
}

import Foundation
import StringCatalog

/// Files as they were at one git revision, read with one `git cat-file` per worktree (issue 33:
/// a process per catalog made `diff REF` over an app of 55 catalogs wait seconds on git). The
/// batch's first question is the revision's commit, so a name that is no commit is known from
/// the same process; then `REV:path` for every file.
enum RevisionFiles {
  enum Failure: Error, Equatable {
    case cannotRunGit
    case notACommit
    case failed(String)
  }

  /// What was found at the revision.
  struct Found {
    /// The bytes of each file read; a path that did not exist there (or was no file) has none.
    var bytes: [String: [UInt8]] = [:]
    /// Paths git says are the same in the worktree as at the revision: their bytes are not read.
    var unchanged: Set<String> = []
  }

  /// The bytes of each of `relativePaths` (relative to the worktree's top folder) at `revision`.
  /// `skippingUnchanged`: git is first asked which of them differ from the revision in the
  /// worktree (`git diff-index`, from the index's file stamps: no file is read), and only those
  /// are read (`cat-file --batch-command`'s `contents`); of the others, `info` says whether they
  /// exist there. Most of an app's catalogs are unchanged since `HEAD~1`, and inflating their
  /// blobs was most of git's time.
  static func read(revision: String, relativePaths: [String], in worktree: GitWorktree, skippingUnchanged: Bool = false)
    -> Result<Found, Failure>
  {
    // One name a line: a revision or path holding a line break cannot be asked in the batch.
    guard !revision.contains("\n"), !revision.contains("\r") else { return .failure(.notACommit) }
    let batched = relativePaths.filter { !$0.contains("\n") }
    var found = Found()
    if skippingUnchanged, let changed = WorktreeChanges.paths(since: revision, among: batched, in: worktree) {
      let unchanged = batched.filter { !changed.contains($0) }
      if let result = readWithBatchCommand(revision: revision, changed: batched.filter(changed.contains), unchanged: unchanged, in: worktree) {
        guard case .success(let answered) = result else { return result }
        found = answered
      } else {
        // A git before 2.36 has no --batch-command: every file is read.
        return readEveryFile(revision: revision, relativePaths: relativePaths, in: worktree)
      }
    } else {
      switch readEveryFile(revision: revision, relativePaths: batched, in: worktree) {
      case .success(let answered): found = answered
      case .failure(let failure): return .failure(failure)
      }
    }
    // The rare path with a line break: asked on its own.
    for path in relativePaths where path.contains("\n") {
      guard let shown = GitProcess.run(["cat-file", "blob", "\(revision):\(path)"], in: worktree.topLevel) else {
        return .failure(.cannotRunGit)
      }
      if shown.succeeded { found.bytes[path] = shown.output }
    }
    return .success(found)
  }

  /// `cat-file --batch`: every path's bytes.
  private static func readEveryFile(revision: String, relativePaths: [String], in worktree: GitWorktree) -> Result<Found, Failure> {
    let names = [revision + "^{commit}"] + relativePaths.map { "\(revision):\($0)" }
    guard let result = GitProcess.run(["cat-file", "--batch"], in: worktree.topLevel, input: lines(names)) else {
      return .failure(.cannotRunGit)
    }
    guard result.succeeded else { return .failure(.failed(result.errorText)) }
    var reader = BatchOutput(bytes: result.output)
    guard case .object(let type, _)? = reader.next(named: names[0], withContents: true), type == "commit" else {
      return .failure(.notACommit)
    }
    var found = Found()
    for (path, name) in zip(relativePaths, names.dropFirst()) {
      switch reader.next(named: name, withContents: true) {
      case .object("blob", let bytes)?: found.bytes[path] = bytes
      case .object?, .missing?: continue
      case nil: return .failure(.failed("git cat-file --batch: unexpected output for \(name)"))
      }
    }
    return .success(found)
  }

  /// `cat-file --batch-command`: the bytes of `changed`, whether each of `unchanged` exists at
  /// the revision. nil when this git has no `--batch-command`.
  private static func readWithBatchCommand(revision: String, changed: [String], unchanged: [String], in worktree: GitWorktree)
    -> Result<Found, Failure>?
  {
    let commit = revision + "^{commit}"
    let commands =
      ["info " + commit] + changed.map { "contents \(revision):\($0)" } + unchanged.map { "info \(revision):\($0)" }
    guard let result = GitProcess.run(["cat-file", "--batch-command"], in: worktree.topLevel, input: lines(commands)) else {
      return .failure(.cannotRunGit)
    }
    guard result.succeeded else { return nil }
    var reader = BatchOutput(bytes: result.output)
    guard case .object(let type, _)? = reader.next(named: commit, withContents: false), type == "commit" else {
      return .failure(.notACommit)
    }
    var found = Found()
    for path in changed {
      let name = "\(revision):\(path)"
      switch reader.next(named: name, withContents: true) {
      case .object("blob", let bytes)?: found.bytes[path] = bytes
      case .object?, .missing?: continue
      case nil: return .failure(.failed("git cat-file --batch-command: unexpected output for \(name)"))
      }
    }
    for path in unchanged {
      let name = "\(revision):\(path)"
      switch reader.next(named: name, withContents: false) {
      case .object("blob", _)?: found.unchanged.insert(path)
      case .object?, .missing?: continue
      case nil: return .failure(.failed("git cat-file --batch-command: unexpected output for \(name)"))
      }
    }
    return .success(found)
  }

  private static func lines(_ names: [String]) -> [UInt8] {
    Array(names.map { $0 + "\n" }.joined().utf8)
  }

  /// `git cat-file`'s answers, in the order asked: `<oid> <type> <size>\n<bytes>\n` (`info`:
  /// without the bytes), or `<name> missing\n` (also `ambiguous`).
  private struct BatchOutput {
    enum Answer {
      case object(type: String, bytes: [UInt8])
      case missing
    }

    let bytes: [UInt8]
    var offset = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    /// The answer to `name`; nil when the output is not one.
    mutating func next(named name: String, withContents: Bool) -> Answer? {
      guard let lineEnd = bytes[offset...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
      let header = String(decoding: bytes[offset..<lineEnd], as: UTF8.self)
      if header == name + " missing" || header == name + " ambiguous" {
        offset = lineEnd + 1
        return .missing
      }
      let fields = header.split(separator: " ")
      guard fields.count == 3, let size = Int(fields[2]), size >= 0 else { return nil }
      guard withContents else {
        offset = lineEnd + 1
        return .object(type: String(fields[1]), bytes: [])
      }
      guard lineEnd + 1 + size < bytes.count else { return nil }
      let start = lineEnd + 1
      offset = start + size + 1
      return .object(type: String(fields[1]), bytes: Array(bytes[start..<start + size]))
    }
  }
}

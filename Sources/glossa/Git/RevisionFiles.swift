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
    var answered: Result<Found, Failure>?
    if skippingUnchanged, let changed = WorktreeChanges.paths(since: revision, among: batched, in: worktree) {
      let unchanged = batched.filter { changed[$0] == nil }
      let read = batched.compactMap { path in changed[path].map { (path: path, object: $0) } }
      // nil from a git before 2.36, which has no --batch-command: every file is read.
      answered = readWithBatchCommand(revision: revision, changed: read, unchanged: unchanged, in: worktree)
    }
    var found: Found
    switch answered ?? readEveryFile(revision: revision, relativePaths: batched, in: worktree) {
    case .success(let read): found = read
    case .failure(let failure): return .failure(failure)
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
    let commit = revision + "^{commit}"
    let names = relativePaths.map { "\(revision):\($0)" }
    let answered = GitProcess.run(["cat-file", "--batch"], in: worktree.topLevel, input: lines([commit] + names)) { output in
      var reader = BatchOutput(output: output)
      defer { output = reader.output }
      guard case .object(let type, _)? = reader.next(named: commit, withContents: true), type == "commit" else {
        return Result<Found, Failure>.failure(.notACommit)
      }
      return reader.files(relativePaths, named: names, withContents: true)
    }
    return outcome(of: answered, command: "--batch")
  }

  /// `cat-file --batch-command`: the bytes of `changed` (each object once: by its id where
  /// `diff-index` gave it, so catalogs that were the same file at the revision share one read),
  /// whether each of `unchanged` exists at the revision (`info`, which inflates nothing). nil
  /// when this git has no `--batch-command`.
  private static func readWithBatchCommand(
    revision: String, changed: [(path: String, object: String?)], unchanged: [String], in worktree: GitWorktree
  ) -> Result<Found, Failure>? {
    let commit = revision + "^{commit}"
    var objects: [String] = []
    var asked: Set<String> = []
    for file in changed {
      let name = file.object ?? "\(revision):\(file.path)"
      if asked.insert(name).inserted { objects.append(name) }
    }
    let unchangedNames = unchanged.map { "\(revision):\($0)" }
    let commands = ["info " + commit] + objects.map { "contents " + $0 } + unchangedNames.map { "info " + $0 }
    let answered = GitProcess.run(["cat-file", "--batch-command"], in: worktree.topLevel, input: lines(commands)) { output in
      var reader = BatchOutput(output: output)
      defer { output = reader.output }
      guard case .object(let type, _)? = reader.next(named: commit, withContents: false), type == "commit" else {
        return Result<Found, Failure>.failure(.notACommit)
      }
      let read: Found
      switch reader.files(objects, named: objects, withContents: true) {
      case .success(let answers): read = answers
      case .failure(let failure): return .failure(failure)
      }
      var found = Found()
      for file in changed { found.bytes[file.path] = read.bytes[file.object ?? "\(revision):\(file.path)"] }
      switch reader.files(unchanged, named: unchangedNames, withContents: false) {
      case .success(let existing): found.unchanged = Set(existing.bytes.keys)
      case .failure(let failure): return .failure(failure)
      }
      return .success(found)
    }
    // A git without --batch-command fails at once (its usage on the error output).
    if let answered, answered.status != 0 { return nil }
    return outcome(of: answered, command: "--batch-command")
  }

  private static func outcome(of answered: (value: Result<Found, Failure>, status: Int32, errorText: String)?, command: String)
    -> Result<Found, Failure>
  {
    guard let answered else { return .failure(.cannotRunGit) }
    guard answered.status == 0 else { return .failure(.failed(answered.errorText)) }
    if case .failure(.failed(let name)) = answered.value { return .failure(.failed("git cat-file \(command): unexpected output for \(name)")) }
    return answered.value
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

    var output: PipeReader

    /// The answer to `name`; nil when the output is not one.
    mutating func next(named name: String, withContents: Bool) -> Answer? {
      guard let line = output.line() else { return nil }
      let header = String(decoding: line, as: UTF8.self)
      if header == name + " missing" || header == name + " ambiguous" { return .missing }
      let fields = header.split(separator: " ")
      guard fields.count == 3, let size = Int(fields[2]), size >= 0 else { return nil }
      guard withContents else { return .object(type: String(fields[1]), bytes: []) }
      guard let bytes = output.bytes(size), output.bytes(1) == [UInt8(ascii: "\n")] else { return nil }
      return .object(type: String(fields[1]), bytes: bytes)
    }

    /// The blobs among the answers to `names` (one for each of `paths`), by path (without
    /// contents: empty). `.failed(name)` for the first answer that is not one.
    mutating func files(_ paths: [String], named names: [String], withContents: Bool) -> Result<Found, Failure> {
      var found = Found()
      for (path, name) in zip(paths, names) {
        switch next(named: name, withContents: withContents) {
        case .object("blob", let bytes)?: found.bytes[path] = bytes
        case .object?, .missing?: continue
        case nil: return .failure(.failed(name))
        }
      }
      return .success(found)
    }
  }
}

import Foundation
import StringCatalog

/// Files as they were at one git revision, read with one `git cat-file --batch` per worktree
/// (issue 33: a process per catalog made `diff REF` over an app of 55 catalogs wait seconds on
/// git). The batch's first question is the revision's commit, so a name that is no commit is
/// known from the same process; then `REV:path` for every file.
enum RevisionFiles {
  enum Failure: Error, Equatable {
    case cannotRunGit
    case notACommit
    case failed(String)
  }

  /// The bytes of each of `relativePaths` (relative to the worktree's top folder) at `revision`;
  /// a path that did not exist there (or was no file) has no entry.
  static func read(revision: String, relativePaths: [String], in worktree: GitWorktree) -> Result<[String: [UInt8]], Failure> {
    // One name a line: a revision or path holding a line break cannot be asked in the batch.
    guard !revision.contains("\n"), !revision.contains("\r") else { return .failure(.notACommit) }
    let batched = relativePaths.filter { !$0.contains("\n") }
    let names = [revision + "^{commit}"] + batched.map { "\(revision):\($0)" }
    let input = Array(names.map { $0 + "\n" }.joined().utf8)
    guard let result = GitProcess.run(["cat-file", "--batch"], in: worktree.topLevel, input: input) else {
      return .failure(.cannotRunGit)
    }
    guard result.succeeded else { return .failure(.failed(result.errorText)) }
    var reader = BatchOutput(bytes: result.output)
    guard case .object(let type, _)? = reader.next(named: names[0]), type == "commit" else { return .failure(.notACommit) }
    var files: [String: [UInt8]] = [:]
    for (path, name) in zip(batched, names.dropFirst()) {
      switch reader.next(named: name) {
      case .object("blob", let bytes)?: files[path] = bytes
      case .object?, .missing?: continue
      case nil: return .failure(.failed("git cat-file --batch: unexpected output for \(name)"))
      }
    }
    // The rare path with a line break: asked on its own.
    for path in relativePaths where path.contains("\n") {
      guard let shown = GitProcess.run(["cat-file", "blob", "\(revision):\(path)"], in: worktree.topLevel) else {
        return .failure(.cannotRunGit)
      }
      if shown.succeeded { files[path] = shown.output }
    }
    return .success(files)
  }

  /// `git cat-file --batch`'s answers, in the order asked: `<oid> <type> <size>\n<bytes>\n`, or
  /// `<name> missing\n` (also `ambiguous`).
  private struct BatchOutput {
    enum Answer {
      case object(type: String, bytes: [UInt8])
      case missing
    }

    let bytes: [UInt8]
    var offset = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    /// The answer to `name`; nil when the output is not one.
    mutating func next(named name: String) -> Answer? {
      guard let lineEnd = bytes[offset...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
      let header = String(decoding: bytes[offset..<lineEnd], as: UTF8.self)
      if header == name + " missing" || header == name + " ambiguous" {
        offset = lineEnd + 1
        return .missing
      }
      let fields = header.split(separator: " ")
      guard fields.count == 3, let size = Int(fields[2]), size >= 0, lineEnd + 1 + size < bytes.count else { return nil }
      let start = lineEnd + 1
      offset = start + size + 1
      return .object(type: String(fields[1]), bytes: Array(bytes[start..<start + size]))
    }
  }
}

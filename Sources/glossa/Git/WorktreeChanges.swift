import StringCatalog

/// Which files differ between a revision and the worktree, as `git diff-index` tells from the
/// index's file stamps without reading the files (a file whose stamp changed is listed even when
/// its bytes did not: the caller compares the bytes of the ones listed).
enum WorktreeChanges {
  /// The paths among `relativePaths` (relative to the worktree's top folder) that may differ
  /// from `revision`, each with its object id there (nil: none, or git did not say); nil when
  /// git cannot tell (the caller then reads every file).
  static func paths(since revision: String, among relativePaths: [String], in worktree: GitWorktree) -> [String: String?]? {
    // A revision that looks like an option is not put on git's command line.
    guard !revision.hasPrefix("-"), !relativePaths.isEmpty else { return nil }
    // One pattern for a whole app of catalogs (git matches `*` across folders); else each path
    // literally.
    let pathspecs =
      relativePaths.allSatisfy { $0.hasSuffix(".xcstrings") } ? ["*.xcstrings"] : relativePaths.map { ":(literal)" + $0 }
    guard
      let listed = GitProcess.run(
        ["diff-index", "--raw", "-z", "--no-renames", "--no-abbrev", revision, "--"] + pathspecs,
        in: worktree.topLevel),
      listed.succeeded
    else { return nil }
    // `:<mode> <mode> <old id> <new id> <status>` NUL `<path>` NUL, for each file.
    var changed: [String: String?] = [:]
    var fields = listed.output.split(separator: 0, omittingEmptySubsequences: false).makeIterator()
    while let header = fields.next(), header.first == UInt8(ascii: ":"), let path = fields.next() {
      let parts = String(decoding: header, as: UTF8.self).split(separator: " ")
      let old = parts.count >= 3 ? String(parts[2]) : ""
      changed[String(decoding: path, as: UTF8.self)] = old.isEmpty || old.allSatisfy { $0 == "0" } ? .some(nil) : old
    }
    return changed
  }
}

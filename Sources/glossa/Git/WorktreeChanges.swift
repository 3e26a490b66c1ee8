import StringCatalog

/// Which files differ between a revision and the worktree, as `git diff-index` tells from the
/// index's file stamps without reading the files (a file whose stamp changed is listed even when
/// its bytes did not: the caller compares the bytes of the ones listed).
enum WorktreeChanges {
  /// The paths among `relativePaths` (relative to the worktree's top folder) that may differ
  /// from `revision`; nil when git cannot tell (the caller then reads every file).
  static func paths(since revision: String, among relativePaths: [String], in worktree: GitWorktree) -> Set<String>? {
    // A revision that looks like an option is not put on git's command line.
    guard !revision.hasPrefix("-"), !relativePaths.isEmpty else { return nil }
    // One pattern for a whole app of catalogs (git matches `*` across folders); else each path
    // literally.
    let pathspecs =
      relativePaths.allSatisfy { $0.hasSuffix(".xcstrings") } ? ["*.xcstrings"] : relativePaths.map { ":(literal)" + $0 }
    guard
      let listed = GitProcess.run(
        ["diff-index", "--name-only", "-z", "--no-renames", revision, "--"] + pathspecs, in: worktree.topLevel),
      listed.succeeded
    else { return nil }
    let changed = Set(listed.output.split(separator: 0).map { String(decoding: $0, as: UTF8.self) })
    return changed
  }
}

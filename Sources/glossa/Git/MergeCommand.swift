import ArgumentParser
import Foundation
import TerminalScreen
import StringCatalog

struct MergeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "merge",
    abstract: "Merge two versions of a catalog leaf by leaf (a git merge driver).",
    discussion: """
      A three-way merge per leaf (key × language × plural/device form, comment, key fields, \
      unknown members): changes to different leaves merge, the same change on both sides is taken \
      once. The result is written in Xcode's exact form to OURS (or --output). As git's merge \
      driver (`glossa git install` sets it up):

        git config merge.xcstrings.driver 'glossa merge %O %A %B %P'

      A leaf changed differently on both sides keeps ours in the result (still a valid catalog); \
      the conflicts are recorded in the repository's git directory and `glossa edit FILE` shows \
      them. Exit status: 0 merged cleanly; 1 conflicts; 2 a version cannot be read or is not a \
      valid catalog (nothing is written).
      """
  )

  @Argument(help: "The common ancestor (git's %O; an empty file: none).", completion: .file())
  var base: String

  @Argument(help: "Our version (git's %A), replaced by the result unless --output is given.", completion: .file())
  var ours: String

  @Argument(help: "Their version (git's %B).", completion: .file())
  var theirs: String

  @Argument(help: "The catalog's path in the worktree (git's %P), for messages and the conflict record.", completion: .file())
  var catalogPath: String?

  @Option(name: .long, help: "The catalog's path in the worktree (the same as the fourth argument).", completion: .file())
  var path: String?

  @Option(name: .long, help: "Write the result here instead of replacing OURS.", completion: .file())
  var output: String?

  func validate() throws {
    if path != nil && catalogPath != nil { throw ValidationError("give the catalog's path once: as --path or as the fourth argument") }
  }

  func run() throws {
    let realPath = path ?? catalogPath ?? output ?? ours
    let versions: MergeInputs
    do {
      versions = try MergeInputs.read(base: base, ours: ours, theirs: theirs)
    } catch {
      printError(error.description)
      printError("glossa: \(realPath): not merged; \(output ?? ours) is unchanged")
      throw ExitCode(2)
    }
    for warning in versions.warnings { printError(warning.description) }
    let outcome = CatalogThreeWay.merge(base: versions.base, ours: versions.ours, theirs: versions.theirs)
    let bytes = CatalogWriter.bytes(outcome.catalog, capacityHint: versions.oursBytes.count + 4096)
    do {
      if let output {
        try FileBytes.replace(output, with: bytes)
      } else if bytes != versions.oursBytes {
        try FileBytes.replace(ours, with: bytes, expecting: .bytes(versions.oursBytes))
      }
    } catch {
      printError("glossa: \(output ?? ours): \(error.description)")
      throw ExitCode(2)
    }
    let record = MergeConflictRecord(
      catalogPath: realPath, conflicts: outcome.conflicts, memberConflicts: outcome.memberConflicts)
    recordConflicts(record, realPath: realPath)
    if outcome.isClean { return }
    throw ExitCode(1)
  }

  /// Writes the record beside the git directory (or removes an old one after a clean merge),
  /// and tells what conflicted.
  private func recordConflicts(_ record: MergeConflictRecord, realPath: String) {
    let worktree = GitWorktree.containing(realPath)
    let relative = worktree?.relativePath(of: realPath)
    if record.isEmpty {
      if let worktree, let relative { MergeConflictStore(worktree: worktree).remove(relativePath: relative) }
      return
    }
    let count = record.summaryLines.count
    printError("glossa: \(realPath): \(Plural.count(count, "conflict")) (ours kept in the file):")
    for line in record.summaryLines { printError("  " + line) }
    guard let worktree, let relative else {
      printError("glossa: \(realPath) is not in a git worktree: the conflicts are not recorded")
      return
    }
    var stored = record
    stored.catalogPath = relative
    do {
      try MergeConflictStore(worktree: worktree).write(stored)
      printError("glossa: decide them with `glossa edit \(realPath)`, then `git add \(realPath)`")
    } catch {
      printError("glossa: cannot record the conflicts: \(error.description)")
    }
  }
}

/// The three versions a merge reads, all before anything is written: one that is not a valid
/// catalog stops the merge with its `file:line:col`.
struct MergeInputs {
  var base: Catalog?
  var ours: Catalog
  var oursBytes: [UInt8]
  var theirs: Catalog
  var warnings: [CatalogReadWarning]

  static func read(base: String, ours: String, theirs: String) throws(CatalogReadError) -> MergeInputs {
    let baseBytes = try bytes(of: base)
    let oursBytes = try bytes(of: ours)
    let theirBytes = try bytes(of: theirs)
    // git passes an empty ancestor when both sides added the file.
    let baseResult = baseBytes.isEmpty ? nil : try CatalogReader.read(bytes: baseBytes, path: base)
    let oursResult = try CatalogReader.read(bytes: oursBytes, path: ours)
    let theirResult = try CatalogReader.read(bytes: theirBytes, path: theirs)
    return MergeInputs(
      base: baseResult?.catalog, ours: oursResult.catalog, oursBytes: oursBytes, theirs: theirResult.catalog,
      warnings: (baseResult?.warnings ?? []) + oursResult.warnings + theirResult.warnings)
  }

  private static func bytes(of path: String) throws(CatalogReadError) -> [UInt8] {
    do {
      return try FileBytes.read(path: path, limit: CatalogReader.maximumFileSize)
    } catch {
      throw error.readError(path: path)
    }
  }
}

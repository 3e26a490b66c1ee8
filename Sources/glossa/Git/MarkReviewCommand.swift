import ArgumentParser
import Foundation
import TerminalScreen
import StringCatalog

struct MarkReviewCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "mark-review",
    abstract: "Mark needs review the translations whose source text changed since a git revision.",
    discussion: """
      What `glossa lint --since REF` reports as source-changed: every string still `translated` \
      in a language of an entry whose source text differs from the catalog at REF becomes \
      `needs_review`, in one atomic save (the file is replaced only if it still holds what was \
      read). A folder gives every .xcstrings file under it (recursively; hidden, build and \
      git-ignored folders skipped). Exit status: 0 (also when nothing needed marking); 2 when a \
      catalog or the revision cannot be read or a file cannot be written (the others are still marked).
      """
  )

  @Option(name: .long, help: ArgumentHelp("The git revision to compare with.", valueName: "REF"))
  var since: String

  @Option(name: .long, help: ArgumentHelp("Only these languages (comma-separated).", valueName: "lang,..."))
  var languages: String?

  @OptionGroup var inputs: CatalogPaths<CatalogsHelp>

  func run() throws {
    let arguments = inputs.resolve()
    var failed = arguments.failed
    // Every catalog's old version from one git process per worktree; a revision that is none
    // would fail every catalog alike: said once.
    let olds = try SinceRevision.oldVersionsOrExit(at: since, of: arguments.catalogs.map(\.path))
    let several = arguments.catalogs.count > 1 || arguments.catalogs.contains { $0.root != nil }
    for catalog in arguments.catalogs {
      guard let old = olds[catalog.path] else {
        printOut("\(catalog.displayPath) did not exist at \(since): nothing to mark")
        continue
      }
      switch SinceRevision.compare(catalog.path, with: old) {
      case .unchanged:
        // The same bytes as at the revision: no source changed, nothing is parsed.
        printOut(nothingToMark(in: catalog.displayPath, several: several))
      case .changed(let pair):
        do {
          try mark(pair, shownAs: catalog.displayPath, several: several)
        } catch let status as ExitCode {
          failed = failed || status != .success
        }
      case .oldUnreadable(let message), .unreadable(let message):
        printError(message)
        failed = true
      }
    }
    if failed { throw ExitCode(2) }
  }

  private func nothingToMark(in shown: String, several: Bool) -> String {
    "nothing to mark: no translated string's source changed since \(since)" + (several ? " in \(shown)" : "")
  }

  /// `several`: the "nothing to mark" line names the catalog.
  private func mark(_ pair: SinceRevision.Pair, shownAs shown: String, several: Bool) throws {
    let catalog = pair.path
    let only = languages.map(LintCommand.list)
    let changes = SourceChangedCheck.changes(old: pair.old, new: pair.current, languages: only)
    guard let change = SourceChangedCheck.markingReview(changes, in: pair.current, label: "mark review since \(since)")
    else {
      printOut(nothingToMark(in: shown, several: several))
      return
    }
    var marked = pair.current
    for edit in change.edits { marked.apply(edit) }
    do {
      try FileBytes.replace(catalog, with: CatalogWriter.bytes(marked, capacityHint: pair.bytes.count + 4096), expecting: .bytes(pair.bytes))
    } catch {
      printError("glossa: \(shown): \(error.description)")
      throw ExitCode(2)
    }
    for item in changes {
      printOut("\(DiffLines.oneLine(item.key)) · \(item.languages.joined(separator: ", ")): needs review (source \(item.oldSource) → \(item.newSource))")
    }
    let count = changes.reduce(0) { $0 + $1.languages.count }
    printOut("marked \(Plural.count(count, "translation")) of \(Plural.count(changes.count, "key")) needs review in \(shown)")
  }
}

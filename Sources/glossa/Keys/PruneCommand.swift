import ArgumentParser
import Foundation
import TerminalScreen
import StringCatalog

struct PruneCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "prune",
    abstract: "Delete stale entries (keys Xcode no longer finds in the code), after confirmation.",
    discussion: """
      Lists each catalog's stale entries (extractionState "stale"), then asks once on the \
      terminal before deleting them; --yes deletes without asking (for scripts; without a \
      terminal and without --yes nothing is deleted, exit status 2). With --sources, an entry \
      that a string literal in the code under DIR can be — as the unused-key check of `glossa \
      lint --sources` decides it: a literal, an interpolation standing for a format specifier \
      or any text, a key built at run time from a literal prefix — is kept and listed as "stale \
      but used". Each catalog is written in one atomic save (replaced only if it still holds what \
      was read). A folder gives every .xcstrings file under it (recursively; hidden, build and \
      git-ignored folders skipped). Exit status: 0 when deleted, nothing to delete, or answered \
      no; 2 when a catalog cannot be read or written, or confirmation was impossible.
      """
  )

  @Flag(name: .long, help: "Delete the stale entries (extractionState \"stale\"); required.")
  var stale = false

  @Option(
    name: .long,
    help: ArgumentHelp("Keep the stale entries the Swift/Objective-C code under DIR may use (repeatable).", valueName: "DIR"),
    completion: .directory)
  var sources: [String] = []

  @Flag(name: [.customShort("y"), .long], help: "Delete without asking.")
  var yes = false

  @OptionGroup var inputs: CatalogPaths<CatalogsHelp>

  func validate() throws {
    if !stale { throw ValidationError("say what to prune: --stale (the only kind so far)") }
    if inputs.paths.isEmpty { throw ValidationError("Missing expected argument '<catalogs> ...'") }
    if inputs.paths.contains(StandardInput.argument) { throw ValidationError("prune changes files: - (standard input) cannot be one") }
    for folder in sources {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
        throw ValidationError("--sources: \(folder): not a folder")
      }
    }
  }

  func run() throws {
    let arguments = inputs.resolve()
    var failed = arguments.failed
    var files: [CatalogFileChange] = []
    for catalog in arguments.catalogs {
      do {
        files.append(try CatalogFileChange(catalog))
      } catch {
        printError(error.description)
        failed = true
      }
    }
    let plans = StalePlan.plans(for: files, sources: sources)
    for plan in plans { print(plan.listing(withSources: !sources.isEmpty), terminator: "") }
    let toDelete = plans.reduce(0) { $0 + $1.deleted.count }
    let several = arguments.catalogs.count > 1 || arguments.catalogs.contains { $0.root != nil }
    if several { print(StalePlan.total(plans, withSources: !sources.isEmpty)) }
    guard toDelete > 0 else {
      print("nothing to delete")
      if failed { throw ExitCode(2) }
      return
    }
    let catalogCount = plans.filter { !$0.deleted.isEmpty }.count
    let question = "Delete \(Plural.count(toDelete, "stale entry", plural: "stale entries"))"
      + (several ? " from \(Plural.count(catalogCount, "catalog"))" : "") + "?"
    let confirmed = try yes || TerminalConfirmation.ask(question)
    guard confirmed else {
      print("nothing deleted")
      if failed { throw ExitCode(2) }
      return
    }
    var deleted = 0
    for plan in plans {
      guard let change = plan.file.contents.changeDeletingKeys(plan.deleted, label: "prune stale entries") else { continue }
      if plan.file.write(change, activity: "pruned") {
        deleted += change.edits.count
        printOut("\(plan.file.catalog.displayPath): deleted \(Plural.count(change.edits.count, "stale entry", plural: "stale entries"))")
      } else {
        failed = true
      }
    }
    if several { print("deleted \(Plural.count(deleted, "stale entry", plural: "stale entries")) in total") }
    if failed { throw ExitCode(2) }
  }
}

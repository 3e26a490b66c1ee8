import ArgumentParser
import StringCatalog
import TerminalScreen

struct RenameCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "rename",
    abstract: "Rename a key, keeping its translations, states, comment and every other member.",
    discussion: """
      The entry moves to where Xcode sorts the new key. Every catalog that has OLD is renamed, \
      each in one atomic save (the file is replaced only if it still holds what was read). When \
      NEW already exists in a catalog, nothing is renamed anywhere, unless --merge: OLD is then \
      merged into NEW leaf by leaf (a translation, comment or member only one of them has is \
      kept; NEW keeps its extractionState), and a leaf both have with different values is a \
      conflict that stops the whole rename, each conflict named. A folder gives every .xcstrings \
      file under it (recursively; hidden, build and git-ignored folders skipped). Exit status: 0 \
      when renamed; 1 when no catalog has OLD, or NEW exists (without --merge) or conflicts; 2 \
      when a catalog cannot be read or written. The lint baseline named by baseline: in the \
      catalogs' .glossa.yml has OLD renamed NEW in their findings too.
      """
  )

  @Flag(name: .long, help: "Where NEW exists, merge OLD into it leaf by leaf (refused if a leaf conflicts).")
  var merge = false

  @Argument(help: ArgumentHelp("The key to rename.", valueName: "OLD"))
  var old: String

  @Argument(help: ArgumentHelp("Its new name.", valueName: "NEW"))
  var new: String

  @OptionGroup var inputs: CatalogPaths<CatalogsHelp>

  func validate() throws {
    if old == new { throw ValidationError("OLD and NEW are the same key") }
    if inputs.paths.isEmpty { throw ValidationError("Missing expected argument '<catalogs> ...'") }
    if inputs.paths.contains(StandardInput.argument) { throw ValidationError("rename changes files: - (standard input) cannot be one") }
  }

  func run() throws {
    let arguments = inputs.resolve()
    var failed = arguments.failed
    var planned: [(file: CatalogFileChange, change: CatalogChange, merged: Bool)] = []
    var refused = false
    for catalog in arguments.catalogs {
      let file: CatalogFileChange
      do {
        file = try CatalogFileChange(catalog)
      } catch {
        printError(error.description)
        failed = true
        continue
      }
      switch file.contents.renaming(old, to: new) {
      case .nothing:
        continue
      case .renamed(let change):
        planned.append((file, change, false))
      case .targetExists(let keyMerge):
        if let change = merge ? keyMerge.change : nil {
          planned.append((file, change, true))
        } else {
          refused = true
          printError(refusal(keyMerge, in: catalog.displayPath))
        }
      }
    }
    if refused {
      printError("glossa: nothing renamed")
      throw ExitCode(failed ? 2 : 1)
    }
    guard !planned.isEmpty || failed else {
      printError("glossa: no catalog has the key \(KeyText.quoted(old))")
      throw ExitCode(1)
    }
    var renamed = 0
    var renamedPaths: [String] = []
    for (file, change, merged) in planned where file.write(change, activity: "renamed") {
      renamed += 1
      renamedPaths.append(file.catalog.path)
      let verb = merged ? "merged \(KeyText.quoted(old)) into" : "renamed \(KeyText.quoted(old)) to"
      printOut("\(file.catalog.displayPath): \(verb) \(KeyText.quoted(new))")
    }
    if renamed != planned.count { failed = true }
    if !RenameBaseline.update(old: old, new: new, catalogs: renamedPaths) { failed = true }
    if arguments.catalogs.count > 1 || arguments.catalogs.contains(where: { $0.root != nil }) {
      print("renamed in \(renamed) of \(Plural.count(arguments.catalogs.count, "catalog"))")
    }
    if failed { throw ExitCode(2) }
  }

  private func refusal(_ keyMerge: KeyMerge, in path: String) -> String {
    guard merge, let conflict = keyMerge.conflict else {
      return "glossa: \(path): \(KeyText.quoted(new)) already exists; --merge merges \(KeyText.quoted(old)) into it"
    }
    let leaves = conflict.leaves.map(\.description).joined(separator: ", ")
    return "glossa: \(path): merging \(KeyText.quoted(old)) into \(KeyText.quoted(new)) conflicts at \(leaves)"
  }
}

import ArgumentParser
import Foundation
import StringCatalog
import TerminalScreen

struct DiffCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "diff",
    abstract: "Show the changes between two catalogs leaf by leaf, or since a git revision.",
    discussion: """
      `glossa diff OLD NEW` compares two files; `glossa diff REF [PATH...]` compares each \
      catalog (a folder: every .xcstrings file under it; default: every tracked .xcstrings file) \
      with its version at the git revision REF. \
      One line per change: `key · de: "Alt" → "Neu" (needs review → translated)`, added and \
      removed keys, languages and comments. Colour when standard output is a terminal, unless \
      NO_COLOR is set. `--textconv FILE` prints every leaf of one catalog, one per line, for git: \

        git config diff.xcstrings.textconv 'glossa diff --textconv'

      Exit status: 0 no changes; 1 changes; 2 a catalog or revision cannot be read.
      """
  )

  @Flag(name: .long, help: "Print one catalog as text, one leaf per line (git's textconv).")
  var textconv = false

  @Argument(help: "OLD NEW, or REF [PATH...] (catalogs and folders), or with --textconv one FILE.", completion: .file())
  var arguments: [String]

  @OptionGroup var excluding: ExcludeOption

  func validate() throws {
    if textconv && arguments.count != 1 { throw ValidationError("--textconv takes exactly one file") }
  }

  func run() throws {
    if textconv { return try printTextForm(arguments[0]) }
    let colour = isatty(STDOUT_FILENO) != 0 && (ProcessInfo.processInfo.environment["NO_COLOR"] ?? "").isEmpty
    let lines = DiffLines(colour: colour)
    if arguments.count == 2, arguments.allSatisfy(isFile) {
      let old = try read(arguments[0])
      let new = try read(arguments[1])
      let diff = CatalogDiff(old: old, new: new)
      for line in lines.lines(diff) { print(line) }
      ProcessTeardown.exit(diff.isEmpty ? 0 : 1)
    }
    var changed = false
    var failed = false
    let targets = try RevisionTargets.resolve(
      revision: arguments[0], catalogs: Array(arguments.dropFirst()), excluding: excluding.exclusion)
    // Compared side by side; printed in order.
    let comparisons = ParallelMap.map(targets.count) { targets[$0].comparison() }
    for (target, comparison) in zip(targets, comparisons) {
      switch comparison {
      case .unchanged:
        continue
      case .unreadable(let message):
        // Reported with its line and column; the other catalogs are still compared.
        printError(message)
        failed = true
      case .compared(let diff):
        guard !diff.isEmpty else { continue }
        changed = true
        let shown = ControlEscape.escaping(target.displayPath)
        print(colour ? "\u{1B}[1m\(shown)\u{1B}[0m" : shown)
        for line in lines.lines(diff) { print("  " + line) }
      }
    }
    ProcessTeardown.exit(failed ? 2 : changed ? 1 : 0)
  }

  private func isFile(_ path: String) -> Bool {
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && !isFolder.boolValue
  }

  private func read(_ path: String) throws -> Catalog {
    do {
      let result = try CatalogReader.read(path: path)
      for warning in result.warnings { printError(warning.description) }
      return result.catalog
    } catch {
      printError(error.description)
      throw ExitCode(2)
    }
  }

  /// git hands textconv the file's bytes in a temporary file. An empty one (a deleted or new
  /// file's missing side) prints nothing; one that is not a valid catalog prints as it is, so
  /// the diff still shows what changed.
  private func printTextForm(_ path: String) throws {
    let bytes: [UInt8]
    do {
      bytes = try FileBytes.read(path: path, limit: CatalogReader.maximumFileSize)
    } catch {
      printError(error.readError(path: path).description)
      throw ExitCode(2)
    }
    guard !bytes.isEmpty else { return }
    do {
      let catalog = try CatalogReader.read(bytes: bytes, path: path).catalog
      print(CatalogTextForm.lines(catalog).joined(separator: "\n"))
    } catch {
      printError(error.description)
      StandardOutput.write(bytes)
    }
  }
}

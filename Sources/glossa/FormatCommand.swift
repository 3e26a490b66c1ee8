import ArgumentParser
import StringCatalog
import TerminalScreen

struct FormatCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "format",
    abstract: "Rewrite catalogs byte for byte the way Xcode writes them.",
    discussion: """
      A file already in Xcode's form is not touched. A file is replaced only if it still has the \
      bytes that were read, keeping its owner, group and mode; a read-only file, or one with other \
      hard links, is left alone. `-` reads a catalog from standard input and writes it formatted to \
      standard output (with --check, writes nothing). Exit status: 0 when every file is (or now is) \
      in form; 1 with --check when some file would change; 2 when a file cannot be read, is \
      malformed, or cannot be written (it is then unchanged; the others are still formatted). A \
      folder gives every .xcstrings file under it (recursively; hidden, build and git-ignored \
      folders skipped).
      """
  )

  @Flag(name: .long, help: "Write nothing; list the files that would change and exit 1 if any.")
  var check = false

  @OptionGroup var inputs: CatalogPaths<CatalogFilesHelp>

  func run() throws {
    let arguments = inputs.resolve()
    var status: Int32 = arguments.failed ? 2 : 0
    let catalogs = arguments.catalogs.map { ($0.path, $0.displayPath) }
    for (path, displayPath) in (arguments.readsStandardInput ? [(StandardInput.argument, StandardInput.displayPath)] : []) + catalogs {
      do {
        let result: (changed: Bool, warnings: [CatalogReadWarning])
        if path == StandardInput.argument {
          result = try formatStandardInput()
        } else {
          let outcome = try CatalogFormatter.format(path: path, write: !check)
          result = (outcome.changed, outcome.warnings)
          ProcessTeardown.keepUntilExit(outcome.catalog)
        }
        for warning in result.warnings { printError(warning.description) }
        if result.changed {
          if check {
            printOut(displayPath)
            status = max(status, 1)
          } else if path != StandardInput.argument {
            printOut("formatted \(displayPath)")
          }
        }
      } catch {
        printError(String(describing: error))
        status = 2
      }
    }
    if status != 0 { throw ExitCode(status) }
  }

  /// Formats standard input to standard output; never touches a file.
  private func formatStandardInput() throws(CatalogReadError) -> (changed: Bool, warnings: [CatalogReadWarning]) {
    let original = try StandardInput.readAll()
    let result = try CatalogReader.read(bytes: original, path: StandardInput.displayPath)
    // Streamed out a block at a time, compared with the input as it goes.
    var offset = 0
    var same = true
    CatalogWriter.stream(result.catalog) { block, _ in
      if !check { StandardOutput.write(block) }
      if same {
        let end = offset + block.count
        same = end <= original.count && original[offset..<end].elementsEqual(block)
      }
      offset += block.count
    }
    return (!(same && offset == original.count), result.warnings)
  }
}

import ArgumentParser
import StringCatalog

struct FormatCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "format",
    abstract: "Rewrite catalogs byte for byte the way Xcode writes them.",
    discussion: """
      A file already in Xcode's form is not touched. A file is replaced only if it still has the \
      bytes that were read, keeping its owner, group and mode; a read-only file, or one with other \
      hard links, is left alone. Exit status: 0 when every file is (or now is) in form; 1 with \
      --check when some file would change; 2 when a file cannot be read, is malformed, or cannot \
      be written (it is then unchanged).
      """
  )

  @Flag(name: .long, help: "Write nothing; list the files that would change and exit 1 if any.")
  var check = false

  @Argument(help: "The .xcstrings files.")
  var files: [String]

  func run() throws {
    var status: Int32 = 0
    for path in files {
      do {
        let result = try CatalogFormatter.format(path: path, write: !check)
        for warning in result.warnings { printError(warning.description) }
        if result.changed {
          if check {
            print(path)
            status = max(status, 1)
          } else {
            print("formatted \(path)")
          }
        }
      } catch {
        printError(error.description)
        status = 2
      }
    }
    if status != 0 { throw ExitCode(status) }
  }
}

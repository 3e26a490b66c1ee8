import Foundation
import TerminalScreen
import StringCatalog

/// A command's PATH arguments as catalogs, through the one `CatalogDiscovery`: each is a
/// catalog or a folder (searched recursively), and `-` (kept apart) is standard input. What an
/// argument could not give (`glossa: PATH: No such file or directory`, `glossa: DIR: no
/// .xcstrings files found`) is printed at once; the command goes on with the rest and exits 2
/// at the end (`failed`).
struct CatalogArguments {
  var catalogs: [DiscoveredCatalog]
  var readsStandardInput: Bool
  var failed: Bool

  /// More than one catalog (the commands then print per-catalog headers, totals or subfolders).
  var isSeveral: Bool { catalogs.count + (readsStandardInput ? 1 : 0) > 1 }

  init(_ arguments: [String], extensions: Set<String> = ["xcstrings"], excluding exclusion: PathExclusion = PathExclusion()) {
    readsStandardInput = arguments.contains(StandardInput.argument)
    do {
      catalogs = try CatalogDiscovery.discover(
        arguments.filter { $0 != StandardInput.argument }, extensions: extensions, excluding: exclusion)
      failed = false
    } catch {
      for problem in error.problems { printError(problem.description) }
      catalogs = error.found
      failed = true
    }
  }
}

import ArgumentParser
import Foundation
import StringCatalog

/// `--exclude GLOB`, for every command that searches folders (also part of `CatalogPaths`).
struct ExcludeOption: ParsableArguments {
  @Option(
    name: .long,
    help: ArgumentHelp(
      "Leave out the files and folders matching GLOB when searching folders (repeatable; a name, or a path with ** for any folders; also `exclude:` in .glossa.yml).",
      valueName: "GLOB"))
  var exclude: [String] = []

  /// The globs, relative to the current folder.
  var exclusion: PathExclusion { PathExclusion(exclude, relativeTo: FileManager.default.currentDirectoryPath) }
}

/// What a command's PATH arguments are called in its help and usage line.
protocol CatalogPathsHelp {
  static var help: String { get }
  /// As the usage line shows it (`<catalogs> ...`).
  static var valueName: String { get }
  /// `-` reads a catalog from standard input (at most once).
  static var takesStandardInput: Bool { get }
}

extension CatalogPathsHelp {
  static var help: String { "The .xcstrings files and folders." }
  static var valueName: String { "catalogs" }
  static var takesStandardInput: Bool { false }
}

/// The one input front end of the commands that take catalogs and folders (as swift-format's
/// `Frontend`): the PATHs (one at least), `--exclude`, and their resolution through
/// `CatalogArguments` (folders searched, `-` kept apart, missing paths reported).
struct CatalogPaths<Help: CatalogPathsHelp>: ParsableArguments {
  @Argument(help: ArgumentHelp(Help.help, valueName: Help.valueName), completion: .catalogs)
  var paths: [String]

  @OptionGroup var excluding: ExcludeOption

  func validate() throws {
    if Help.takesStandardInput { try StandardInput.requireAtMostOnce(paths) }
  }

  /// The catalogs the PATHs give; what they could not give is printed at once (`failed`).
  func resolve(extensions: Set<String> = ["xcstrings"]) -> CatalogArguments {
    CatalogArguments(paths, extensions: extensions, excluding: excluding.exclusion)
  }
}

/// The commands' PATH help texts.
enum CatalogsHelp: CatalogPathsHelp {}

enum CatalogFilesHelp: CatalogPathsHelp {
  static var help: String { "The .xcstrings files and folders (- for standard input)." }
  static var valueName: String { "files" }
  static var takesStandardInput: Bool { true }
}

enum CatalogsAndFoldersHelp: CatalogPathsHelp {
  static var help: String { "The catalogs and folders." }
}

enum AppPathsHelp: CatalogPathsHelp {
  static var help: String { "The .xcstrings files and folders of the app." }
  static var valueName: String { "paths" }
}

enum PathsHelp: CatalogPathsHelp {
  static var valueName: String { "paths" }
}

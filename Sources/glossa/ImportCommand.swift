import ArgumentParser
import Foundation
import Interchange
import StringCatalog

struct ImportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "import",
    abstract: "Move legacy .strings/.stringsdict files into a String Catalog.",
    discussion: """
      Reads *.lproj/<table>.strings and <table>.stringsdict under the folders (Base.lproj counts as the \
      source language) and builds the catalog, or merges into it if it exists: one entry per key, each \
      language's value as translated, .stringsdict plurals as plural variations (several variables \
      become substitutions), comments kept, new entries marked migrated. An existing value that differs \
      is reported and left alone unless --overwrite. The catalog is written in Xcode's exact form. \
      A file that cannot be read or parsed is reported with its line and column and nothing is \
      written, unless --skip-invalid. Exit status: 0 on success, 1 when some values were left alone \
      because they differ, 2 when a file is invalid or the catalog cannot be read or written \
      (the catalog is then unchanged).
      """
  )

  @Option(
    name: .customLong("to"), help: ArgumentHelp("The catalog to create or merge into.", valueName: "catalog"), completion: .catalogs)
  var catalogPath: String

  @Option(name: .customLong("source-language"), help: ArgumentHelp("The source language of a new catalog.", valueName: "lang"))
  var sourceLanguage = "en"

  @Option(help: ArgumentHelp("The table name: reads <table>.strings and <table>.stringsdict.", valueName: "table"))
  var table = "Localizable"

  @Flag(help: "Replace existing values that differ from the imported ones.")
  var overwrite = false

  @Flag(name: .customLong("skip-invalid"), help: "Import the readable files and skip (and report) invalid ones.")
  var skipInvalid = false

  @Option(
    help: ArgumentHelp("Read an export instead of .lproj folders: json, plist, keys-once, strings, xliff, po.", valueName: "format"),
    completion: .exportFormats)
  var format: String?

  @OptionGroup(title: "With --format (as the export was made)") var pack: PackOptions

  @Argument(
    help: "Folders that contain .lproj folders (searched recursively); with --format, export files or folders.", completion: .file())
  var folders: [String]

  func run() throws {
    if let format {
      guard let chosen = InterchangeFormat(rawValue: format) else {
        throw ValidationError("unknown format '\(format)' (json, plist, keys-once, strings, xliff, po)")
      }
      return try runFormat(chosen)
    }
    try requireFolders()
    var catalog: Catalog
    // What the catalog must still be when it is replaced: a change made meanwhile is kept.
    let expectation: FileBytes.Expectation
    if FileManager.default.fileExists(atPath: catalogPath) {
      do {
        let read = try CatalogReader.readKeepingBytes(path: catalogPath)
        catalog = read.result.catalog
        expectation = .fingerprint(FileFingerprint(bytes: read.bytes))
      } catch {
        printError(error.description)
        throw ExitCode(2)
      }
    } else {
      catalog = Catalog(sourceLanguage: sourceLanguage, version: "1.0")
      expectation = .absent
    }
    let importer = LegacyImporter(table: table, overwrite: overwrite)
    let report = importer.importFolders(folders, into: &catalog)
    for note in report.notes { printError(note) }
    for invalid in report.invalidFiles { printError(invalid.description + (skipInvalid ? " (file skipped)" : "")) }
    if !report.invalidFiles.isEmpty && !skipInvalid {
      let count = report.invalidFiles.count == 1 ? "1 file" : "\(report.invalidFiles.count) files"
      printError("glossa: \(count) could not be imported; nothing written (--skip-invalid imports the others)")
      throw ExitCode(2)
    }
    guard report.files > 0 else {
      var message = "glossa: no \(table).strings or \(table).stringsdict found in .lproj folders under \(folders.joined(separator: ", "))"
      if let first = report.otherTables.first {
        message += "; they hold \(report.otherTables.joined(separator: ", ")) (import one with --table \(first))"
      }
      printError(message)
      throw ExitCode(2)
    }
    do {
      try FileBytes.replace(catalogPath, with: CatalogWriter.bytes(catalog), expecting: expectation)
    } catch {
      printError(error.commandMessage(path: catalogPath, activity: "imported"))
      throw ExitCode(2)
    }
    print(summary(report))
    for conflict in report.conflicts.prefix(20) {
      print("  kept existing \(conflict.language) of \"\(conflict.key)\" (differs; --overwrite replaces it)")
    }
    if report.conflicts.count > 20 { print("  … and \(report.conflicts.count - 20) more") }
    if !report.conflicts.isEmpty { throw ExitCode(1) }
  }

  /// A folder that is missing (or is a file) is said so, rather than "nothing found under it".
  private func requireFolders() throws {
    var problems: [String] = []
    for folder in folders {
      var isDirectory: ObjCBool = false
      if let message = MissingPath.message(folder) {
        problems.append(message + " (the folder is missing)")
      } else if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), !isDirectory.boolValue {
        problems.append("glossa: \(folder): not a folder (import reads the .lproj folders under a folder)")
      }
    }
    guard problems.isEmpty else {
      for problem in problems { printError(problem) }
      throw ExitCode(2)
    }
  }

  private func summary(_ report: LegacyImporter.Report) -> String {
    var parts = [
      "Imported \(report.importedValues) values (\(report.newKeys) new keys) in \(report.languages.count) languages "
        + "(\(report.languages.joined(separator: ", "))) from \(report.files) files into \(catalogPath)"
    ]
    if report.unchangedValues > 0 { parts.append("\(report.unchangedValues) already there") }
    if !report.overwritten.isEmpty { parts.append("\(report.overwritten.count) replaced") }
    if !report.conflicts.isEmpty { parts.append("skipped \(report.conflicts.count) that differ") }
    let problems = report.notes.count + report.invalidFiles.count
    if problems > 0 { parts.append("\(problems) problems (see above)") }
    return parts.joined(separator: "; ")
  }
}

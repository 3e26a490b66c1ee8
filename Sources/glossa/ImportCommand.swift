import ArgumentParser
import Foundation
import Interchange
import StringCatalog
import TerminalScreen

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
      (the catalog is then unchanged). --format reads an export back; --format json|plist --entities reads \
      records (the app's readingPlans-<lang>.json, a seed's InitialData.plist): each record's --fields become \
      ID.FIELD / Entity.ID.FIELD keys, and a missing catalog is created. --format xcloc reads .xcloc \
      bundles back into the workspace --to names, each <file> into the catalog its original names; a unit \
      whose source changed since the export is reported and left alone (exit 1); --dry-run prints the changes.
      """
  )

  @Option(
    name: .customLong("to"), help: ArgumentHelp("The catalog to create or merge into (xcloc: the workspace folder).", valueName: "catalog"), completion: .catalogs)
  var catalogPath: String

  @Option(
    name: .customLong("source-language"),
    help: ArgumentHelp("The source language of a new catalog (default en); with --entities, its file gives the source values.", valueName: "lang"))
  var sourceLanguageOption: String?

  @Option(
    name: .customLong("table"),
    help: ArgumentHelp("The table name: reads <table>.strings and <table>.stringsdict (default Localizable).", valueName: "table"))
  var tableOption: String?

  var sourceLanguage: String { sourceLanguageOption ?? "en" }
  var table: String { tableOption ?? "Localizable" }

  @Flag(help: "Replace existing values that differ from the imported ones.")
  var overwrite = false

  @Flag(name: .customLong("skip-invalid"), help: "Import the readable files and skip (and report) invalid ones.")
  var skipInvalid = false

  @Option(
    help: ArgumentHelp("Read an export instead of .lproj folders: json, plist, keys-once, strings, xliff, po, xcloc.", valueName: "format"),
    completion: .exportFormats)
  var format: String?

  @OptionGroup(title: "With --format (as the export was made)") var pack: PackOptions

  @Flag(help: "json, plist: read records ([{id, FIELD…}], Entity → records) into ID.FIELD / Entity.ID.FIELD keys.")
  var entities = false

  @Option(help: ArgumentHelp("With --entities: the record fields that become keys (json: required; plist: default all).", valueName: "field,..."))
  var fields: String?

  @Flag(name: .customLong("dry-run"), help: "xcloc: print what would change, leaf by leaf as glossa diff does, and write nothing.")
  var dryRun = false

  @Argument(
    help: "Folders that contain .lproj folders (searched recursively); with --format, export files or folders (xcloc: bundles).",
    completion: .file())
  var folders: [String]

  func validate() throws {
    if format == XclocExport.format { return try validateXcloc() }
    if dryRun { throw ValidationError("--dry-run applies only to --format xcloc") }
    let formatOnly = [
      ("--entities", entities), ("--fields", fields != nil), ("--fallback", pack.fallback != nil), ("--states", pack.states != nil),
      ("--name", pack.name != nil),
    ]
    guard let chosen = try format.map(FormatOptionScope.format) else {
      return try FormatOptionScope.refuse(formatOnly, withFormat: nil)
    }
    try FormatOptionScope.refuse([("--table", tableOption != nil), ("--overwrite", overwrite), ("--skip-invalid", skipInvalid)], withFormat: chosen)
    try FormatOptionScope.check(
      [
        FormatOptionScope(option: "--entities", given: entities, formats: [.json, .plist]),
        FormatOptionScope(option: "--fields", given: fields != nil, formats: [.json, .plist], needsEntities: true),
        FormatOptionScope(option: "--source-language", given: sourceLanguageOption != nil, formats: [.json, .plist], needsEntities: true),
        FormatOptionScope(option: "--fallback", given: pack.fallback != nil, formats: [.json, .plist, .keysOnce]),
        FormatOptionScope(option: "--name", given: pack.name != nil, formats: [.json]),
      ], format: chosen, entities: entities)
    if chosen == .json && entities && fields == nil {
      throw ValidationError("--format json --entities needs --fields: the record fields that become keys (e.g. --fields name,summary)")
    }
    _ = try fieldList()
  }

  /// `--fields name,summary`: plain member names; `id` is the record's own.
  func fieldList() throws -> [String]? {
    guard let fields else { return nil }
    let names = fields.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    for name in names {
      if name.isEmpty || name.contains(".") || name == "id" {
        throw ValidationError("--fields: \(name.debugDescription) cannot be a record field (not empty, no '.', not id)")
      }
    }
    return names
  }

  func run() throws {
    if format == XclocExport.format { return try runXcloc() }
    if let format {
      return try runFormat(try FormatOptionScope.format(format))
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
      let count = Plural.count(report.invalidFiles.count, "file")
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
      print("  kept existing \(ControlEscape.escaping(conflict.language)) of \"\(ControlEscape.escaping(conflict.key))\" (differs; --overwrite replaces it)")
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
      "Imported \(Plural.count(report.importedValues, "value")) (\(Plural.count(report.newKeys, "new key"))) in "
        + "\(Plural.count(report.languages.count, "language")) (\(report.languages.joined(separator: ", "))) from "
        + "\(Plural.count(report.files, "file")) into \(catalogPath)"
    ]
    if report.unchangedValues > 0 { parts.append("\(report.unchangedValues) already there") }
    if !report.overwritten.isEmpty { parts.append("\(report.overwritten.count) replaced") }
    if !report.conflicts.isEmpty { parts.append("skipped \(report.conflicts.count) that differ") }
    let problems = report.notes.count + report.invalidFiles.count
    if problems > 0 { parts.append("\(problems) problems (see above)") }
    return parts.joined(separator: "; ")
  }
}

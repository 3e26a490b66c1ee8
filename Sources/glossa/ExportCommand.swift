import ArgumentParser
import Foundation
import TerminalScreen
import GlossaRuntime
import Interchange
import StringCatalog

struct ExportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "export",
    abstract: "Write a catalog's translations as runtime packs, XLIFF, PO or .strings.",
    discussion: """
      json: <name>-<lang>.json per language, complete through the fallback chains (--fallback, then the \
      locale's parents, then the source language), and <name>-languages.json (coverage, fallback chain, \
      CLDR plural rules); --entities: ID.FIELD / Entity.ID.FIELD keys as an array of records / Entity → \
      records, over the records of --base when given. plist: <name>.plist, locale → table → key → value \
      (--entities: Entity.ID.FIELD keys as locale → Entity → rows). keys-once: keys.json, <lang>.json aligned with it (null where a \
      language has no value), languages.json; --compress zstd adds .json.zst; prints the sizes. strings: \
      <lang>.lproj/<name>.strings and .stringsdict. xliff: <lang>.xliff as Xcode writes it. po: <lang>.po \
      with a Plural-Forms header derived from ICU's rules. xcloc: <lang>.xcloc/ per language for the \
      whole workspace (PATH, default the current folder), as xcodebuild -exportLocalizations writes it: \
      contents.json, Localized Contents/<lang>.xliff with one <file> per catalog, Source Contents/, Notes/. \
      Only values whose state is in --states are \
      written. `glossa import --format … --to CATALOG PATH…` reads every format back. Given a folder \
      (every .xcstrings file under it) or several catalogs, each catalog's files go to a subfolder \
      of --out named after its path under the folder given, without .xcstrings (App/A/Localizable.xcstrings \
      from App: OUT/A/Localizable/; a catalog named as a file: OUT/<its name>/); --name then cannot be \
      given. A catalog that cannot be read is reported and the others are still exported (exit 2).
      """
  )

  @Option(help: ArgumentHelp("json, plist, keys-once, strings, xliff, po or xcloc.", valueName: "format"), completion: .exportFormats)
  var format: String

  @Option(help: ArgumentHelp("Languages to write (default: all).", valueName: "lang,..."))
  var languages: String?

  @OptionGroup var pack: PackOptions

  @Option(help: ArgumentHelp("The output folder (created if missing).", valueName: "dir"), completion: .directory)
  var out = "."

  @Flag(help: "json, plist: ID.FIELD / Entity.ID.FIELD keys become records ([{id, FIELD…}], Entity → records).")
  var entities = false

  @Option(
    help: ArgumentHelp("json --entities: the app's records file giving each record's other fields and the order.", valueName: "file"),
    completion: .file(extensions: ["json"]))
  var base: String?

  @Option(help: ArgumentHelp("keys-once: also write .json.zst files (zstd).", valueName: "zstd"), completion: .list(["zstd"]))
  var compress: String?

  @Flag(help: "json: write each language file's SHA-256 into the languages file (loaders fetch only changed languages).")
  var hashes = false

  @Argument(help: "The catalogs and folders (xcloc: the workspace, default the current folder).", completion: .catalogs)
  var catalogs: [String] = []

  @OptionGroup var excluding: ExcludeOption

  func validate() throws {
    if format == XclocExport.format { return try validateXcloc() }
    if catalogs.isEmpty { throw ValidationError("Missing expected argument '<catalogs> ...'") }
    try FormatOptionScope.check(
      [
        FormatOptionScope(option: "--entities", given: entities, formats: [.json, .plist]),
        FormatOptionScope(option: "--base", given: base != nil, formats: [.json], needsEntities: true),
        FormatOptionScope(option: "--compress", given: compress != nil, formats: [.keysOnce]),
        FormatOptionScope(option: "--fallback", given: pack.fallback != nil, formats: [.json, .plist, .keysOnce]),
        FormatOptionScope(option: "--hashes", given: hashes, formats: [.json]),
      ], format: try FormatOptionScope.format(format), entities: entities)
  }

  func run() throws {
    if format == XclocExport.format { return try runXcloc() }
    let chosen = try FormatOptionScope.format(format)
    if let compress, compress != "zstd" { throw ValidationError("--compress: only zstd is supported") }
    if compress == "zstd" && !Zstd.isAvailable {
      printError("--compress zstd: libzstd was not found (install libzstd1, or the zstd package of your system)")
      throw ExitCode(2)
    }
    let baseRecords = try base.map(Self.readBase)
    let arguments = CatalogArguments(catalogs, excluding: excluding.exclusion)
    let placed = try ExportPlacement.folders(for: arguments.catalogs, givenFolder: catalogs.count > 1, out: out, name: pack.name)
    var failed = arguments.failed
    for (found, folder) in zip(arguments.catalogs, placed) {
      do {
        try export(found.path, format: chosen, base: baseRecords, to: folder)
      } catch let status as ExitCode {
        failed = failed || status != .success
      }
    }
    if failed { throw ExitCode(2) }
  }

  /// One catalog's files into `out`.
  private func export(_ catalog: String, format chosen: InterchangeFormat, base: RecordsDocument?, to out: String) throws {
    let options = try pack.options(catalogPath: catalog, languages: languages)
    var exportOptions = options
    exportOptions.entities = entities
    exportOptions.base = base
    exportOptions.compressZstd = compress == "zstd"
    let read: CatalogReadResult
    do {
      read = try CatalogReader.read(path: catalog)
    } catch {
      printError(error.description)
      throw ExitCode(2)
    }
    try Self.refuseInvalidCodes(
      exportOptions.settings.languages(of: read.catalog) + [read.catalog.sourceLanguage], of: read.catalog, at: catalog)
    var result = Interchange.export(read.catalog, format: chosen, options: exportOptions)
    if hashes {
      do {
        try LanguagesFileHashes.add(to: &result, name: exportOptions.settings.name) { PackDigest.sha256(Data($0)) }
      } catch {
        printError("glossa: --hashes: \(error.message)")
        throw ExitCode(2)
      }
    }
    for warning in result.warnings { printError("glossa: warning: " + warning) }
    do {
      try OutputFolder(creating: out).write(result.files)
    } catch {
      printError(error.message)
      throw ExitCode(2)
    }
    printOut("Wrote \(Plural.count(result.files.count, "file")) to \(out)")
    for note in result.notes { print(note) }
  }
}

extension ExportCommand {
  /// Codes become file names: one of `used` that is no language tag is reported at its
  /// `file:line:col` and the export refused before anything is written (exit 2).
  static func refuseInvalidCodes(_ used: [String], of catalog: Catalog, at path: String) throws {
    guard used.contains(where: { !LanguageTag.isValid($0) }) else { return }
    let bytes = (try? FileBytes.read(path: path, limit: CatalogReader.maximumFileSize)) ?? []
    for problem in LanguageCodeProblems.find(in: catalog, bytes: bytes, path: path, languages: used) {
      printError(problem.description)
    }
    printError("glossa: export refused: fix the language codes above (glossa lint reports them)")
    throw ExitCode(2)
  }

  /// The `--base` records file; a problem in it stops the export before anything is written (exit 2).
  static func readBase(_ path: String) throws -> RecordsDocument {
    let bytes: [UInt8]
    do {
      bytes = try FileBytes.read(path: path)
    } catch {
      printError(MissingPath.message(path) ?? "glossa: \(path): \(error.message)")
      throw ExitCode(2)
    }
    do {
      return try RecordsDocument(bytes, path: path)
    } catch {
      printError(error.message)
      throw ExitCode(2)
    }
  }
}

/// The options `export` and `import --format` share: the import must know how the files were made.
struct PackOptions: ParsableArguments {
  @Option(help: ArgumentHelp("Fallbacks tried before the locale's parents, e.g. pt-BR=pt.", valueName: "lang=lang,..."))
  var fallback: String?

  @Option(
    help: ArgumentHelp("States written (default translated,needs-review; all = every state).", valueName: "state,..."),
    completion: .list(["translated", "needs-review", "new", "machine-translated", "stale", "all"]))
  var states: String?

  @Option(help: ArgumentHelp("The pack's name (default: the catalog's base name).", valueName: "name"))
  var name: String?

  func options(catalogPath: String, languages: String?) throws -> ExportOptions {
    let base = ((catalogPath as NSString).lastPathComponent as NSString).deletingPathExtension
    var settings = ExportSettings(name: name ?? (base.isEmpty ? "Localizable" : base))
    if let problem = OutputFolder.fileNameProblem(settings.name) {
      throw ValidationError("--name \(settings.name.debugDescription): must be a plain file name (\(problem))")
    }
    if let languages {
      settings.languages = languages.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
      for language in settings.languages {
        if let problem = LanguageTag.problem(language) { throw ValidationError("--languages: \(problem)") }
      }
    }
    if let fallback {
      switch ExportSettings.parseFallbacks(fallback) {
      case .success(let map): settings.fallbacks = map
      case .failure(let error): throw ValidationError(error.message)
      }
    }
    if let states {
      switch ExportSettings.parseStates(states) {
      case .success(let set): settings.states = set
      case .failure(let error): throw ValidationError(error.message)
      }
    }
    return ExportOptions(settings: settings)
  }
}

import ArgumentParser
import Foundation
import Interchange
import StringCatalog

struct ExportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "export",
    abstract: "Write a catalog's translations as runtime packs, XLIFF, PO or .strings.",
    discussion: """
      json: <name>-<lang>.json per language, complete through the fallback chains (--fallback, then the \
      locale's parents, then the source language), and <name>-languages.json (coverage, fallback chain, \
      CLDR plural rules). plist: <name>.plist, locale → table → key → value (--entities: Entity.id.attribute \
      keys as locale → Entity → rows). keys-once: keys.json, <lang>.json aligned with it (null where a \
      language has no value), languages.json; --compress zstd adds .json.zst; prints the sizes. strings: \
      <lang>.lproj/<name>.strings and .stringsdict. xliff: <lang>.xliff as Xcode writes it. po: <lang>.po \
      with a Plural-Forms header derived from ICU's rules. Only values whose state is in --states are \
      written. `glossa import --format … --to CATALOG PATH…` reads every format back.
      """
  )

  @Option(help: ArgumentHelp("json, plist, keys-once, strings, xliff or po.", valueName: "format"))
  var format: String

  @Option(help: ArgumentHelp("Languages to write (default: all).", valueName: "lang,..."))
  var languages: String?

  @OptionGroup var pack: PackOptions

  @Option(help: ArgumentHelp("The output folder (created if missing).", valueName: "dir"))
  var out = "."

  @Flag(help: "plist: Entity.id.attribute keys become locale → Entity → [{id, attribute…}].")
  var entities = false

  @Option(help: ArgumentHelp("keys-once: also write .json.zst files (zstd).", valueName: "zstd"))
  var compress: String?

  @Argument(help: "The catalog.")
  var catalog: String

  func run() throws {
    guard let chosen = InterchangeFormat(rawValue: format) else {
      throw ValidationError("unknown format '\(format)' (json, plist, keys-once, strings, xliff, po)")
    }
    if let compress, compress != "zstd" { throw ValidationError("--compress: only zstd is supported") }
    if compress == "zstd" && !Zstd.isAvailable {
      printError("--compress zstd: libzstd was not found (install libzstd1, or the zstd package of your system)")
      throw ExitCode(2)
    }
    let options = try pack.options(catalogPath: catalog, languages: languages)
    var exportOptions = options
    exportOptions.entities = entities
    exportOptions.compressZstd = compress == "zstd"
    if let missing = MissingPath.message(catalog) {
      printError(missing)
      throw ExitCode(2)
    }
    let read: CatalogReadResult
    do {
      read = try CatalogReader.read(path: catalog)
    } catch {
      printError(error.description)
      throw ExitCode(2)
    }
    // Codes become file names: one that is no language tag is refused before anything is written.
    let used = exportOptions.settings.languages(of: read.catalog) + [read.catalog.sourceLanguage]
    if used.contains(where: { !LanguageTag.isValid($0) }) {
      let bytes = (try? FileBytes.read(path: catalog, limit: CatalogReader.maximumFileSize)) ?? []
      for problem in LanguageCodeProblems.find(in: read.catalog, bytes: bytes, path: catalog, languages: used) {
        printError(problem.description)
      }
      printError("glossa: export refused: fix the language codes above (glossa lint reports them)")
      throw ExitCode(2)
    }
    let result = Interchange.export(read.catalog, format: chosen, options: exportOptions)
    for warning in result.warnings { printError("warning: " + warning) }
    do {
      try OutputFolder(creating: out).write(result.files)
    } catch {
      printError(error.message)
      throw ExitCode(2)
    }
    print("Wrote \(result.files.count) files to \(out)")
    for note in result.notes { print(note) }
  }
}

/// The options `export` and `import --format` share: the import must know how the files were made.
struct PackOptions: ParsableArguments {
  @Option(help: ArgumentHelp("Fallbacks tried before the locale's parents, e.g. pt-BR=pt.", valueName: "lang=lang,..."))
  var fallback: String?

  @Option(help: ArgumentHelp("States written (default translated,needs-review; all = every state).", valueName: "state,..."))
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

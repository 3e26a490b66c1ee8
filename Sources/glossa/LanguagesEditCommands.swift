import ArgumentParser
import Foundation
import TerminalScreen
import StringCatalog

struct LanguagesAddCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "add",
    abstract: "Add a language to languages: in .glossa.yml (created beside the catalogs when there is none).")

  @OptionGroup var arguments: LanguageAndCatalogs

  func run() throws {
    let catalogs = arguments.inputs.resolve()
    guard let first = catalogs.catalogs.first else { ProcessTeardown.exit(2) }
    let file = GlossaConfig.find(forCatalogAt: first.path) ?? LanguagesConfigFile.besideCatalogs(catalogs.catalogs.map(\.path))
    let text = FileManager.default.fileExists(atPath: file) ? LanguagesConfigFile.read(file) : ""
    do {
      guard let edited = try ConfigLanguagesEdit.adding(arguments.language, to: text, path: file) else {
        printError("glossa: \(file): \(arguments.language) is listed already")
        return
      }
      LanguagesConfigFile.write(edited, to: file)
    } catch {
      printError(error.description)
      ProcessTeardown.exit(2)
    }
    printError("glossa: \(file): added \(arguments.language)")
  }
}

struct LanguagesRemoveCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "remove",
    abstract: "Delete a language's translations from the catalogs (after asking, with the count) and from .glossa.yml.")

  @OptionGroup var arguments: LanguageAndCatalogs

  @Flag(name: .long, help: "Delete without asking (for scripts).")
  var yes = false

  func run() throws {
    let found = arguments.inputs.resolve()
    var documents: [(path: String, document: CatalogDocument, count: Int)] = []
    for catalog in found.catalogs {
      do {
        let document = try CatalogDocument.open(path: catalog.path).document
        if document.catalog.sourceLanguage == arguments.language {
          printError("glossa: \(catalog.displayPath): \(arguments.language) is the source language; it cannot be removed")
          ProcessTeardown.exit(2)
        }
        documents.append((catalog.displayPath, document, document.catalog.translationCount(in: arguments.language)))
      } catch {
        printError(error.description)
        ProcessTeardown.exit(2)
      }
    }
    if found.failed { ProcessTeardown.exit(2) }
    let total = documents.reduce(0) { $0 + $1.count }
    let touched = documents.filter { $0.count > 0 }
    if total == 0 { printError("glossa: no catalog has \(arguments.language) translations") }
    if total > 0, try !isAllowed(total: total, catalogs: touched.count) { return }
    for item in touched {
      var catalog = item.document.catalog
      catalog.removeLanguage(arguments.language)
      // One atomic save per catalog, refused if the file changed since it was read.
      var edited = CatalogDocument(catalog: catalog, path: item.document.path, diskFingerprint: item.document.diskFingerprint)
      do {
        try edited.save()
      } catch {
        printError("glossa: \(item.path): not saved: \(error)")
        ProcessTeardown.exit(2)
      }
      printError("glossa: \(item.path): removed \(Plural.count(item.count, "\(arguments.language) translation"))")
    }
    dropFromConfig(found.catalogs.map(\.path))
  }

  /// Asks on the terminal (`TerminalConfirmation`, as `prune` does); --yes skips the question.
  private func isAllowed(total: Int, catalogs: Int) throws -> Bool {
    if yes { return true }
    return try TerminalConfirmation.ask(
      "Delete \(Plural.count(total, "\(arguments.language) translation")) from \(Plural.count(catalogs, "catalog"))?")
  }

  /// Drops the language from each `.glossa.yml` that lists it; says where it still is a project region.
  private func dropFromConfig(_ catalogs: [String]) {
    var lookup = AppLanguageLookup()
    var seen: Set<String> = []
    for catalog in catalogs {
      for origin in lookup.origins(forCatalogAt: catalog, sourceLanguage: "") where origin.language == arguments.language {
        guard seen.insert(origin.source).inserted else { continue }
        guard origin.source.hasSuffix(GlossaConfig.fileName) else {
          printError("glossa: \(LanguagesOrigin.display(origin.source)) still lists \(arguments.language) in knownRegions: remove it in Xcode")
          continue
        }
        do {
          let text = LanguagesConfigFile.read(origin.source)
          if let edited = try ConfigLanguagesEdit.removing(arguments.language, from: text, path: origin.source) {
            LanguagesConfigFile.write(edited, to: origin.source)
            printError("glossa: \(origin.source): removed \(arguments.language) from languages:")
          }
        } catch {
          printError(error.description)
          ProcessTeardown.exit(2)
        }
      }
    }
  }
}

/// `LANG PATH...` of `languages add` and `languages remove`.
struct LanguageAndCatalogs: ParsableArguments {
  @Argument(help: "The language code (BCP 47, such as it or pt-BR).")
  var language: String

  @OptionGroup var inputs: CatalogPaths<AppPathsHelp>

  func validate() throws {
    if let problem = LanguageTag.problem(language) { throw ValidationError(problem) }
  }
}

/// Reading and writing `.glossa.yml` for `languages add/remove`; a failure ends the command (status 2).
enum LanguagesConfigFile {
  /// `.glossa.yml` in the deepest folder holding every catalog.
  static func besideCatalogs(_ paths: [String]) -> String {
    let folders = paths.map { URL(fileURLWithPath: $0).standardizedFileURL.deletingLastPathComponent().pathComponents }
    var shared = folders.first ?? [FileManager.default.currentDirectoryPath]
    for folder in folders.dropFirst() { shared = Array(zip(shared, folder).prefix { $0 == $1 }.map(\.0)) }
    let folder = NSString.path(withComponents: shared.isEmpty ? ["/"] : shared)
    return (folder as NSString).appendingPathComponent(GlossaConfig.fileName)
  }

  static func read(_ path: String) -> String {
    do {
      return String(decoding: try FileBytes.read(path: path, limit: 1 << 20), as: UTF8.self)
    } catch {
      printError("glossa: \(path): \(error.message)")
      ProcessTeardown.exit(2)
    }
  }

  static func write(_ text: String, to path: String) {
    do {
      try FileBytes.writeAtomically(Array(text.utf8), to: path)
    } catch {
      printError("glossa: \(path): \(error.message)")
      ProcessTeardown.exit(2)
    }
  }
}

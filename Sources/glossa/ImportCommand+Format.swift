import ArgumentParser
import Foundation
import TerminalScreen
import Interchange
import StringCatalog

extension ImportCommand {
  /// `import --format …`: reads export files back. Only what differs from what the same export
  /// of the catalog writes today changes, so export → import changes nothing.
  func runFormat(_ format: InterchangeFormat) throws {
    let chosen = try pack.options(catalogPath: catalogPath, languages: nil)
    var catalog: Catalog
    let expectation: FileBytes.Expectation
    if let missing = MissingPath.message(catalogPath) {
      // Records are how content moves into a catalog in the first place (the migration path).
      guard entities else {
        printError(missing + " (import --format merges into an existing catalog; with --entities it creates one)")
        throw ExitCode(2)
      }
      catalog = Catalog(sourceLanguage: sourceLanguage, version: "1.0")
      expectation = .absent
    } else {
      do {
        let read = try CatalogReader.readKeepingBytes(path: catalogPath)
        catalog = read.result.catalog
        expectation = .bytes(read.bytes)
      } catch {
        printError(error.description)
        throw ExitCode(2)
      }
      if let sourceLanguageOption, sourceLanguageOption != catalog.sourceLanguage {
        printError("glossa: \(catalogPath): its source language is \(catalog.sourceLanguage), not \(sourceLanguageOption) (--source-language)")
        throw ExitCode(2)
      }
    }
    var options = chosen
    options.catalogKeys = Set(catalog.strings.keys)
    options.entities = entities
    options.fields = try fieldList()
    let records: [PackImport.Record]
    do {
      records = try InterchangeImport.records(format: format, paths: folders, options: options)
    } catch {
      printError(error.message)
      throw ExitCode(2)
    }
    let report = InterchangeImport.apply(records, format: format, to: &catalog, options: options)
    if report.changedValues > 0 {
      do {
        try FileBytes.replace(catalogPath, with: CatalogWriter.bytes(catalog), expecting: expectation)
      } catch {
        printError(error.commandMessage(path: catalogPath, activity: "imported"))
        throw ExitCode(2)
      }
    }
    print(
      "Imported \(Plural.count(report.changedValues, "changed value")) (\(Plural.count(report.newKeys, "new key")); "
        + "\(report.unchangedValues) unchanged) in \(Plural.count(report.languages.count, "language")) into \(catalogPath)")
  }
}

import ArgumentParser
import Foundation
import Interchange
import StringCatalog

extension ImportCommand {
  /// `import --format …`: reads export files back. Only what differs from what the same export
  /// of the catalog writes today changes, so export → import changes nothing.
  func runFormat(_ format: InterchangeFormat) throws {
    let chosen = try pack.options(catalogPath: catalogPath, languages: nil)
    if let missing = MissingPath.message(catalogPath) {
      printError(missing + " (import --format merges into an existing catalog)")
      throw ExitCode(2)
    }
    let read: (result: CatalogReadResult, bytes: [UInt8])
    do {
      read = try CatalogReader.readKeepingBytes(path: catalogPath)
    } catch {
      printError(error.description)
      throw ExitCode(2)
    }
    var catalog = read.result.catalog
    var options = chosen
    options.catalogKeys = Set(catalog.strings.keys)
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
        try FileBytes.replace(catalogPath, with: CatalogWriter.bytes(catalog), expecting: .bytes(read.bytes))
      } catch {
        printError(error.commandMessage(path: catalogPath, activity: "imported"))
        throw ExitCode(2)
      }
    }
    print(
      "Imported \(report.changedValues) changed values (\(report.newKeys) new keys; \(report.unchangedValues) unchanged) "
        + "in \(report.languages.count) languages into \(catalogPath)")
  }
}

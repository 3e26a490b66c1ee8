// Shared by the xliff, po and records harnesses: reads one file as `import --format` does and merges the
// records into a small catalog; the merged catalog must write and read back.
import StringCatalog

enum FuzzImport {
  static let catalogText = """
    {"sourceLanguage":"en","version":"1.0","strings":{
    "Hello":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Hallo"}}}},
    "%lld files":{"localizations":{"de":{"variations":{"plural":{
      "one":{"stringUnit":{"state":"translated","value":"%lld Datei"}},
      "other":{"stringUnit":{"state":"translated","value":"%lld Dateien"}}}}}}},
    "Trip of %lld days":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Reise von %#@days@"},
      "substitutions":{"days":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{
        "one":{"stringUnit":{"state":"translated","value":"%arg Tag"}},
        "other":{"stringUnit":{"state":"translated","value":"%arg Tagen"}}}}}}}}},
    "Tap":{"localizations":{"de":{"variations":{"device":{
      "mac":{"stringUnit":{"state":"translated","value":"Klicken"}},
      "other":{"stringUnit":{"state":"translated","value":"Tippen"}}}}}}}
    }}
    """
  static let catalog = (try? CatalogReader.read(bytes: Array(catalogText.utf8)).catalog) ?? Catalog(sourceLanguage: "en")

  /// Records (`ID.FIELD`, `Entity.ID.FIELD`) for the records harness's exports over a base.
  static let recordsCatalog =
    (try? CatalogReader.read(
      bytes: Array(
        """
        {"sourceLanguage":"en","version":"1.0","strings":{
        "1.name":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Eins"}}}},
        "2.name":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Zwei"}}}},
        "Plan.1.name":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Plan"}}}}
        }}
        """.utf8)
    ).catalog) ?? Catalog(sourceLanguage: "en")

  static func run(_ format: InterchangeFormat, file: ExportFile, entities: Bool = false) {
    var options = ExportOptions(settings: ExportSettings(name: "Fuzz"))
    options.catalogKeys = Set(catalog.strings.keys)
    options.entities = entities
    guard let records = try? InterchangeImport.records(format: format, files: [file], options: options) else { return }
    // Merged without the comparison with the catalog's own export (InterchangeImport.apply), which
    // would export the catalog for every input and run 30 times slower; the merge is the same.
    var merged = catalog
    _ = PackImport.apply(records, to: &merged, current: nil)
    let written = CatalogWriter.bytes(merged)
    if (try? CatalogReader.read(bytes: written)) == nil { fatalError("the merged catalog does not read back") }
  }
}

import StringCatalog

/// The formats `glossa export` writes and `glossa import --format` reads.
package enum InterchangeFormat: String, CaseIterable, Sendable {
  case json, plist
  case keysOnce = "keys-once"
  case strings, xliff, po
}

/// Format-specific export switches.
package struct ExportOptions: Sendable {
  package var settings: ExportSettings
  /// json, plist: record keys (`RecordKey`) become records — json: an array of records, or
  /// Entity → array; plist: locale → Entity → [{id, FIELD…}].
  package var entities = false
  /// json records: the base file that gives every record's other members and the order.
  package var base: RecordsDocument?
  /// Import of records: the fields that become keys (nil: every plist row attribute but id).
  package var fields: [String]?
  /// keys-once: also write `.json.zst`.
  package var compressZstd = false
  /// Import (xliff, po): the catalog's keys. A unit id that is itself a key (`name|==|plural.one`
  /// written literally) names that key, not a variation — Xcode cannot tell them apart.
  package var catalogKeys: Set<String> = []

  package init(settings: ExportSettings) {
    self.settings = settings
  }
}

package enum Interchange {
  package static func export(_ catalog: Catalog, format: InterchangeFormat, options: ExportOptions) -> ExportResult {
    switch format {
    case .json where options.entities: return JSONRecordsExporter.export(catalog, settings: options.settings, base: options.base)
    case .json: return JSONPackExporter.export(catalog, settings: options.settings)
    case .keysOnce: return KeysOnceExporter.export(catalog, settings: options.settings, compress: options.compressZstd)
    case .plist: return PlistExporter.export(catalog, settings: options.settings, entities: options.entities)
    case .strings: return StringsExporter.export(catalog, settings: options.settings)
    case .xliff: return XLIFFExporter.export(catalog, settings: options.settings)
    case .po: return POExporter.export(catalog, settings: options.settings)
    }
  }
}

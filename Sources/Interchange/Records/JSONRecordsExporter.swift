import StringCatalog

/// `json --entities`: `<name>-<lang>.json` holds the catalog's records (`RecordKey`) instead of a
/// key → value map — an array of records, or an object Entity → array of records — each
/// language complete through the json pack's fallback chain, and `<name>-languages.json` as for
/// json packs. With a base file, the records are the base's, in its order, with its members,
/// member order and JSON types; only the catalog's fields are replaced.
package enum JSONRecordsExporter {
  package static func export(_ catalog: Catalog, settings: ExportSettings, base: RecordsDocument?) -> ExportResult {
    let content = PackContent(catalog: catalog, settings: settings)
    var result = ExportResult()
    let found = CatalogRecords(keys: content.keys, layoutHasEntities: base?.hasEntities)
    if !found.leftOut.isEmpty {
      let shape = found.hasEntities ? "Entity.ID.FIELD" : "ID.FIELD"
      let named = found.leftOut.prefix(5).map(\.debugDescription).joined(separator: ", ")
      let more = found.leftOut.count > 5 ? ", …" : ""
      result.warnings.append("\(Plural.count(found.leftOut.count, "key")) left out, not \(shape) records: \(named)\(more)")
    }
    var writer = RecordsWriter(content: content, records: found)
    for language in content.languages {
      let tree = base.map { writer.tree(language, base: $0) } ?? writer.tree(language)
      result.files.append(ExportFile(path: "\(settings.name)-\(language).json", bytes: tree.bytes))
    }
    result.warnings += writer.warnings
    let languages = LanguagesFile.tree(content: content, layout: "json", name: settings.name)
    result.files.append(ExportFile(path: "\(settings.name)-languages.json", bytes: languages.bytes))
    return result
  }
}

/// The catalog's records: per entity (nil without one), each id's fields as indices of the
/// pack's keys. Keys that are no records, or do not fit the layout, are left out.
struct CatalogRecords {
  struct Entity {
    var name: String?
    var ids: [String] = []
    var fields: [String: [(field: String, index: Int)]] = [:]
  }

  var hasEntities: Bool
  var entities: [Entity] = []
  var leftOut: [String] = []

  /// `layoutHasEntities`: the layout a base file fixes; nil = entities when some key has an Entity part.
  init(keys: [String], layoutHasEntities: Bool?) {
    let parsed = keys.map(RecordKey.init)
    hasEntities = layoutHasEntities ?? parsed.contains { $0?.entity != nil }
    var slots: [String?: Int] = [:]
    for (index, key) in keys.enumerated() {
      guard let record = parsed[index], (record.entity != nil) == hasEntities else {
        leftOut.append(key)
        continue
      }
      let slot =
        slots[record.entity]
        ?? {
          entities.append(Entity(name: record.entity))
          slots[record.entity] = entities.count - 1
          return entities.count - 1
        }()
      if entities[slot].fields[record.id] == nil { entities[slot].ids.append(record.id) }
      entities[slot].fields[record.id, default: []].append((record.field, index))
    }
    entities.sort { codePointOrder($0.name ?? "", $1.name ?? "") }
    for slot in entities.indices {
      entities[slot].ids.sort(by: Self.idOrder)
      for id in entities[slot].ids { entities[slot].fields[id]?.sort { codePointOrder($0.field, $1.field) } }
    }
  }

  /// Numeric ids first, by value (7 before 12 before 1001), then the others by code point.
  static func idOrder(_ a: String, _ b: String) -> Bool {
    switch (isNumber(a), isNumber(b)) {
    case (true, true): return a.count != b.count ? a.count < b.count : a < b
    case (true, false): return true
    case (false, true): return false
    case (false, false): return codePointOrder(a, b)
    }
  }

  /// Digits only, as JSON writes an integer (no leading zero: `007` stays a string, as written).
  static func isNumber(_ id: String) -> Bool {
    !id.isEmpty && id.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } && (id == "0" || !id.hasPrefix("0"))
  }
}

import StringCatalog

/// Writes one language's records file from the catalog's records, alone or over a base file.
struct RecordsWriter {
  let content: PackContent
  let records: CatalogRecords
  /// Each once, in the order met.
  private(set) var warnings: [String] = []

  init(content: PackContent, records: CatalogRecords) {
    self.content = content
    self.records = records
  }

  /// Without a base: `{"id": …}` then the fields by name; records without a value in the language are left out.
  mutating func tree(_ language: String) -> JSONTree {
    let parts = records.entities.map { entity in
      (entity.name ?? "", JSONTree.array(entity.ids.compactMap { newRecord(entity, id: $0, language) }))
    }
    return records.hasEntities ? .object(parts) : parts.first?.1 ?? .array([])
  }

  /// Over a base: its records in its order, their fields replaced; the catalog's other records
  /// and entities appended (with a warning).
  mutating func tree(_ language: String, base: RecordsDocument) -> JSONTree {
    var members: [(String, JSONTree)] = []
    var seenEntities: Set<String?> = []
    for part in base.parts {
      switch part {
      case .other(let name, let value): members.append((name, value))
      case .records(let name, let baseRecords):
        seenEntities.insert(name)
        let entity = records.entities.first { $0.name == name }
        var items: [JSONTree] = []
        var seenIDs: Set<String> = []
        for record in baseRecords {
          seenIDs.insert(record.id)
          items.append(.object(merged(record, fields: entity?.fields[record.id] ?? [], language)))
        }
        for id in entity?.ids ?? [] where !seenIDs.contains(id) {
          guard let item = newRecord(entity, id: id, language) else { continue }
          note("record \(id.debugDescription)\(name.map { " of \($0)" } ?? "") is not in the base file; appended")
          items.append(item)
        }
        members.append((name ?? "", .array(items)))
      }
    }
    for entity in records.entities where !seenEntities.contains(entity.name) {
      note("\(entity.name ?? "records") is not in the base file; appended")
      members.append((entity.name ?? "", .array(entity.ids.compactMap { newRecord(entity, id: $0, language) })))
    }
    return base.hasEntities ? .object(members) : members.first?.1 ?? .array([])
  }

  private mutating func newRecord(_ entity: CatalogRecords.Entity?, id: String, _ language: String) -> JSONTree? {
    var members: [(String, JSONTree)] = []
    for (field, index) in entity?.fields[id] ?? [] {
      guard let value = content.resolved(language, at: index) else { continue }
      members.append((field, fieldTree(value, key: content.keys[index], like: nil)))
    }
    guard !members.isEmpty else { return nil }
    return .object([("id", CatalogRecords.isNumber(id) ? .number(id) : .string(id))] + members)
  }

  /// The base record's members in order, the catalog's fields replaced; fields it lacks appended.
  private mutating func merged(_ record: RecordsDocument.Record, fields: [(field: String, index: Int)], _ language: String)
    -> [(String, JSONTree)]
  {
    var members = record.members
    for (field, index) in fields {
      guard let value = content.resolved(language, at: index) else { continue }
      if let slot = members.firstIndex(where: { $0.0.utf8.elementsEqual(field.utf8) }) {
        members[slot].1 = fieldTree(value, key: content.keys[index], like: members[slot].1)
      } else {
        members.append((field, fieldTree(value, key: content.keys[index], like: nil)))
      }
    }
    return members
  }

  /// A plain value as a string — or as the base member's number or boolean when it reads as one.
  /// A varied value (plural, device, substitutions) has no plain shape: it is written as the
  /// pack's value object, which GlossaRuntime reads, with a warning.
  private mutating func fieldTree(_ value: PackValue, key: String, like base: JSONTree?) -> JSONTree {
    guard case .text(let text, _) = value else {
      note("\(key.debugDescription): a varied value (plural, device or substitutions) is written as the pack's value object, not a string")
      return value.jsonTree
    }
    switch base {
    case .number?:
      if JSONNumberText.isValid(text) { return .number(text) }
      note("\(key.debugDescription): the base file has a number there and \(text.debugDescription) is none; written as a string")
    case .bool?:
      if text == "true" || text == "false" { return .bool(text == "true") }
      note("\(key.debugDescription): the base file has a boolean there and \(text.debugDescription) is none; written as a string")
    case .string?, nil: break
    default: note("\(key.debugDescription): the base file has no string there (null, an object or an array); written as a string")
    }
    return .string(text)
  }

  private mutating func note(_ warning: String) {
    if !warnings.contains(warning) { warnings.append(warning) }
  }
}

/// JSON's number grammar: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
enum JSONNumberText {
  static func isValid(_ text: String) -> Bool {
    var bytes = Array(text.utf8)[...]
    func digits() -> Int {
      let count = bytes.prefix { $0 >= 0x30 && $0 <= 0x39 }.count
      bytes = bytes.dropFirst(count)
      return count
    }
    if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
    if bytes.first == UInt8(ascii: "0") {
      bytes = bytes.dropFirst()
    } else if digits() == 0 {
      return false
    }
    if bytes.first == UInt8(ascii: ".") {
      bytes = bytes.dropFirst()
      if digits() == 0 { return false }
    }
    if bytes.first == UInt8(ascii: "e") || bytes.first == UInt8(ascii: "E") {
      bytes = bytes.dropFirst()
      if bytes.first == UInt8(ascii: "+") || bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
      if digits() == 0 { return false }
    }
    return bytes.isEmpty
  }
}

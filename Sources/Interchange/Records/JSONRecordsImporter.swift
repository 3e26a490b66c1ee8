/// Reads records files (`<name>-<lang>.json`, as `json --entities` writes them or as an app keeps
/// them) back: each record's listed fields become `ID.FIELD` keys (`Entity.ID.FIELD` under an
/// entity) with the file's language's value; every other member is the app's data, never a key.
package enum JSONRecordsImporter {
  package static func records(file bytes: [UInt8], language: String, path: String, fields: [String]) throws(InterchangeError)
    -> [PackImport.Record]
  {
    let document = try RecordsDocument(bytes, path: path)
    var result: [PackImport.Record] = []
    for case .records(let entity, let records) in document.parts {
      for record in records {
        for field in fields {
          guard let member = record[field] else { continue }
          let key = try RecordKey.checked(entity: entity, id: record.id, field: field) { document.place(of: record) }
          // Built only for a message: a file holds many thousands of fields.
          var place: String { "\(document.place(of: record)): record \(record.id.debugDescription), \(field.debugDescription)" }
          let value: PackValue
          switch member {
          case .null: continue
          case .string(let text): value = .text(text)
          // A number or boolean field the base file typed so reads back as the text it came from.
          case .number(let text): value = .text(text)
          case .bool(let flag): value = .text(flag ? "true" : "false")
          case .object: value = try PackValue(json: member, where: place)
          case .array: throw InterchangeError("\(place): an array cannot be a translated value")
          }
          result.append(PackImport.Record(language: language, key: key, value: value))
        }
      }
    }
    return result
  }
}

extension RecordKey {
  /// The key of a record's field read from a file; one that would not split back into the same
  /// record is an error at `place`.
  static func checked(entity: String?, id: String, field: String, at place: () -> String) throws(InterchangeError) -> String {
    let record = RecordKey(entity: entity, id: id, field: field)
    if let problem = record.problem { throw InterchangeError("\(place()): \(problem)") }
    return record.key
  }
}

import StringCatalog
import Foundation

/// Reads a `plist` export back: locale → table → key → value, and locale → Entity → rows.
package enum PlistImporter {
  package static func records(bytes: [UInt8], path: String, options: ExportOptions) throws(InterchangeError) -> [PackImport.Record] {
    let locales = try FoundationPlist.dictionary(bytes, path: path, expecting: "locales")
    var records: [PackImport.Record] = []
    for (language, body) in locales.sorted(by: { $0.key < $1.key }) {
      guard let tables = body as? [String: Any] else { throw InterchangeError("\(path): \(language) is not a dictionary") }
      for (name, item) in tables {
        if let table = item as? [String: Any] {
          for (key, value) in table {
            records.append(PackImport.Record(language: language, key: key, value: try packValue(value, where: "\(path): \(language) \"\(key)\"")))
          }
        } else if let rows = item as? [[String: Any]] {
          // Each id's first row: a second would replace its values without a word (`5` and
          // `"5"` are one id). By bytes, as the catalog tells keys apart.
          var firstWithID: [[UInt8]: Int] = [:]
          for (number, row) in rows.enumerated() {
            let place = "\(path): \(language) \(name) row \(number + 1)"
            // A seed's id is a string, or an integer as Core Data models often have it.
            guard let id = row["id"] as? String ?? (row["id"] as? NSNumber).map(\.stringValue) else {
              throw InterchangeError("\(place): no string or integer \"id\"")
            }
            if let first = firstWithID[Array(id.utf8)] {
              throw InterchangeError("\(place) has the id \(id.debugDescription) of row \(first + 1)")
            }
            firstWithID[Array(id.utf8)] = number
            for (attribute, value) in row where attribute != "id" && options.fields.map({ $0.contains(attribute) }) != false {
              let key = try RecordKey.checked(entity: name, id: id, field: attribute) { place }
              records.append(PackImport.Record(language: language, key: key, value: try packValue(value, where: "\(path): \(language) \"\(key)\"")))
            }
          }
        } else {
          throw InterchangeError("\(path): \(language) \(name): expected a table or an array of rows")
        }
      }
    }
    return records
  }

  static func packValue(_ value: Any, where place: String) throws(InterchangeError) -> PackValue {
    try PackValue(json: tree(value), where: place)
  }

  /// Converts Foundation's plist objects to the JSON tree the pack value reader knows.
  static func tree(_ value: Any) -> JSONTree {
    if let text = value as? String { return .string(text) }
    if let number = value as? NSNumber { return .number(number.stringValue) }
    if let dictionary = value as? [String: Any] { return .object(dictionary.map { ($0.key, tree($0.value)) }) }
    if let array = value as? [Any] { return .array(array.map(tree)) }
    return .null
  }
}

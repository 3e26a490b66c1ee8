import CatalogModel
import CatalogFiles
import CatalogEditing

/// Where each entry of a catalog file starts: the byte offset of its key and of its value, and
/// the key's line. One pass over the file that decodes only the entry keys, then one count of
/// line feeds, so that the findings of each entry can be located from its key onwards.
package struct CatalogEntryIndex: Sendable {
  package struct Place: Sendable {
    package var keyOffset: Int
    package var valueOffset: Int
    /// 1-based line and column (in characters) of the key.
    package var line: Int
    package var column: Int
  }

  package private(set) var places: [String: Place] = [:]

  package init() {}

  package init(bytes: UnsafeBufferPointer<UInt8>) {
    var scanner = JSONScanner(bytes: bytes)
    var ordered: [EntryPlace] = []
    try? scanner.readMembers(of: "the catalog") { (scanner, member, _) throws(ScanError) in
      guard member == "strings" else {
        scanner.skipValue()
        return
      }
      try scanner.readMembers(of: "strings") { (scanner, key, keyOffset) throws(ScanError) in
        scanner.skipWhitespace()
        ordered.append(EntryPlace(key: key, keyOffset: keyOffset, valueOffset: scanner.position))
        scanner.skipValue()
      }
    }
    self.init(bytes: bytes, places: ordered)
  }

  /// From the places the reader recorded as it parsed (see `EntryPlace`), in file order.
  package init(bytes: UnsafeBufferPointer<UInt8>, places ordered: [EntryPlace]) {
    var found: [String: Place] = [:]
    found.reserveCapacity(ordered.count)
    var cursor = LineCursor()
    for member in ordered {
      cursor.advance(to: member.keyOffset, in: bytes)
      // A repeated key: the last one wins, as in the reader.
      found[member.key] = Place(
        keyOffset: member.keyOffset, valueOffset: member.valueOffset, line: cursor.line, column: cursor.column)
    }
    places = found
  }

  package subscript(key: String) -> Place? { places[key] }
}

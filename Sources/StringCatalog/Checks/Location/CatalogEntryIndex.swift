/// Where each entry of a catalog file starts: the byte offset of its key and of its value.
/// One pass over the file that decodes only the entry keys.
struct CatalogEntryIndex: Sendable {
  struct Place: Sendable {
    var keyOffset: Int
    var valueOffset: Int
  }

  private(set) var places: [String: Place] = [:]

  init() {}

  init(bytes: UnsafeBufferPointer<UInt8>) {
    var scanner = JSONScanner(bytes: bytes)
    var found: [String: Place] = [:]
    try? scanner.readMembers(of: "the catalog") { (scanner, member, _) throws(ScanError) in
      guard member == "strings" else {
        scanner.skipValue()
        return
      }
      try scanner.readMembers(of: "strings") { (scanner, key, keyOffset) throws(ScanError) in
        scanner.skipWhitespace()
        // A repeated key: the last one wins, as in the reader.
        found[key] = Place(keyOffset: keyOffset, valueOffset: scanner.position)
        scanner.skipValue()
      }
    }
    places = found
  }

  subscript(key: String) -> Place? { places[key] }
}

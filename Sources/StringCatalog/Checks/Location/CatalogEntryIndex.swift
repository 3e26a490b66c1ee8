/// Where each entry of a catalog file starts: the byte offset of its key and of its value, and
/// the key's line. One pass over the file that decodes only the entry keys, then one count of
/// line feeds, so that the findings of each entry can be located from its key onwards.
struct CatalogEntryIndex: Sendable {
  struct Place: Sendable {
    var keyOffset: Int
    var valueOffset: Int
    /// 1-based line of the key.
    var line: Int
    /// Byte offset where that line starts.
    var lineStart: Int
  }

  private(set) var places: [String: Place] = [:]

  init() {}

  init(bytes: UnsafeBufferPointer<UInt8>) {
    var scanner = JSONScanner(bytes: bytes)
    var ordered: [(key: String, keyOffset: Int, valueOffset: Int)] = []
    try? scanner.readMembers(of: "the catalog") { (scanner, member, _) throws(ScanError) in
      guard member == "strings" else {
        scanner.skipValue()
        return
      }
      try scanner.readMembers(of: "strings") { (scanner, key, keyOffset) throws(ScanError) in
        scanner.skipWhitespace()
        ordered.append((key, keyOffset, scanner.position))
        scanner.skipValue()
      }
    }
    var found: [String: Place] = [:]
    found.reserveCapacity(ordered.count)
    var line = 1
    var counted = 0
    for member in ordered {
      line += NewlineCounter.count(in: bytes, from: counted, to: member.keyOffset)
      counted = member.keyOffset
      let start = NewlineCounter.lineStart(in: bytes, before: member.keyOffset)
      // A repeated key: the last one wins, as in the reader.
      found[member.key] = Place(keyOffset: member.keyOffset, valueOffset: member.valueOffset, line: line, lineStart: start)
    }
    places = found
  }

  subscript(key: String) -> Place? { places[key] }
}

import CatalogModel

/// Where an entry is in the file: lint locates its findings from there.
package struct EntryPlace: Sendable {
  package var key: String
  package var keyOffset: Int
  package var valueOffset: Int

  package init(key: String, keyOffset: Int, valueOffset: Int) {
    self.key = key
    self.keyOffset = keyOffset
    self.valueOffset = valueOffset
  }
}

/// Where a catalog's strings were cut between two threads.
package struct CatalogCut: Sendable, Equatable {
  /// Entries before the cut, in file order.
  package var entriesBefore: Int
  /// The file offset of the quote of the first entry's key after the cut.
  package var offset: Int
}

/// The catalog's `strings` object, entry by entry, taking the later parts' entries from other
/// threads when they are parsing them (see `LaterPart`).
extension JSONScanner {
  /// Reads the object and hands each entry to `add`, in file order; returns an empty list (the
  /// caller keeps what it wants).
  package mutating func readStrings(
    _ add: (inout JSONScanner, _ key: String, _ offset: Int, _ entry: Entry) throws(ScanError) -> Void
  ) throws(ScanError) -> KeyedList<Entry> {
    defer {
      laterPart?.cancel()
      laterPart = nil
    }
    let what = "\"strings\""
    skipWhitespace()
    let objectStart = position
    guard consume(0x7B) else { throw fail("expected \(what) (an object), found \(describeNext())") }
    try enterNesting(opener: position - 1)
    if consume(0x7D) {
      leaveNesting()
      return KeyedList()
    }
    var entriesRead = 0
    while true {
      skipWhitespace()
      if let part = laterPart, position >= part.start {
        if position == part.start, let parsed = part.wait() {
          cut = CatalogCut(entriesBefore: entriesRead, offset: part.start)
          for member in parsed.members {
            try add(&self, member.key, member.offset, member.entry)
            entryPlaces?.append(EntryPlace(key: member.key, keyOffset: member.offset, valueOffset: member.valueOffset))
          }
          duplicates += parsed.duplicates
          leniencies += parsed.leniencies
          continueInLaterParts(parsed)
        } else {
          // The guessed cut was not between two entries, or the later part failed: read on.
          part.cancel()
          laterPart = nil
          continue
        }
      } else {
        try expectMemberName(in: what, objectStart: objectStart)
        let offset = position
        let key = try readString()
        try expect(0x3A, "':' after the member name")
        skipWhitespace()
        let valueOffset = position
        let entry = try readEntry()
        releaseParsedInput()
        try add(&self, key, offset, entry)
        entryPlaces?.append(EntryPlace(key: key, keyOffset: offset, valueOffset: valueOffset))
        entriesRead += 1
      }
      if try objectEnds(after: what, objectStart: objectStart) { break }
    }
    leaveNesting()
    return KeyedList()
  }
}

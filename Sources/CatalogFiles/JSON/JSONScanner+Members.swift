import CatalogModel

/// Duplicate and unknown members, and maps kept in catalog order.
extension JSONScanner {
  /// Which known members an object has had, to spot a repeated one.
  package struct SeenMembers {
    package let objectStart: Int
    package var mask: UInt32 = 0
  }

  package mutating func noteKnown(_ bit: Int, _ key: String, _ offset: Int, _ seen: inout SeenMembers) {
    let flag: UInt32 = 1 << UInt32(bit)
    if seen.mask & flag != 0 {
      noteDuplicate(key, secondOffset: offset, objectStart: seen.objectStart)
    }
    seen.mask |= flag
  }

  /// Reads a member Glossa does not model; a repeated one replaces the earlier (last wins).
  package mutating func readExtra(_ key: String, _ offset: Int, into extra: inout [JSONMember], objectStart: Int) throws(ScanError) {
    let value = try readValue()
    if let existing = extra.firstIndex(where: { $0.key.isLiterally(key) }) {
      noteDuplicate(key, secondOffset: offset, objectStart: objectStart)
      extra.remove(at: existing)
    }
    extra.append(JSONMember(key, value))
  }

  package mutating func noteDuplicate(_ key: String, secondOffset: Int, objectStart: Int) {
    duplicates.append(DuplicateMember(key: key, objectStart: objectStart, secondOffset: secondOffset))
  }

  /// Reads an object whose members are a map, returning it in catalog order. Files Xcode wrote
  /// are already in order, so each key is only compared with the one before; anything else is
  /// sorted exactly as Xcode would.
  package mutating func readMap<Value>(
    of what: String, _ readValue: (inout JSONScanner) throws(ScanError) -> Value
  ) throws(ScanError) -> KeyedList<Value> {
    skipWhitespace()
    let objectStart = position
    // Maps at one depth tend to have the same size (an entry's languages, a form's categories):
    // sizing the keys like the last one saves growing them one doubling at a time.
    let slot = min(depth, MapSizeHints.depths - 1)
    var map = OrderedMapBuilder<Value>(expectedCount: mapSizeHints[slot], precedent: mapPrecedents[slot])
    try readMembers(of: what, predictedKey: { map.predictedKey }) { (scanner, key, offset) throws(ScanError) in
      let value = try readValue(&scanner)
      if !map.add(key, consume value) { scanner.noteDuplicate(key, secondOffset: offset, objectStart: objectStart) }
    }
    mapSizeHints[slot] = min(map.count, MapSizeHints.largest)
    if map.isInOrder && map.count <= MapSizeHints.largest { mapPrecedents[slot] = map.keys }
    return map.finish()
  }

  /// At a member name's opening quote (the caller has checked it is one): when the name is
  /// exactly `predicted`, a short ASCII string (language codes and plural categories are),
  /// consumes it with two word loads instead of reading a string and looking it up. A short string's two words are its bytes, zero
  /// padded, and in the top byte its count (0xE0 | count when it is ASCII).
  @inline(__always)
  package mutating func consumePredictedKey(_ predicted: String) -> Bool {
    let (low, high) = unsafeBitCast(predicted, to: (UInt64, UInt64).self)
    guard high >> 60 == 0xE, let base = bytes.baseAddress, position + 17 <= bytes.count else { return false }
    let count = Int(truncatingIfNeeded: high >> 56) & 0xF
    // The name's bytes and its closing quote, after the opening one.
    var expected = (low, high & 0x00FF_FFFF_FFFF_FFFF)
    if count < 8 {
      expected.0 |= 0x22 << UInt64(8 * count)
    } else {
      expected.1 |= 0x22 << UInt64(8 * (count - 8))
    }
    let length = count + 1
    let firstMask: UInt64 = length >= 8 ? ~0 : (1 << UInt64(8 * length)) &- 1
    let secondMask: UInt64 = length <= 8 ? 0 : length >= 16 ? ~0 : (1 << UInt64(8 * (length - 8))) &- 1
    let raw = UnsafeRawPointer(base + position + 1)
    guard raw.loadUnaligned(as: UInt64.self) & firstMask == expected.0,
      raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self) & secondMask == expected.1
    else { return false }
    position += count + 2
    return true
  }

  /// The offset of the first occurrence of `key` in the object at `objectStart`; only used to
  /// report duplicates, so it re-reads that object rather than recording every key's offset.
  package func firstOffset(of key: String, inObjectAt objectStart: Int) -> Int? {
    var scanner = JSONScanner(bytes: bytes)
    scanner.position = objectStart
    var found: Int?
    do {
      try scanner.readMembers(of: "an object") { (scanner, member, offset) throws(ScanError) in
        if found == nil && member.isLiterally(key) { found = offset }
        _ = try scanner.readValue()
      }
    } catch {
      return found
    }
    return found
  }
}

/// A member name that appeared twice in one object.
package struct DuplicateMember {
  package var key: String
  package var objectStart: Int
  package var secondOffset: Int
}

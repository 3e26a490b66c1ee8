/// Bounds-checked access to the parts of a `bplist00` file.
struct BinaryPlistReader {
  let bytes: [UInt8]
  let offsetSize: Int
  let refSize: Int
  let objectCount: Int
  let topObject: Int
  let offsetTable: Int

  struct Marker {
    var type: UInt8
    var info: UInt8
    var offset: Int
  }

  init(_ bytes: [UInt8]) throws(LegacyParseError) {
    self.bytes = bytes
    // Header (8) + at least one object marker (1) + trailer (32).
    guard bytes.starts(with: Array("bplist00".utf8)), bytes.count >= 8 + 1 + 32 else {
      throw BinaryStringsPlist.failure("malformed binary property list: not a complete bplist00 file")
    }
    let trailer = bytes.count - 32
    offsetSize = Int(bytes[trailer + 6])
    refSize = Int(bytes[trailer + 7])
    let rawCount = Self.bigEndian(bytes[(trailer + 8)..<(trailer + 16)])
    let rawTop = Self.bigEndian(bytes[(trailer + 16)..<(trailer + 24)])
    let rawTable = Self.bigEndian(bytes[(trailer + 24)..<(trailer + 32)])
    guard (1...8).contains(offsetSize), (1...8).contains(refSize),
      rawTable >= 9, rawTable < UInt64(trailer), rawCount > 0,
      // The offset table must fit between its start and the trailer.
      rawCount <= UInt64(trailer) / UInt64(offsetSize),
      rawTable + rawCount * UInt64(offsetSize) <= UInt64(trailer),
      rawTop < rawCount
    else {
      throw BinaryStringsPlist.failure("malformed binary property list: inconsistent trailer")
    }
    objectCount = Int(rawCount)
    topObject = Int(rawTop)
    offsetTable = Int(rawTable)
  }

  /// The marker byte of object number `index`.
  func object(at index: Int) throws(LegacyParseError) -> Marker {
    guard index >= 0, index < objectCount else {
      throw BinaryStringsPlist.failure("malformed binary property list: object reference out of range")
    }
    let entry = offsetTable + index * offsetSize
    let offset = Self.bigEndian(bytes[entry..<(entry + offsetSize)])
    // Objects live between the header and the offset table.
    guard offset >= 8, offset < UInt64(offsetTable) else {
      throw BinaryStringsPlist.failure("malformed binary property list: object offset out of range")
    }
    let byte = bytes[Int(offset)]
    return Marker(type: byte >> 4, info: byte & 0x0F, offset: Int(offset))
  }

  /// The element count of a string or dictionary and where its data starts.
  /// A low nibble of 0xF means the count follows as an integer object.
  func count(of marker: Marker) throws(LegacyParseError) -> (count: Int, start: Int) {
    guard marker.info == 0x0F else { return (Int(marker.info), marker.offset + 1) }
    let intMarker = marker.offset + 1
    guard intMarker < offsetTable, bytes[intMarker] >> 4 == 0x1 else {
      throw BinaryStringsPlist.failure("malformed binary property list: bad length of an object")
    }
    let width = 1 << Int(bytes[intMarker] & 0x0F)
    guard width <= 8, intMarker + 1 + width <= offsetTable else {
      throw BinaryStringsPlist.failure("malformed binary property list: bad length of an object")
    }
    let value = Self.bigEndian(bytes[(intMarker + 1)..<(intMarker + 1 + width)])
    // No count can exceed the bytes that hold the objects.
    guard value <= UInt64(offsetTable) else {
      throw BinaryStringsPlist.failure("malformed binary property list: object length out of range")
    }
    return (Int(value), intMarker + 1 + width)
  }

  /// `count` big-endian integers of `size` bytes from `start`, all inside
  /// the object area.
  func integers(at start: Int, count: Int, size: Int) throws(LegacyParseError) -> [Int] {
    guard count <= offsetTable, start + count * size <= offsetTable else {
      throw BinaryStringsPlist.failure("malformed binary property list: dictionary runs past its data")
    }
    var result: [Int] = []
    result.reserveCapacity(count)
    for index in 0..<count {
      let from = start + index * size
      let value = Self.bigEndian(bytes[from..<(from + size)])
      guard value < UInt64(objectCount) else {
        throw BinaryStringsPlist.failure("malformed binary property list: object reference out of range")
      }
      result.append(Int(value))
    }
    return result
  }

  /// The string object number `index`, or nil if that object is no string.
  func string(at index: Int) throws(LegacyParseError) -> String? {
    let marker = try object(at: index)
    switch marker.type {
    case 0x5:  // ASCII
      let (count, start) = try count(of: marker)
      guard start + count <= offsetTable else { throw truncated() }
      let slice = bytes[start..<(start + count)]
      guard slice.allSatisfy({ $0 < 0x80 }) else {
        throw BinaryStringsPlist.failure("malformed binary property list: non-ASCII byte in an ASCII string")
      }
      return String(decoding: slice, as: UTF8.self)
    case 0x6:  // UTF-16BE
      let (count, start) = try count(of: marker)
      guard count <= offsetTable / 2, start + 2 * count <= offsetTable else { throw truncated() }
      var units: [UInt16] = []
      units.reserveCapacity(count)
      for unit in 0..<count {
        units.append(UInt16(bytes[start + 2 * unit]) << 8 | UInt16(bytes[start + 2 * unit + 1]))
      }
      var text = String.UnicodeScalarView()
      var iterator = units.makeIterator()
      var codec = UTF16()
      while true {
        switch codec.decode(&iterator) {
        case .scalarValue(let scalar): text.append(scalar)
        case .emptyInput: return String(text)
        case .error:
          throw BinaryStringsPlist.failure("malformed binary property list: unpaired surrogate in a string")
        }
      }
    default:
      return nil
    }
  }

  private func truncated() -> LegacyParseError {
    BinaryStringsPlist.failure("malformed binary property list: string runs past its data")
  }

  private static func bigEndian(_ slice: ArraySlice<UInt8>) -> UInt64 {
    slice.reduce(0) { $0 << 8 | UInt64($1) }
  }
}

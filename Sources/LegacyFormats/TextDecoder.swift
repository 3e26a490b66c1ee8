/// How the bytes of a legacy file were stored.
public enum TextEncodingFound: String, Sendable {
  case utf8
  case utf8BOM
  case utf16LE
  case utf16BE
  /// A compiled `bplist00` file committed under a `.strings` name (Xcode's
  /// build output). It has no text, so entries read from it carry
  /// line 1, column 1 as their positions.
  case binaryPropertyList
}

/// Text decoded from a file's bytes, with the encoding that was detected.
struct DecodedText {
  var scalars: [Unicode.Scalar]
  var encoding: TextEncodingFound
}

/// Turns bytes into scalars, choosing the encoding from the byte order mark.
///
/// Without a BOM the text must be UTF-8: that is what Xcode writes today, and
/// UTF-16 files in the corpus always carry a BOM. Errors point at the first
/// scalar that could not be decoded, counted in the text decoded so far.
enum TextDecoder {
  static func decode(_ bytes: [UInt8]) throws(LegacyParseError) -> DecodedText {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      return DecodedText(scalars: try decodeUTF8(bytes.dropFirst(3)), encoding: .utf8BOM)
    }
    if bytes.starts(with: [0xFF, 0xFE]) {
      return DecodedText(scalars: try decodeUTF16(bytes.dropFirst(2), bigEndian: false), encoding: .utf16LE)
    }
    if bytes.starts(with: [0xFE, 0xFF]) {
      return DecodedText(scalars: try decodeUTF16(bytes.dropFirst(2), bigEndian: true), encoding: .utf16BE)
    }
    return DecodedText(scalars: try decodeUTF8(bytes[...]), encoding: .utf8)
  }

  private static func decodeUTF8(_ bytes: ArraySlice<UInt8>) throws(LegacyParseError) -> [Unicode.Scalar] {
    var scalars: [Unicode.Scalar] = []
    scalars.reserveCapacity(bytes.count)
    var counter = PositionCounter()
    var iterator = bytes.makeIterator()
    var codec = UTF8()
    while true {
      switch codec.decode(&iterator) {
      case .scalarValue(let scalar):
        scalars.append(scalar)
        counter.advance(over: scalar)
      case .emptyInput:
        return scalars
      case .error:
        throw LegacyParseError(
          position: counter.position,
          message: "invalid UTF-8 byte sequence (a file without a byte order mark must be UTF-8)")
      }
    }
  }

  private static func decodeUTF16(_ bytes: ArraySlice<UInt8>, bigEndian: Bool) throws(LegacyParseError) -> [Unicode
    .Scalar]
  {
    var units: [UInt16] = []
    units.reserveCapacity(bytes.count / 2)
    var index = bytes.startIndex
    while index + 1 < bytes.endIndex {
      let first = UInt16(bytes[index])
      let second = UInt16(bytes[index + 1])
      units.append(bigEndian ? first << 8 | second : second << 8 | first)
      index += 2
    }

    var scalars: [Unicode.Scalar] = []
    scalars.reserveCapacity(units.count)
    var counter = PositionCounter()
    var iterator = units.makeIterator()
    var codec = UTF16()
    decoding: while true {
      switch codec.decode(&iterator) {
      case .scalarValue(let scalar):
        scalars.append(scalar)
        counter.advance(over: scalar)
      case .emptyInput:
        break decoding
      case .error:
        throw LegacyParseError(position: counter.position, message: "invalid UTF-16: unpaired surrogate code unit")
      }
    }
    if bytes.count % 2 != 0 {
      throw LegacyParseError(
        position: counter.position,
        message: "invalid UTF-16: the file ends in the middle of a code unit (odd number of bytes)")
    }
    return scalars
  }
}

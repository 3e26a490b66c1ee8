/// Reads compiled `.strings` files: binary property lists (`bplist00`)
/// that some projects commit instead of the text source (LiveContainer,
/// a vendored Sparkle.framework in Transmission).
///
/// Foundation's PropertyListSerialization can read these on Linux, but a
/// fuzz run crashed it (a bad pointer while bridging a malformed set), and
/// hostile input must give an error. So this is a small reader of exactly
/// what a `.strings` file can hold: one dictionary of strings. Every offset
/// and count is checked against the data before use.
///
/// A binary file has no text positions, so every entry is placed at
/// line 1, column 1; entries keep the order of the stored dictionary.
enum BinaryStringsPlist {
  private static let origin = SourcePosition(line: 1, column: 1)

  static func isBinaryPlist(_ bytes: [UInt8]) -> Bool {
    bytes.starts(with: Array("bplist".utf8))
  }

  static func entries(from bytes: [UInt8]) throws(LegacyParseError) -> [StringsFileEntry] {
    let reader = try BinaryPlistReader(bytes)
    let top = try reader.object(at: reader.topObject)
    guard top.type == 0xD else {
      throw failure("the binary property list is not a dictionary of strings")
    }
    let (count, start) = try reader.count(of: top)
    // Keys then values, each a reference of `refSize` bytes.
    let refs = try reader.integers(at: start, count: 2 * count, size: reader.refSize)
    var entries: [StringsFileEntry] = []
    entries.reserveCapacity(count)
    for index in 0..<count {
      guard let key = try reader.string(at: refs[index]) else {
        throw failure("a key of the binary property list is not a string")
      }
      guard let value = try reader.string(at: refs[count + index]) else {
        throw failure("the value of \(quoted(key)) in the binary property list is not a string")
      }
      entries.append(StringsFileEntry(key: key, value: value, comment: nil, keyPosition: origin, valuePosition: origin))
    }
    return entries
  }

  static func failure(_ message: String) -> LegacyParseError {
    LegacyParseError(position: origin, message: message)
  }
}

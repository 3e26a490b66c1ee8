import CatalogModel

/// Turns a file's bytes into UTF-8: strips a UTF-8 BOM, transcodes UTF-16 with a BOM, and
/// recognizes UTF-16 without one, so the JSON reader only ever sees UTF-8.
package enum TextDecoding {
  package struct Result {
    package var bytes: [UInt8]
    package var note: String?
  }

  package struct Failure: Error {
    package var line: Int
    package var column: Int
    package var message: String
  }

  /// How a file's bytes are stored, judged from its first bytes.
  package enum Layout: Equatable {
    /// UTF-8 after `skip` bytes (a byte-order mark, or none).
    case utf8(skip: Int)
    case utf16(bigEndian: Bool)
  }

  package static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

  /// The one place that decides how every reader (format, stats, lint, import, the editor) takes
  /// a file's first bytes, so they all accept and reject the same files.
  package static func layout<Prefix: Collection<UInt8>>(of prefix: Prefix) throws(Failure) -> Layout {
    if prefix.starts(with: byteOrderMark) {
      if prefix.dropFirst(3).starts(with: byteOrderMark) { throw secondByteOrderMark }
      return .utf8(skip: 3)
    }
    if prefix.starts(with: [0xFF, 0xFE]) { return .utf16(bigEndian: false) }
    if prefix.starts(with: [0xFE, 0xFF]) { return .utf16(bigEndian: true) }
    if prefix.count >= 2, let first = prefix.first, first == 0 || prefix.dropFirst().first == 0 {
      throw Failure(line: 1, column: 1, message: "the file looks like UTF-16 without a byte-order mark; save it as UTF-8")
    }
    return .utf8(skip: 0)
  }

  /// The mark is invisible in editors, and a JSON parser would call it a stray byte at 1:1.
  package static let secondByteOrderMark = Failure(
    line: 1, column: 1, message: "the file starts with two byte-order marks (U+FEFF); remove the second one")

  package static func utf8(from input: [UInt8]) throws(Failure) -> Result {
    switch try layout(of: input) {
    case .utf8(let skip):
      guard skip > 0 else { return Result(bytes: input, note: nil) }
      return Result(bytes: Array(input.dropFirst(skip)), note: "UTF-8 with a byte-order mark")
    case .utf16(let bigEndian):
      let bytes = try transcodeUTF16(input.dropFirst(2), bigEndian: bigEndian)
      if bytes.starts(with: byteOrderMark) { throw secondByteOrderMark }
      return Result(bytes: bytes, note: bigEndian ? "UTF-16BE" : "UTF-16LE")
    }
  }

  private static func transcodeUTF16(_ body: ArraySlice<UInt8>, bigEndian: Bool) throws(Failure) -> [UInt8] {
    var units: [UInt16] = []
    units.reserveCapacity(body.count / 2)
    var index = body.startIndex
    while index + 1 < body.endIndex {
      let first = UInt16(body[index])
      let second = UInt16(body[index + 1])
      units.append(bigEndian ? first << 8 | second : second << 8 | first)
      index += 2
    }
    var output: [UInt8] = []
    output.reserveCapacity(units.count)
    var line = 1
    var column = 1
    var iterator = units.makeIterator()
    var decoder = UTF16()
    loop: while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        output.append(contentsOf: String(Character(scalar)).utf8)
        if scalar == "\n" {
          line += 1
          column = 1
        } else {
          column += 1
        }
      case .emptyInput:
        break loop
      case .error:
        throw Failure(line: line, column: column, message: "invalid UTF-16: a lone surrogate")
      }
    }
    if index < body.endIndex {
      throw Failure(line: line, column: column, message: "invalid UTF-16: the file has an odd number of bytes")
    }
    return output
  }
}

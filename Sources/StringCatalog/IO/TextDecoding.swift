/// Turns a file's bytes into UTF-8: strips a UTF-8 BOM, transcodes UTF-16 with a BOM, and
/// recognizes UTF-16 without one, so the JSON reader only ever sees UTF-8.
enum TextDecoding {
  struct Result {
    var bytes: [UInt8]
    var note: String?
  }

  struct Failure: Error {
    var line: Int
    var column: Int
    var message: String
  }

  /// True when bytes starting like `prefix` are UTF-16 (with or without a byte-order mark) and
  /// so cannot be parsed in place.
  static func needsTranscoding<Prefix: Collection<UInt8>>(_ prefix: Prefix) -> Bool {
    guard prefix.count >= 2, let first = prefix.first else { return false }
    let second = prefix[prefix.index(after: prefix.startIndex)]
    return (first == 0xFF && second == 0xFE) || (first == 0xFE && second == 0xFF) || first == 0 || second == 0
  }

  static func utf8(from input: [UInt8]) throws(Failure) -> Result {
    if input.starts(with: [0xEF, 0xBB, 0xBF]) {
      return Result(bytes: Array(input.dropFirst(3)), note: "UTF-8 with a byte-order mark")
    }
    if input.starts(with: [0xFF, 0xFE]) {
      return Result(bytes: try transcodeUTF16(input.dropFirst(2), bigEndian: false), note: "UTF-16LE")
    }
    if input.starts(with: [0xFE, 0xFF]) {
      return Result(bytes: try transcodeUTF16(input.dropFirst(2), bigEndian: true), note: "UTF-16BE")
    }
    if input.count >= 2 && (input[0] == 0 || input[1] == 0) {
      throw Failure(line: 1, column: 1, message: "the file looks like UTF-16 without a byte-order mark; save it as UTF-8")
    }
    return Result(bytes: input, note: nil)
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

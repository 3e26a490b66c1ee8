/// Reads a JSON document into a `JSONTree`, with `line:col` errors. Members keep their order and
/// exact code points (no merging of canonically equivalent keys, as a dictionary would).
public struct JSONTreeParser {
  private let bytes: [UInt8]
  private var offset = 0
  private var depth = 0

  public static func parse(_ bytes: [UInt8]) throws(InterchangeError) -> JSONTree {
    var parser = JSONTreeParser(bytes: bytes)
    let skipBOM = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    parser.offset = skipBOM
    parser.skipSpace()
    let tree = try parser.value()
    parser.skipSpace()
    guard parser.offset == bytes.count else { throw parser.failure("unexpected text after the JSON value") }
    return tree
  }

  private init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  private func failure(_ message: String) -> InterchangeError {
    var line = 1
    var column = 1
    for byte in bytes[..<min(offset, bytes.count)] {
      if byte == 0x0A {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return InterchangeError("\(line):\(column): \(message)")
  }

  private mutating func skipSpace() {
    while offset < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[offset]) { offset += 1 }
  }

  private mutating func expect(_ byte: UInt8) throws(InterchangeError) {
    skipSpace()
    guard offset < bytes.count, bytes[offset] == byte else {
      throw failure("expected '\(Character(Unicode.Scalar(byte)))'")
    }
    offset += 1
  }

  private mutating func value() throws(InterchangeError) -> JSONTree {
    skipSpace()
    guard offset < bytes.count else { throw failure("unexpected end of the file") }
    depth += 1
    defer { depth -= 1 }
    guard depth < 512 else { throw failure("nested too deeply") }
    switch bytes[offset] {
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "{"):
      offset += 1
      var members: [(String, JSONTree)] = []
      skipSpace()
      if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") {
        offset += 1
        return .object(members)
      }
      while true {
        skipSpace()
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else { throw failure("expected a member name") }
        let key = try string()
        try expect(UInt8(ascii: ":"))
        members.append((key, try value()))
        skipSpace()
        guard offset < bytes.count else { throw failure("unexpected end of the file") }
        if bytes[offset] == UInt8(ascii: "}") {
          offset += 1
          return .object(members)
        }
        try expect(UInt8(ascii: ","))
      }
    case UInt8(ascii: "["):
      offset += 1
      var items: [JSONTree] = []
      skipSpace()
      if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") {
        offset += 1
        return .array(items)
      }
      while true {
        items.append(try value())
        skipSpace()
        guard offset < bytes.count else { throw failure("unexpected end of the file") }
        if bytes[offset] == UInt8(ascii: "]") {
          offset += 1
          return .array(items)
        }
        try expect(UInt8(ascii: ","))
      }
    default:
      for (word, tree) in [("true", JSONTree.bool(true)), ("false", .bool(false)), ("null", .null)]
      where bytes[offset...].starts(with: word.utf8) {
        offset += word.utf8.count
        return tree
      }
      let start = offset
      while offset < bytes.count, "-+.eE0123456789".utf8.contains(bytes[offset]) { offset += 1 }
      guard offset > start else { throw failure("unexpected character") }
      return .number(String(decoding: bytes[start..<offset], as: UTF8.self))
    }
  }

  private mutating func string() throws(InterchangeError) -> String {
    offset += 1
    var scalars = String.UnicodeScalarView()
    var run = offset
    func flush(_ end: Int) { scalars.append(contentsOf: String(decoding: bytes[run..<end], as: UTF8.self).unicodeScalars) }
    while offset < bytes.count {
      let byte = bytes[offset]
      if byte == UInt8(ascii: "\"") {
        flush(offset)
        offset += 1
        return String(scalars)
      }
      if byte < 0x20 { throw failure("control character in a string") }
      if byte != UInt8(ascii: "\\") {
        offset += 1
        continue
      }
      flush(offset)
      offset += 1
      guard offset < bytes.count else { break }
      let escape = bytes[offset]
      offset += 1
      switch escape {
      case UInt8(ascii: "n"): scalars.append("\n")
      case UInt8(ascii: "t"): scalars.append("\t")
      case UInt8(ascii: "r"): scalars.append("\r")
      case UInt8(ascii: "b"): scalars.append("\u{8}")
      case UInt8(ascii: "f"): scalars.append("\u{C}")
      case UInt8(ascii: "/"), UInt8(ascii: "\\"), UInt8(ascii: "\""): scalars.append(Unicode.Scalar(escape))
      case UInt8(ascii: "u"):
        var code = try hex4()
        if (0xD800..<0xDC00).contains(code), bytes[offset...].starts(with: "\\u".utf8) {
          offset += 2
          let low = try hex4()
          code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(code) else { throw failure("invalid \\u escape") }
        scalars.append(scalar)
      default: throw failure("invalid escape")
      }
      run = offset
    }
    throw failure("unterminated string")
  }

  private mutating func hex4() throws(InterchangeError) -> UInt32 {
    guard offset + 4 <= bytes.count, let code = UInt32(String(decoding: bytes[offset..<offset + 4], as: UTF8.self), radix: 16)
    else { throw failure("invalid \\u escape") }
    offset += 4
    return code
  }
}

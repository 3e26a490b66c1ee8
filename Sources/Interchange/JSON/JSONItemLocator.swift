import StringCatalog
/// Line and column of the values at the first levels of a JSON document, for messages about
/// them: the items of a root array, or the members of a root object with the items of those
/// that are arrays. A second, light pass over bytes the JSON reader has accepted: it follows
/// only strings and nesting, and never reads past the end whatever the bytes.
struct JSONItemLocator {
  struct Position: Sendable, Hashable {
    var line: Int
    var column: Int
  }

  struct Member {
    /// The member's name as written, escapes undone.
    var name: String
    /// Its value's items when the value is an array.
    var items: [Position]?
    /// Where its value starts.
    var value = Position(line: 1, column: 1)
  }

  var root = Position(line: 1, column: 1)
  var rootItems: [Position] = []
  /// In file order, duplicates included.
  var members: [Member] = []

  private let bytes: [UInt8]
  private var index = 0
  private var line = 1
  private var column = 1

  init(_ input: [UInt8]) {
    bytes = Self.utf8(input)
    skipWhitespace()
    root = here
    guard let first = peek else { return }
    if first == UInt8(ascii: "[") {
      rootItems = readItems()
    } else if first == UInt8(ascii: "{") {
      readMembers()
    }
  }

  /// The UTF-8 the JSON reader reads, where it counts lines and columns: without a UTF-8
  /// byte-order mark, and UTF-16 (which has one) transcoded.
  private static func utf8(_ input: [UInt8]) -> [UInt8] {
    let bigEndian: Bool
    if input.starts(with: [0xFF, 0xFE]) {
      bigEndian = false
    } else if input.starts(with: [0xFE, 0xFF]) {
      bigEndian = true
    } else {
      return input.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(input.dropFirst(3)) : input
    }
    let body = input.dropFirst(2)
    let units = stride(from: body.startIndex, to: body.endIndex - 1, by: 2).map { index in
      let (high, low) = bigEndian ? (body[index], body[index + 1]) : (body[index + 1], body[index])
      return UInt16(high) << 8 | UInt16(low)
    }
    return Array(String(decoding: units, as: UTF16.self).utf8)
  }

  private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }
  private var here: Position { Position(line: line, column: column) }

  private mutating func advance() {
    guard index < bytes.count else { return }
    let byte = bytes[index]
    index += 1
    if byte == 0x0A {
      line += 1
      column = 1
    } else if byte & 0xC0 != 0x80 {
      column += 1
    }
  }

  private mutating func skipWhitespace() {
    while let byte = peek, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { advance() }
  }

  /// At `[`: the position of each item, leaving the index after `]`.
  private mutating func readItems() -> [Position] {
    var items: [Position] = []
    advance()
    while nextElement(closing: UInt8(ascii: "]")) {
      items.append(here)
      skipValue()
    }
    return items
  }

  private mutating func readMembers() {
    advance()
    while nextElement(closing: UInt8(ascii: "}")) {
      let start = index
      skipString()
      let name = (try? JSONTree.parse(Array(bytes[start..<index])))?.stringValue ?? ""
      skipWhitespace()
      if peek == UInt8(ascii: ":") { advance() }
      skipWhitespace()
      let value = here
      if peek == UInt8(ascii: "[") {
        members.append(Member(name: name, items: readItems(), value: value))
      } else {
        members.append(Member(name: name, items: nil, value: value))
        skipValue()
      }
    }
  }

  /// Inside an array or object: true at the start of its next element; false (past `closing`)
  /// when it ends.
  private mutating func nextElement(closing: UInt8) -> Bool {
    while true {
      skipWhitespace()
      guard let byte = peek else { return false }
      if byte == closing {
        advance()
        return false
      }
      guard byte == UInt8(ascii: ",") else { return true }
      advance()
    }
  }

  /// At `"`: past the closing quote.
  private mutating func skipString() {
    advance()
    while let byte = peek {
      advance()
      if byte == UInt8(ascii: "\\") {
        advance()
      } else if byte == UInt8(ascii: "\"") {
        return
      }
    }
  }

  /// Past one value; nesting is counted, not recursed into, so depth costs no stack.
  private mutating func skipValue() {
    var depth = 0
    while let byte = peek {
      switch byte {
      case UInt8(ascii: "\""): skipString()
      case UInt8(ascii: "["), UInt8(ascii: "{"):
        depth += 1
        advance()
      case UInt8(ascii: "]"), UInt8(ascii: "}"):
        if depth == 0 { return }
        depth -= 1
        advance()
      case UInt8(ascii: ","):
        if depth == 0 { return }
        advance()
      default: advance()
      }
      if depth == 0, byte != UInt8(ascii: ","), isValueEnd { return }
    }
  }

  /// After a scalar's or container's last byte: the next is whitespace, `,`, `]`, `}` or the end.
  private var isValueEnd: Bool {
    guard let byte = peek else { return true }
    return [0x20, 0x0A, 0x0D, 0x09, UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}")].contains(byte)
  }
}

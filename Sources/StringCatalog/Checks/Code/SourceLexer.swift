/// Just enough of a Swift / Objective-C lexer to find calls with literal string arguments:
/// identifiers, comments (nested in Swift), string literals (escapes, `"""` blocks, `#"…"#`
/// raw strings, `@"…"`), and line/column positions.
struct SourceLexer {
  let bytes: UnsafeBufferPointer<UInt8>
  var position = 0
  /// Lines counted so far (uses are found in order, so positions are counted incrementally).
  private var counted = (offset: 0, line: 1, lineStart: 0)

  init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  private func byte(_ offset: Int) -> UInt8 { offset < bytes.count ? bytes[offset] : 0 }

  private static func isIdentifierStart(_ byte: UInt8) -> Bool {
    (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
  }

  private static func isIdentifierByte(_ byte: UInt8) -> Bool {
    isIdentifierStart(byte) || (byte >= 0x30 && byte <= 0x39) || byte >= 0x80
  }

  /// The next identifier outside comments and strings, leaving `position` after it.
  mutating func nextIdentifier() -> String? {
    while position < bytes.count {
      let current = bytes[position]
      if current == 0x2F && byte(position + 1) == 0x2F {
        skipLineComment()
      } else if current == 0x2F && byte(position + 1) == 0x2A {
        skipBlockComment()
      } else if current == 0x22 || (current == 0x23 && rawStringAhead()) {
        skipStringLiteral()
      } else if Self.isIdentifierStart(current) && (position == 0 || !Self.isIdentifierByte(bytes[position - 1])) {
        let start = position
        while position < bytes.count && Self.isIdentifierByte(bytes[position]) { position += 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
      } else {
        position += 1
      }
    }
    return nil
  }

  private mutating func skipLineComment() {
    while position < bytes.count && bytes[position] != 0x0A { position += 1 }
  }

  private mutating func skipBlockComment() {
    var depth = 0
    while position < bytes.count {
      if bytes[position] == 0x2F && byte(position + 1) == 0x2A {
        depth += 1
        position += 2
      } else if bytes[position] == 0x2A && byte(position + 1) == 0x2F {
        depth -= 1
        position += 2
        if depth == 0 { return }
      } else {
        position += 1
      }
    }
  }

  private func rawStringAhead() -> Bool {
    var index = position
    while byte(index) == 0x23 { index += 1 }
    return byte(index) == 0x22
  }

  /// Skips any string literal at `position` (plain, multi-line, raw).
  mutating func skipStringLiteral() {
    var hashes = 0
    while byte(position) == 0x23 {
      hashes += 1
      position += 1
    }
    let multiLine = byte(position) == 0x22 && byte(position + 1) == 0x22 && byte(position + 2) == 0x22
    position += multiLine ? 3 : 1
    while position < bytes.count {
      let current = bytes[position]
      if current == 0x5C && hashes == 0 {
        position += 2
        continue
      }
      if current == 0x0A && !multiLine { return }
      if current == 0x22 {
        let closes = !multiLine || (byte(position + 1) == 0x22 && byte(position + 2) == 0x22)
        var index = position + (multiLine ? 3 : 1)
        var closingHashes = 0
        while closingHashes < hashes && byte(index) == 0x23 {
          closingHashes += 1
          index += 1
        }
        if closes && closingHashes == hashes {
          position = index
          return
        }
      }
      position += 1
    }
  }

  private mutating func skipSpaces() {
    while position < bytes.count {
      switch bytes[position] {
      case 0x20, 0x09, 0x0A, 0x0D: position += 1
      default: return
      }
    }
  }

  /// After a recognized name: reads `(`, the label if any, and a plain literal followed by `)` or `,`.
  mutating func readCall(_ call: KeyCall, file: String) -> SourceKeyUse? {
    skipSpaces()
    guard byte(position) == 0x28 else { return nil }
    position += 1
    skipSpaces()
    if case .labeled(let label) = call.style {
      guard readWord() == label else { return nil }
      skipSpaces()
      guard byte(position) == 0x3A else { return nil }
      position += 1
      skipSpaces()
    }
    let literalStart = position
    guard let key = readPlainLiteral() else { return nil }
    skipSpaces()
    guard byte(position) == 0x29 || byte(position) == 0x2C else { return nil }
    let table: String?
    if case .tableSecond = call.style {
      position += 1
      skipSpaces()
      table = readPlainLiteral()
    } else {
      table = byte(position) == 0x2C ? findTableArgument() : nil
    }
    let (line, column) = location(of: literalStart)
    return SourceKeyUse(key: key, table: table, file: file, line: line, column: column, isDefinite: call.isDefinite)
  }

  private mutating func readWord() -> String? {
    let start = position
    while position < bytes.count && Self.isIdentifierByte(bytes[position]) { position += 1 }
    guard position > start else { return nil }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
  }

  /// A one-line `"…"` or `@"…"` literal without interpolation, unescaped; nil for anything else.
  private mutating func readPlainLiteral() -> String? {
    if byte(position) == 0x40 { position += 1 }
    guard byte(position) == 0x22, !(byte(position + 1) == 0x22 && byte(position + 2) == 0x22) else { return nil }
    position += 1
    var text: [UInt8] = []
    while position < bytes.count {
      let current = bytes[position]
      switch current {
      case 0x22:
        position += 1
        return String(decoding: text, as: UTF8.self)
      case 0x0A:
        return nil
      case 0x5C:
        let next = byte(position + 1)
        position += 2
        switch next {
        case 0x28: return nil  // \( interpolation: not a literal key
        case 0x6E: text.append(0x0A)
        case 0x74: text.append(0x09)
        case 0x72: text.append(0x0D)
        case 0x30: text.append(0x00)
        case 0x75:
          guard let scalar = readUnicodeEscape() else { return nil }
          text += Array(String(Character(scalar)).utf8)
        default: text.append(next)
        }
      default:
        text.append(current)
        position += 1
      }
    }
    return nil
  }

  /// `{1F600}` after `\u` (Swift) or four hex digits (Objective-C).
  private mutating func readUnicodeEscape() -> Unicode.Scalar? {
    var digits = ""
    if byte(position) == 0x7B {
      position += 1
      while position < bytes.count && bytes[position] != 0x7D && digits.count < 8 {
        digits.append(Character(Unicode.Scalar(bytes[position])))
        position += 1
      }
      position += 1
    } else {
      for _ in 0..<4 where position < bytes.count {
        digits.append(Character(Unicode.Scalar(bytes[position])))
        position += 1
      }
    }
    return UInt32(digits, radix: 16).flatMap(Unicode.Scalar.init)
  }

  /// Looks through the rest of the call's arguments for `table: "X"` or `tableName: "X"`.
  private mutating func findTableArgument() -> String? {
    var depth = 1
    let limit = min(bytes.count, position + 4_000)
    while position < limit && depth > 0 {
      let current = bytes[position]
      if current == 0x28 || current == 0x5B {
        depth += 1
        position += 1
      } else if current == 0x29 || current == 0x5D {
        depth -= 1
        position += 1
      } else if current == 0x22 {
        skipStringLiteral()
      } else if Self.isIdentifierStart(current) && !Self.isIdentifierByte(byte(position - 1)) {
        let word = readWord()
        if depth == 1 && (word == "table" || word == "tableName") {
          skipSpaces()
          guard byte(position) == 0x3A else { continue }
          position += 1
          skipSpaces()
          return readPlainLiteral()
        }
      } else {
        position += 1
      }
    }
    return nil
  }

  /// 1-based line and column (in Unicode scalars) of a byte offset, counting on from the last
  /// offset asked for.
  mutating func location(of offset: Int) -> (Int, Int) {
    let target = min(offset, bytes.count)
    if target < counted.offset { counted = (0, 1, 0) }
    var (index, line, lineStart) = counted
    while index < target {
      if bytes[index] == 0x0A {
        line += 1
        lineStart = index + 1
      }
      index += 1
    }
    counted = (target, line, lineStart)
    var column = 1
    for cursor in lineStart..<target where bytes[cursor] & 0xC0 != 0x80 { column += 1 }
    return (line, column)
  }
}

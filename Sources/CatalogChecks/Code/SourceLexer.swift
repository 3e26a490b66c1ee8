import CatalogModel
import CatalogFiles
import CatalogEditing

/// Just enough of a Swift / Objective-C lexer to find calls with literal string arguments and
/// every string literal: identifiers, comments (nested in Swift), string literals (escapes,
/// interpolations, `"""` blocks, `#"…"#` raw strings, `@"…"`), and line/column positions.
package struct SourceLexer {
  package let bytes: UnsafeBufferPointer<UInt8>
  package var position = 0
  /// Every string literal passed so far outside comments, those inside interpolations included.
  package var literals: [SourceLiteral] = []
  /// With `keepsLiteralStarts` (the editor's code context, not lint): where each of `literals`
  /// starts (a literal inside an interpolation: where the literal holding it starts).
  package var keepsLiteralStarts = false
  package var literalStarts: [Int] = []
  /// Lines counted so far (uses are found in order, so positions are counted incrementally).
  private var counted = (offset: 0, line: 1, lineStart: 0)
  /// Literals being read, one inside another's interpolation.
  package var nesting = 0
  /// Braces open at `position`.
  package private(set) var braceDepth = 0
  private var preview = PreviewState.outside

  /// Preview code (`#Preview { … }`, a `PreviewProvider`'s body) never ships, so a text there
  /// needs no key.
  private enum PreviewState {
    case outside
    /// After `#Preview` or `PreviewProvider`: the next brace opens the preview.
    case announced
    /// Inside, until the braces close back to this depth.
    case inside(depth: Int)
  }

  package var isInPreview: Bool {
    if case .inside = preview { return true }
    return false
  }

  package init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  package func byte(_ offset: Int) -> UInt8 { offset >= 0 && offset < bytes.count ? bytes[offset] : 0 }

  private static func isIdentifierStart(_ byte: UInt8) -> Bool {
    (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
  }

  private static func isIdentifierByte(_ byte: UInt8) -> Bool {
    isIdentifierStart(byte) || (byte >= 0x30 && byte <= 0x39) || byte >= 0x80
  }

  /// The next identifier outside comments and strings, leaving `position` after it; the string
  /// literals on the way go to `literals`.
  package mutating func nextIdentifier() -> String? {
    while position < bytes.count {
      let current = bytes[position]
      if current == 0x2F && byte(position + 1) == 0x2F {
        skipLineComment()
      } else if current == 0x2F && byte(position + 1) == 0x2A {
        skipBlockComment()
      } else if current == 0x22 || (current == 0x23 && rawStringAhead()) {
        let start = position
        var nested: [SourceLiteral] = []
        if let literal = readLiteral(nested: &nested) { literals.append(literal) }
        literals += nested
        if keepsLiteralStarts {
          literalStarts += repeatElement(start, count: literals.count - literalStarts.count)
        }
      } else if current == 0x27 {
        skipCharacterLiteral()
      } else if Self.isIdentifierStart(current) && (position == 0 || !Self.isIdentifierByte(bytes[position - 1])) {
        let start = position
        while position < bytes.count && Self.isIdentifierByte(bytes[position]) { position += 1 }
        let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        if case .outside = preview, name == "PreviewProvider" || (name == "Preview" && byte(start - 1) == 0x23) {
          preview = .announced
        }
        return name
      } else {
        if current == 0x7B {
          if case .announced = preview { preview = .inside(depth: braceDepth) }
          braceDepth += 1
        } else if current == 0x7D {
          braceDepth = max(0, braceDepth - 1)
          if case .inside(let depth) = preview, braceDepth <= depth { preview = .outside }
        }
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

  /// An Objective-C character literal (`'"'`, `'\''`), whose quote must not start a string.
  /// (Swift has no `'`.)
  private mutating func skipCharacterLiteral() {
    if byte(position + 1) == 0x5C && byte(position + 3) == 0x27 {
      position += 4
    } else if byte(position + 2) == 0x27 {
      position += 3
    } else {
      position += 1
    }
  }

  package func rawStringAhead() -> Bool {
    var index = position
    while byte(index) == 0x23 { index += 1 }
    return byte(index) == 0x22
  }

  package mutating func skipSpaces() {
    while position < bytes.count {
      switch bytes[position] {
      case 0x20, 0x09, 0x0A, 0x0D: position += 1
      default: return
      }
    }
  }

  /// After a recognized name: reads `(`, the label if any, and a plain literal followed by `)` or `,`.
  package mutating func readCall(_ call: KeyCall, file: String) -> SourceKeyUse? {
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
    var table: String?
    if case .tableFirst = call.style {
      guard let name = readTableName() else { return nil }
      table = name
      skipSpaces()
      guard byte(position) == 0x2C else { return nil }
      position += 1
      skipSpaces()
    }
    let literalStart = position
    guard byte(position) == 0x22 || byte(position) == 0x40 || (byte(position) == 0x23 && rawStringAhead()) else { return nil }
    var nested: [SourceLiteral] = []
    guard let literal = readLiteral(nested: &nested) else { return nil }
    skipSpaces()
    guard byte(position) == 0x29 || byte(position) == 0x2C else { return nil }
    switch call.style {
    case .tableSecond:
      position += 1
      skipSpaces()
      table = readTableName()
    case .plain, .labeled:
      table = byte(position) == 0x2C ? findTableArgument() : nil
    case .tableFirst:
      break
    }
    let (line, column) = location(of: literalStart)
    return SourceKeyUse(
      key: literal.keyText, table: table, file: file, line: line, column: column,
      isDefinite: call.isDefinite && !(call.takesString && literal.isInterpolated), pieces: literal.pieces)
  }

  /// A literal without interpolation naming a table.
  private mutating func readTableName() -> String? {
    guard byte(position) == 0x22 || byte(position) == 0x40 else { return nil }
    var nested: [SourceLiteral] = []
    guard let literal = readLiteral(nested: &nested), !literal.isInterpolated else { return nil }
    return literal.pieces.first
  }

  private mutating func readWord() -> String? {
    let start = position
    while position < bytes.count && Self.isIdentifierByte(bytes[position]) { position += 1 }
    guard position > start else { return nil }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
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
      } else if current == 0x22 || (current == 0x23 && rawStringAhead()) {
        var nested: [SourceLiteral] = []
        _ = readLiteral(nested: &nested)
      } else if Self.isIdentifierStart(current) && !Self.isIdentifierByte(byte(position - 1)) {
        let word = readWord()
        if depth == 1 && (word == "table" || word == "tableName") {
          skipSpaces()
          guard byte(position) == 0x3A else { continue }
          position += 1
          skipSpaces()
          return readTableName()
        }
      } else {
        position += 1
      }
    }
    return nil
  }

  /// 1-based line and column (in Unicode scalars) of a byte offset, counting on from the last
  /// offset asked for.
  package mutating func location(of offset: Int) -> (Int, Int) {
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

import CatalogModel
import CatalogFiles
import CatalogEditing

/// Reading a string literal: its text decoded, split at its interpolations.
extension SourceLexer {
  /// Literals inside interpolations are read this deep; deeper quotes are skipped as text, so a
  /// hostile file cannot overflow the stack (real code nests two or three).
  package static let maximumNesting = 16

  /// Reads the literal at `position` (`"…"`, `@"…"`, `"""` blocks, `#"…"#` raw strings of any
  /// number of `#`), leaving `position` after it. Literals inside its interpolations go to
  /// `nested`. Nil when it is not closed (on its line, for a one-line literal); `position` has
  /// moved on all the same.
  package mutating func readLiteral(nested: inout [SourceLiteral]) -> SourceLiteral? {
    if byte(position) == 0x40 { position += 1 }
    var hashes = 0
    while byte(position) == 0x23 {
      hashes += 1
      position += 1
    }
    guard byte(position) == 0x22 else { return nil }
    nesting += 1
    defer { nesting -= 1 }
    let multiLine = byte(position + 1) == 0x22 && byte(position + 2) == 0x22
    position += multiLine ? 3 : 1
    var pieces: [[UInt8]] = []
    var text: [UInt8] = []
    while position < bytes.count {
      let current = bytes[position]
      if current == 0x22, let end = closingEnd(at: position, multiLine: multiLine, hashes: hashes) {
        position = end
        pieces.append(text)
        if multiLine { Self.trimBlock(&pieces) }
        return SourceLiteral(pieces: pieces.map { String(decoding: $0, as: UTF8.self) })
      }
      if current == 0x0A && !multiLine { return nil }
      if current == 0x5C && hashesFollow(position + 1, count: hashes) {
        position += 1 + hashes
        let next = byte(position)
        position += 1
        switch next {
        case 0x28:
          pieces.append(text)
          text = []
          skipInterpolation(nested: &nested)
        case 0x6E: text.append(0x0A)
        case 0x74: text.append(0x09)
        case 0x72: text.append(0x0D)
        case 0x30: text.append(0x00)
        case 0x0A: break  // a line continuation in a `"""` block
        case 0x75:
          guard let scalar = readUnicodeEscape() else { continue }
          text += Array(String(Character(scalar)).utf8)
        default: text.append(next)
        }
        continue
      }
      text.append(current)
      position += 1
    }
    return nil
  }

  /// Where the literal ends when the `"` at `offset` closes it; nil when it does not.
  private func closingEnd(at offset: Int, multiLine: Bool, hashes: Int) -> Int? {
    if multiLine && !(byte(offset + 1) == 0x22 && byte(offset + 2) == 0x22) { return nil }
    let afterQuotes = offset + (multiLine ? 3 : 1)
    return hashesFollow(afterQuotes, count: hashes) ? afterQuotes + hashes : nil
  }

  private func hashesFollow(_ offset: Int, count: Int) -> Bool {
    for index in 0..<count where byte(offset + index) != 0x23 { return false }
    return true
  }

  /// Skips to the `)` that closes an interpolation, reading the literals inside it.
  private mutating func skipInterpolation(nested: inout [SourceLiteral]) {
    var depth = 1
    while position < bytes.count {
      let current = bytes[position]
      if nesting < Self.maximumNesting && (current == 0x22 || (current == 0x23 && rawStringAhead())) {
        if let literal = readLiteral(nested: &nested) { nested.append(literal) }
        continue
      }
      position += 1
      if current == 0x28 {
        depth += 1
      } else if current == 0x29 {
        depth -= 1
        if depth == 0 { return }
      }
    }
  }

  /// A `"""` block's text: without the line break after the opening quotes, the one before the
  /// closing quotes, and the closing line's indentation at the start of each line.
  private static func trimBlock(_ pieces: inout [[UInt8]]) {
    guard let last = pieces.last else { return }
    let lineStart = (last.lastIndex(of: 0x0A) ?? -1) + 1
    let indentation = Array(last[lineStart...])
    guard indentation.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) else { return }
    pieces[pieces.count - 1].removeSubrange(max(0, lineStart - 1)...)
    if let first = pieces.first, let newline = first.firstIndex(of: 0x0A),
      first[..<newline].allSatisfy({ $0 == 0x20 || $0 == 0x09 })
    {
      pieces[0].removeSubrange(...newline)
      if pieces[0].starts(with: indentation) { pieces[0].removeFirst(indentation.count) }
    }
    guard !indentation.isEmpty else { return }
    for slot in pieces.indices {
      var trimmed: [UInt8] = []
      var index = 0
      let piece = pieces[slot]
      while index < piece.count {
        trimmed.append(piece[index])
        if piece[index] == 0x0A && piece[(index + 1)...].starts(with: indentation) {
          index += indentation.count
        }
        index += 1
      }
      pieces[slot] = trimmed
    }
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
}

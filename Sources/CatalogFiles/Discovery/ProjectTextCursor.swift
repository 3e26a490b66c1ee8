import CatalogModel
/// Reads the old-style property list text of a `project.pbxproj` as far as `ProjectRegions`
/// needs: one named list of plain or quoted words, with the comments Xcode writes between them.
/// Every step moves forward, so a whole read is linear in the file.
package struct ProjectTextCursor {
  private let bytes: UnsafeBufferPointer<UInt8>
  package private(set) var offset = 0
  /// The last place turned into a line and column, from which the next one is counted.
  private var counted = (offset: 0, line: 1, column: 1)
  /// Places the look for the list started at, and bytes skipped as space or comments (for tests:
  /// linear in the text).
  package private(set) var bytesLookedAt = 0

  package init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  private var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

  /// Moves past `name = (`; false (at the end) when the text has no such list.
  package mutating func skipPast(listNamed name: StaticString) -> Bool {
    let needle = UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)
    guard let first = needle.first else { return false }
    var start = 0
    while start + needle.count <= bytes.count {
      bytesLookedAt += 1
      guard bytes[start] == first, (0..<needle.count).allSatisfy({ bytes[start + $0] == needle[$0] }) else {
        start += 1
        continue
      }
      offset = start + needle.count
      skipSpaceAndComments()
      if skip(UInt8(ascii: "=")) {
        skipSpaceAndComments()
        if skip(UInt8(ascii: "(")) { return true }
      }
      // On from where the look stopped: what a comment held is no key, and going back into it
      // would read an unclosed comment again for every name inside it.
      start = offset
    }
    offset = bytes.count
    return false
  }

  package mutating func skip(_ byte: UInt8) -> Bool {
    guard current == byte else { return false }
    offset += 1
    return true
  }

  /// At the `)` that closes the list.
  package var atListEnd: Bool { current == UInt8(ascii: ")") }

  /// White space, `/* … */` and `// …` comments.
  package mutating func skipSpaceAndComments() {
    let before = offset
    defer { bytesLookedAt += offset - before }
    while let byte = current {
      switch byte {
      case 0x20, 0x09, 0x0A, 0x0D:
        offset += 1
      case UInt8(ascii: "/") where offset + 1 < bytes.count && bytes[offset + 1] == UInt8(ascii: "*"):
        offset += 2
        while offset < bytes.count && !(bytes[offset] == UInt8(ascii: "*") && offset + 1 < bytes.count && bytes[offset + 1] == UInt8(ascii: "/")) {
          offset += 1
        }
        offset = min(offset + 2, bytes.count)
      case UInt8(ascii: "/") where offset + 1 < bytes.count && bytes[offset + 1] == UInt8(ascii: "/"):
        while let next = current, next != 0x0A { offset += 1 }
      default:
        return
      }
    }
  }

  /// The next word: quoted (`"zh-Hans"`, its text as written between the quotes) or plain (up
  /// to white space or punctuation); nil, not moving, when there is none (the list's end, an
  /// unclosed quote, a stray character).
  package mutating func item() -> String? {
    guard let byte = current else { return nil }
    if byte == UInt8(ascii: "\"") {
      var end = offset + 1
      while end < bytes.count && bytes[end] != UInt8(ascii: "\"") {
        end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
      }
      guard end < bytes.count else { return nil }
      defer { offset = end + 1 }
      return String(decoding: UnsafeBufferPointer(rebasing: bytes[(offset + 1)..<end]), as: UTF8.self)
    }
    var end = offset
    while end < bytes.count && !Self.endsPlainWord(bytes[end], next: end + 1 < bytes.count ? bytes[end + 1] : nil) { end += 1 }
    guard end > offset else { return nil }
    defer { offset = end }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self)
  }

  private static func endsPlainWord(_ byte: UInt8, next: UInt8?) -> Bool {
    switch byte {
    case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ","), UInt8(ascii: ")"), UInt8(ascii: "("), UInt8(ascii: ";"),
      UInt8(ascii: "\""), UInt8(ascii: "="), UInt8(ascii: "{"), UInt8(ascii: "}"):
      return true
    case UInt8(ascii: "/"): return next == UInt8(ascii: "*") || next == UInt8(ascii: "/")
    default: return false
    }
  }

  /// The 1-based line and column of `place` (columns count Unicode scalars), counted on from
  /// the last place asked for: places asked for in order cost one pass over the text in all.
  package mutating func position(of place: Int) -> (line: Int, column: Int) {
    let target = min(place, bytes.count)
    if target < counted.offset { counted = (0, 1, 1) }
    var (line, column) = (counted.line, counted.column)
    for index in counted.offset..<target {
      if bytes[index] == 0x0A {
        line += 1
        column = 1
      } else if bytes[index] & 0xC0 != 0x80 {
        column += 1
      }
    }
    counted = (target, line, column)
    return (line, column)
  }
}

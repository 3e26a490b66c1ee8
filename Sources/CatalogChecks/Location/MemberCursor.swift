import CatalogModel
import CatalogFiles
import CatalogEditing
import Foundation

/// A member name as it stands in the file: compared with what the locator looks for as bytes,
/// so walking an entry makes no String per member.
package struct RawMemberName {
  /// The opening quote (where a finding pointing at the member is located).
  package var quote: Int
  /// The name's bytes, between the quotes.
  package var start: Int
  package var end: Int
  /// It holds an escape: its bytes are not its text (rare; decoded when compared).
  package var isEscaped: Bool
}

/// A position in a file the reader accepted, moved member by member without building values
/// (the locator's walk): cheaper to make per entry than a `JSONScanner`, whose caches are for
/// reading whole files.
package struct MemberCursor {
  package let bytes: UnsafeBufferPointer<UInt8>
  package var position = 0

  package init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  @inline(__always)
  package mutating func skipWhitespace() {
    position = Self.endOfWhitespace(bytes, from: position)
  }

  /// Where the whitespace from `start` ends. Indentation (most of a pretty-printed catalog's
  /// whitespace) is passed eight spaces at a time.
  @inline(__always)
  package static func endOfWhitespace(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    guard let base = bytes.baseAddress else { return start }
    let count = bytes.count
    var index = start
    while index < count {
      switch base[index] {
      case 0x20:
        index += 1
        // The rest of the run a word at a time; the last few bytes of the file one at a time.
        while index + 8 <= count {
          let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) ^ ByteRuns.eightSpaces
          if word != 0 {
            index += word.trailingZeroBitCount >> 3
            break
          }
          index += 8
        }
      case 0x0A, 0x0D, 0x09:
        index += 1
      default:
        return index
      }
    }
    return index
  }

  package mutating func skipValue() {
    skipWhitespace()
    position = JSONScanner.endOfValue(bytes, from: position)
  }

  /// Enters the object at the position (after whitespace); false, consuming nothing, when
  /// something else is there (`null` for an optional member, which the reader accepts).
  package mutating func enterRawObject() -> Bool {
    skipWhitespace()
    guard position < bytes.count, bytes[position] == 0x7B else { return false }
    position += 1
    return true
  }

  /// The object's next member name, positioned at its value (which the caller must consume);
  /// nil after the closing brace. Assumes a file the reader accepted (trailing commas included);
  /// on anything else it stops at the end.
  package mutating func nextRawMember() -> RawMemberName? {
    skipWhitespace()
    if position < bytes.count && bytes[position] == 0x2C {
      position += 1
      skipWhitespace()
    }
    guard let base = bytes.baseAddress, position < bytes.count, bytes[position] == 0x22 else {
      if position < bytes.count && bytes[position] == 0x7D {
        position += 1
      } else {
        position = bytes.count
      }
      return nil
    }
    let quote = position
    let after = JSONScanner.endOfString(base, from: quote, count: bytes.count)
    let end = max(quote + 1, after - 1)
    // Names are short: a loop costs less than a call.
    var isEscaped = false
    for index in quote + 1..<end where base[index] == 0x5C { isEscaped = true }
    position = after
    skipWhitespace()
    guard position < bytes.count, bytes[position] == 0x3A else {
      position = bytes.count
      return nil
    }
    position += 1
    skipWhitespace()
    return RawMemberName(quote: quote, start: quote + 1, end: end, isEscaped: isEscaped)
  }

  /// Whether the name's text is `literal` (ASCII).
  package func rawName(_ name: RawMemberName, is literal: StaticString) -> Bool {
    guard !name.isEscaped else { return decoded(name) == literal.description }
    let count = literal.utf8CodeUnitCount
    guard name.end - name.start == count, let base = bytes.baseAddress else { return false }
    return memcmp(base + name.start, literal.utf8Start, count) == 0
  }

  /// Whether the name's text is the UTF-8 `text`.
  package func rawName(_ name: RawMemberName, is text: UnsafeBufferPointer<UInt8>) -> Bool {
    guard !name.isEscaped else { return decoded(name).utf8.elementsEqual(text) }
    guard name.end - name.start == text.count, let base = bytes.baseAddress else { return false }
    guard let other = text.baseAddress else { return true }
    return memcmp(base + name.start, other, text.count) == 0
  }

  /// Appends the name's text as UTF-8.
  package func appendRawName(_ name: RawMemberName, to buffer: inout [UInt8]) {
    if name.isEscaped {
      buffer.append(contentsOf: decoded(name).utf8)
    } else {
      buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[name.start..<name.end]))
    }
  }

  /// A name with escapes, decoded by the reader's own rules (rare).
  private func decoded(_ name: RawMemberName) -> String {
    var scanner = JSONScanner(bytes: bytes)
    scanner.position = name.quote
    return (try? scanner.readString()) ?? ""
  }
}

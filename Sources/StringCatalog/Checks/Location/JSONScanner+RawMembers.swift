import Foundation

/// A member name as it stands in the file: compared with what the locator looks for as bytes,
/// so walking an entry makes no String per member.
struct RawMemberName {
  /// The opening quote (where a finding pointing at the member is located).
  var quote: Int
  /// The name's bytes, between the quotes.
  var start: Int
  var end: Int
  /// It holds an escape: its bytes are not its text (rare; decoded when compared).
  var isEscaped: Bool
}

extension JSONScanner {
  /// Enters the object at the position (after whitespace); false, consuming nothing, when
  /// something else is there (`null` for an optional member, which the reader accepts).
  mutating func enterRawObject() -> Bool {
    skipWhitespace()
    guard position < bytes.count, bytes[position] == 0x7B else { return false }
    position += 1
    return true
  }

  /// The object's next member name, positioned at its value (which the caller must consume);
  /// nil after the closing brace. Assumes a file the reader accepted (trailing commas included);
  /// on anything else it stops at the end.
  mutating func nextRawMember() -> RawMemberName? {
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
    let after = Self.endOfString(base, from: quote, count: bytes.count)
    let end = max(quote + 1, after - 1)
    let isEscaped = memchr(base + quote + 1, 0x5C, end - quote - 1) != nil
    position = after
    guard consume(0x3A) else {
      position = bytes.count
      return nil
    }
    skipWhitespace()
    return RawMemberName(quote: quote, start: quote + 1, end: end, isEscaped: isEscaped)
  }

  /// Whether the name's text is `literal` (ASCII).
  func rawName(_ name: RawMemberName, is literal: StaticString) -> Bool {
    guard !name.isEscaped else { return decoded(name) == literal.description }
    let count = literal.utf8CodeUnitCount
    guard name.end - name.start == count, let base = bytes.baseAddress else { return false }
    return memcmp(base + name.start, literal.utf8Start, count) == 0
  }

  /// Whether the name's text is the UTF-8 `text`.
  func rawName(_ name: RawMemberName, is text: UnsafeBufferPointer<UInt8>) -> Bool {
    guard !name.isEscaped else { return decoded(name).utf8.elementsEqual(text) }
    guard name.end - name.start == text.count, let base = bytes.baseAddress else { return false }
    guard let other = text.baseAddress else { return true }
    return memcmp(base + name.start, other, text.count) == 0
  }

  /// Appends the name's text as UTF-8.
  func appendRawName(_ name: RawMemberName, to buffer: inout [UInt8]) {
    if name.isEscaped {
      buffer.append(contentsOf: decoded(name).utf8)
    } else {
      buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[name.start..<name.end]))
    }
  }

  private func decoded(_ name: RawMemberName) -> String {
    var copy = self
    copy.position = name.quote
    return (try? copy.readString()) ?? ""
  }
}

import Foundation

/// Straight-line reading of the shape nearly every localization has, `{"stringUnit" : {"state" :
/// "…", "value" : "…"}}`, in Xcode's member order: no member walk, no closures, no member-name
/// strings. Anything else (another order, another member, a trailing comma, `null`, too deep)
/// rewinds and returns nil, and the general reader reads it from the same place; the only
/// errors thrown here are those of a string itself, which the general reader would throw at the
/// same byte.
extension JSONScanner {
  mutating func readPlainLocalization() throws(ScanError) -> Localization? {
    let rewind = position
    guard depth + 2 <= Self.maximumDepth, consume(0x7B), consumeMemberName("stringUnit"), consume(0x3A),
      let unit = try readPlainStringUnit(), consume(0x7D)
    else {
      position = rewind
      return nil
    }
    return Localization(stringUnit: unit)
  }

  mutating func readPlainStringUnit() throws(ScanError) -> StringUnit? {
    let rewind = position
    guard depth + 1 <= Self.maximumDepth, consume(0x7B), consumeMemberName("state"), consume(0x3A), atStringStart else {
      position = rewind
      return nil
    }
    let state = try readString(repeating: true)
    guard consume(0x2C), consumeMemberName("value"), consume(0x3A), atStringStart else {
      position = rewind
      return nil
    }
    let value = try readString()
    guard consume(0x7D) else {
      position = rewind
      return nil
    }
    return StringUnit(state: TranslationState(state), value: value)
  }

  /// After whitespace, a string starts here.
  private var atStringStart: Bool {
    mutating get {
      skipWhitespace()
      return position < bytes.count && bytes[position] == 0x22
    }
  }

  /// Skips whitespace and consumes `"name"` if exactly that comes next.
  private mutating func consumeMemberName(_ name: StaticString) -> Bool {
    skipWhitespace()
    let length = name.utf8CodeUnitCount
    guard position + length + 2 <= bytes.count, let base = bytes.baseAddress, bytes[position] == 0x22,
      bytes[position + length + 1] == 0x22, memcmp(base + position + 1, name.utf8Start, length) == 0
    else { return false }
    position += length + 2
    return true
  }
}

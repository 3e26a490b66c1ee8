import CatalogModel
import CatalogFiles
import CatalogEditing

/// The shape of nearly every localization and variation form a catalog holds, read straight
/// through: lint locates hundreds of thousands of string values, and the general walk's steps
/// (each member name found, then compared with every name it could be) were most of its cost.
extension MemberCursor {
  /// At a localization's (or variation form's) value: where its string unit's value starts when
  /// it is exactly `{ "stringUnit" : { "state" : "…", "value" : "…" } }` (the two members in
  /// either order, whitespace anywhere, names without escapes), the cursor then past it; nil for
  /// anything else, the cursor then anywhere inside (the caller puts it back).
  package mutating func plainStringUnitValue() -> Int? {
    guard enterRawObject(), consumeMemberName(.stringUnit), enterRawObject(), let base = bytes.baseAddress else { return nil }
    var value: Int?
    var hasState = false
    for member in 0..<2 {
      if member == 1 && !consume(0x2C) { return nil }
      // Whitespace skipped once for both tries (Xcode writes the state first).
      skipWhitespace()
      if !hasState && consumeMemberName(.state) {
        hasState = true
      } else if value == nil && consumeMemberName(.value) {
        value = position
      } else {
        return nil
      }
      guard position < bytes.count, base[position] == 0x22 else { return nil }
      position = JSONScanner.endOfString(base, from: position, count: bytes.count)
    }
    guard consume(0x7D), consume(0x7D) else { return nil }
    return value
  }

  /// Consumes `"name" :` (and the whitespace around) when the next member's name is exactly
  /// `name` as written (no escape); else consumes nothing.
  private mutating func consumeMemberName(_ name: QuotedName) -> Bool {
    let start = position
    skipWhitespace()
    guard name.isAt(position, in: bytes) else {
      position = start
      return false
    }
    position += name.length
    guard consume(0x3A) else {
      position = start
      return false
    }
    skipWhitespace()
    return true
  }

  /// Consumes `byte` (after whitespace) when it comes next.
  private mutating func consume(_ byte: UInt8) -> Bool {
    skipWhitespace()
    guard position < bytes.count, bytes[position] == byte else { return false }
    position += 1
    return true
  }
}

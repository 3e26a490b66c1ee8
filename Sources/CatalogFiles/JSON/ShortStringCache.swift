import CatalogModel

/// Strings of up to 15 ASCII bytes the reader has already made, by their bytes: member names,
/// language codes, plural categories and states repeat hundreds of thousands of times in a large
/// catalog, and finding one here (two word loads and a compare) costs a fraction of decoding it
/// again.
package struct ShortStringCache {
  package static let maximumLength = 15
  private static let slotBits = 9
  private static let highBits: UInt64 = 0x8080_8080_8080_8080

  /// Two words per slot: the string's bytes, zero-padded. Zero means empty (a JSON string's raw
  /// bytes cannot be zero, so no cached string starts with a zero byte).
  private var words = [UInt64](repeating: 0, count: 2 << slotBits)
  private var strings = [String](repeating: "", count: 1 << slotBits)

  /// The string of the `count` bytes at `start` (1 to 15, with at least 16 bytes readable from
  /// `start`, none of them a quote, backslash or control character), or nil when they are not
  /// all ASCII (the caller decodes those itself).
  package mutating func string(at start: UnsafePointer<UInt8>, count: Int) -> String? {
    let raw = UnsafeRawPointer(start)
    var first = raw.loadUnaligned(as: UInt64.self)
    var second = raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
    // Keep only the string's own bytes (little-endian: the first byte is the low one).
    if count < 8 {
      first &= (1 << UInt64(8 * count)) &- 1
      second = 0
    } else {
      second &= (1 << UInt64(8 * (count - 8))) &- 1
    }
    guard (first | second) & Self.highBits == 0 else { return nil }
    let mixed = (first &* 0x9E37_79B9_7F4A_7C15) ^ (second &* 0xC2B2_AE3D_27D4_EB4F)
    // Two slots per string (an even one and its neighbour), so two strings that hash alike do
    // not keep evicting each other.
    let slot = Int(truncatingIfNeeded: mixed >> UInt64(64 - Self.slotBits))
    let other = slot ^ 1
    if words[2 * slot] == first && words[2 * slot + 1] == second { return strings[slot] }
    if words[2 * other] == first && words[2 * other + 1] == second { return strings[other] }
    let text = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    let chosen = words[2 * slot] == 0 ? slot : other
    words[2 * chosen] = first
    words[2 * chosen + 1] = second
    strings[chosen] = text
    return text
  }
}

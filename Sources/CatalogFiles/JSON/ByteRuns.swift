import CatalogModel
import CByteScan

/// Word-at-a-time scans for the reader's and writer's hot loops: most of a catalog is runs of
/// indentation and plain ASCII text, which eight bytes at a time get through several times
/// faster than a byte at a time.
package enum ByteRuns {
  private static let ones: UInt64 = 0x0101_0101_0101_0101
  private static let highBits: UInt64 = 0x8080_8080_8080_8080
  package static let eightSpaces: UInt64 = 0x2020_2020_2020_2020
  package static let eightTabs: UInt64 = 0x0909_0909_0909_0909
  private static let lowBits: UInt64 = 0x7F7F_7F7F_7F7F_7F7F

  /// Whether any byte of `word` is zero.
  @inline(__always)
  private static func hasZeroByte(_ word: UInt64) -> Bool {
    (word &- ones) & ~word & highBits != 0
  }

  /// Whether any byte of `word` needs a look inside a JSON string: a control character, `"`
  /// or `\`, and, unless `asciiOnly` is false, any byte of a multi-byte UTF-8 sequence.
  @inline(__always)
  package static func needsLook(_ word: UInt64, asciiOnly: Bool) -> Bool {
    let below20 = (word &- ones &* 0x20) & ~word & highBits
    let high = asciiOnly ? word & highBits : 0
    return below20 | high != 0 || hasZeroByte(word ^ (ones &* 0x22)) || hasZeroByte(word ^ (ones &* 0x5C))
  }

  /// The offset of the first byte at or after `offset` that is not plain ASCII string content
  /// (the reader validates multi-byte sequences itself).
  @inline(__always)
  package static func skipPlainASCII(_ bytes: UnsafeBufferPointer<UInt8>, from offset: Int) -> Int {
    skipPlain(bytes, from: offset, asciiOnly: true)
  }

  /// The offset of the first byte at or after `offset` that the writer must escape.
  @inline(__always)
  package static func skipUnescaped(_ bytes: UnsafeBufferPointer<UInt8>, from offset: Int) -> Int {
    skipPlain(bytes, from: offset, asciiOnly: false)
  }

  /// Like `skipUnescaped`, and whether every byte skipped was ASCII (then the string is valid
  /// UTF-8 without a further look). The word that holds the end gives its place by its lowest
  /// flagged byte, without a byte loop.
  @inline(__always)
  package static func skipStringContent(_ bytes: UnsafeBufferPointer<UInt8>, from offset: Int) -> (end: Int, ascii: Bool) {
    guard let base = bytes.baseAddress else { return (offset, true) }
    var position = offset
    var seen: UInt64 = 0
    if CBS_HAS_SSE2 != 0 && position + 16 <= bytes.count {
      var ascii: Int32 = 1
      position += cbs_string_content16(base + position, bytes.count - position, &ascii)
      if ascii == 0 { seen = highBits }
      if position + 16 <= bytes.count { return (position, ascii != 0) }
    }
    return skipStringContentByWords(bytes, from: position, seen: seen)
  }

  /// `skipStringContent` eight bytes at a time (where there is no vector code, at the end of the
  /// input, and for the tests that compare the two); `seen` has the high bit set when a byte
  /// before `offset` was not ASCII.
  @inline(__always)
  package static func skipStringContentByWords(_ bytes: UnsafeBufferPointer<UInt8>, from offset: Int, seen: UInt64 = 0) -> (end: Int, ascii: Bool) {
    guard let base = bytes.baseAddress else { return (offset, seen & highBits == 0) }
    var position = offset
    var seen = seen
    while position + 8 <= bytes.count {
      let word = UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self)
      let stops = controlBytes(word) | zeroBytes(word ^ (ones &* 0x22)) | zeroBytes(word ^ (ones &* 0x5C))
      if stops != 0 {
        // The bytes below the first stop.
        seen |= word & ((stops & (0 &- stops)) &- 1)
        return (position + stops.trailingZeroBitCount >> 3, seen & highBits == 0)
      }
      seen |= word
      position += 8
    }
    while position < bytes.count {
      let byte = bytes[position]
      if byte < 0x20 || byte == 0x22 || byte == 0x5C { break }
      seen |= UInt64(byte)
      position += 1
    }
    return (position, seen & highBits == 0)
  }

  /// The high bit of each byte of `word` that is zero (exact, unlike `hasZeroByte`, which may
  /// also flag a byte after a zero one).
  @inline(__always)
  package static func zeroBytes(_ word: UInt64) -> UInt64 {
    ~(((word & lowBits) &+ lowBits) | word) & highBits
  }

  /// The high bit of each byte of `word` below 0x20 (control characters).
  @inline(__always)
  package static func controlBytes(_ word: UInt64) -> UInt64 {
    ~(((word & lowBits) &+ ones &* 0x60) | word) & highBits
  }

  @inline(__always)
  private static func skipPlain(_ bytes: UnsafeBufferPointer<UInt8>, from offset: Int, asciiOnly: Bool) -> Int {
    guard let base = bytes.baseAddress else { return offset }
    var position = offset
    while position + 8 <= bytes.count {
      let word = UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self)
      if needsLook(word, asciiOnly: asciiOnly) { break }
      position += 8
    }
    while position < bytes.count {
      let byte = bytes[position]
      if byte < 0x20 || byte == 0x22 || byte == 0x5C || (asciiOnly && byte >= 0x80) { break }
      position += 1
    }
    return position
  }
}

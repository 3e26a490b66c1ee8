import CatalogModel

/// A member name (or a known value) with its quotes, as two little-endian words: compared with
/// two loads instead of a call to `memcmp`. The words are constants (a `static let` would cost a
/// call to check it was made, at each of millions of uses); `WordScanTests` checks each
/// against the name it stands for.
package struct QuotedName: Equatable {
  package static var stringUnit: QuotedName { QuotedName(length: 12, 0x5567_6E69_7274_7322, 0x2274_696E) }
  package static var state: QuotedName { QuotedName(length: 7, 0x22_6574_6174_7322, 0) }
  package static var value: QuotedName { QuotedName(length: 7, 0x22_6575_6C61_7622, 0) }
  package static var variations: QuotedName { QuotedName(length: 12, 0x6974_6169_7261_7622, 0x2273_6E6F) }
  package static var plural: QuotedName { QuotedName(length: 8, 0x226C_6172_756C_7022, 0) }
  package static var device: QuotedName { QuotedName(length: 8, 0x2265_6369_7665_6422, 0) }
  // States.
  package static var translated: QuotedName { QuotedName(length: 12, 0x616C_736E_6172_7422, 0x2264_6574) }
  package static var needsReview: QuotedName { QuotedName(length: 14, 0x725F_7364_6565_6E22, 0x2277_6569_7665) }
  package static var new: QuotedName { QuotedName(length: 5, 0x22_7765_6E22, 0) }

  /// Bytes with the quotes (at most 16).
  package let length: Int
  private let first: UInt64
  private let second: UInt64
  private let firstMask: UInt64
  private let secondMask: UInt64

  package init(_ name: StaticString) {
    var quoted = [UInt8](repeating: 0, count: 16)
    let count = name.utf8CodeUnitCount
    precondition(count <= 14, "a QuotedName holds at most 14 bytes")
    quoted[0] = 0x22
    for index in 0..<count { quoted[index + 1] = name.utf8Start[index] }
    quoted[count + 1] = 0x22
    func word(_ from: Int) -> UInt64 {
      (0..<8).reduce(0) { $0 | UInt64(quoted[from + $1]) << UInt64(8 * $1) }
    }
    self.init(length: count + 2, word(0), word(8))
  }

  @inline(__always)
  private init(length: Int, _ first: UInt64, _ second: UInt64) {
    func mask(_ bytes: Int) -> UInt64 { bytes >= 8 ? ~0 : (1 << UInt64(8 * max(bytes, 0))) &- 1 }
    self.length = length
    self.first = first
    self.second = second
    firstMask = mask(length)
    secondMask = mask(length - 8)
  }

  /// Whether the name is at `pointer`, which has 16 readable bytes.
  @inline(__always)
  package func matches(_ pointer: UnsafeRawPointer) -> Bool {
    (pointer.loadUnaligned(as: UInt64.self) & firstMask) == first
      && (pointer.loadUnaligned(fromByteOffset: 8, as: UInt64.self) & secondMask) == second
  }

  /// Whether the quoted name is at `offset` in `bytes`: two word loads, or byte by byte near the
  /// end of the input.
  @inline(__always)
  package func isAt(_ offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress else { return false }
    if offset + 16 <= bytes.count { return matches(UnsafeRawPointer(base + offset)) }
    return offset + length <= bytes.count && matches(bytes, at: offset)
  }

  /// The same near the end of the input (`offset + length` bytes readable).
  package func matches(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
    (0..<length).allSatisfy { index in
      let word = index < 8 ? first : second
      return UInt8(truncatingIfNeeded: word >> UInt64(8 * (index % 8))) == bytes[offset + index]
    }
  }
}

/// A fast hash of a file's bytes, fed in blocks of any size, for noticing that a file changed.
///
/// Not cryptographic: it only has to tell an edited file from the one read, so it takes eight
/// bytes at a time in four independent lanes (several GB/s) instead of FNV's byte-at-a-time
/// chain, which alone cost a fifth of a second on a 170 MB catalog.
struct ContentHash {
  private var lanes: (UInt64, UInt64, UInt64, UInt64) = (
    0x9E37_79B9_7F4A_7C15, 0xC2B2_AE3D_27D4_EB4F, 0x1656_67B1_9E37_79F9, 0x85EB_CA77_C2B2_AE63
  )
  private var pending: [UInt8] = []
  private(set) var count = 0
  private static let stripe = 32

  static func of(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
    var hash = ContentHash()
    hash.add(bytes)
    return hash.value
  }

  static func of(_ bytes: [UInt8]) -> UInt64 {
    bytes.withUnsafeBytes { of($0) }
  }

  mutating func add(_ bytes: UnsafeRawBufferPointer) {
    count += bytes.count
    var rest = bytes[...]
    if !pending.isEmpty {
      let take = min(Self.stripe - pending.count, rest.count)
      pending.append(contentsOf: rest.prefix(take))
      rest = rest.dropFirst(take)
      guard pending.count == Self.stripe else { return }
      pending.withUnsafeBytes { mix($0) }
      pending.removeAll(keepingCapacity: true)
    }
    let whole = rest.count / Self.stripe * Self.stripe
    if whole > 0 { mix(UnsafeRawBufferPointer(rebasing: rest.prefix(whole))) }
    pending.append(contentsOf: rest.dropFirst(whole))
  }

  /// Whole stripes only.
  private mutating func mix(_ stripes: UnsafeRawBufferPointer) {
    var (a, b, c, d) = lanes
    var offset = 0
    while offset < stripes.count {
      a = Self.round(a, stripes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
      b = Self.round(b, stripes.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self))
      c = Self.round(c, stripes.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self))
      d = Self.round(d, stripes.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self))
      offset += Self.stripe
    }
    lanes = (a, b, c, d)
  }

  @inline(__always)
  private static func round(_ lane: UInt64, _ word: UInt64) -> UInt64 {
    let mixed = lane &+ word &* 0xC2B2_AE3D_27D4_EB4F
    return ((mixed << 31) | (mixed >> 33)) &* 0x9E37_79B9_7F4A_7C15
  }

  var value: UInt64 {
    var result = UInt64(truncatingIfNeeded: count) &* 0x27D4_EB2F_1656_67C5
    for lane in [lanes.0, lanes.1, lanes.2, lanes.3] {
      result = Self.round(result ^ lane, lane >> 29)
    }
    for byte in pending {
      result = (result ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    result ^= result >> 32
    return result
  }
}

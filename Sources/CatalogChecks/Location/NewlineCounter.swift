import CatalogModel
import CatalogFiles
import CatalogEditing

/// Counts line feeds eight bytes at a time (a 170 MB catalog has millions of lines, and the
/// locator counts them all once).
package enum NewlineCounter {
  package static func count(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
    guard let base = bytes.baseAddress, start < end else { return 0 }
    var count = 0
    var index = start
    // Byte by byte up to an 8-byte boundary, then whole words, then the tail.
    while index < end && Int(bitPattern: base + index) & 7 != 0 {
      if base[index] == 0x0A { count += 1 }
      index += 1
    }
    let lows: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
    let pattern: UInt64 = 0x0A0A_0A0A_0A0A_0A0A
    let evenBytes: UInt64 = 0x00FF_00FF_00FF_00FF
    while index + 8 <= end {
      // Up to 255 words summed bytewise (a byte of `sums` counts its lane's line feeds, at
      // most 255), then the lanes added up: no branch per word.
      var sums: UInt64 = 0
      var words = 0
      while words < 255 && index + 8 <= end {
        let word = UnsafeRawPointer(base + index).load(as: UInt64.self) ^ pattern
        // A byte of `word` is zero exactly where the input had a line feed; the high bit of
        // that byte, and only of that byte, is set here (no carry crosses bytes: each byte's
        // low seven bits plus 0x7F stay below 0x100).
        let zeros = ~(((word & lows) &+ lows) | word | lows)
        sums &+= zeros >> 7
        index += 8
        words += 1
      }
      let pairs = (sums & evenBytes) &+ ((sums >> 8) & evenBytes)
      count += Int((pairs &* 0x0001_0001_0001_0001) >> 48)
    }
    while index < end {
      if base[index] == 0x0A { count += 1 }
      index += 1
    }
    return count
  }

  /// Characters (UTF-8 sequences) from `start` to `end`, which lie on one line.
  package static func characters(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
    let end = min(end, bytes.count)
    guard start < end else { return 0 }
    var count = 0
    for index in start..<end where bytes[index] & 0xC0 != 0x80 { count += 1 }
    return count
  }

  /// Where the line containing `offset` starts.
  package static func lineStart(in bytes: UnsafeBufferPointer<UInt8>, before offset: Int) -> Int {
    var index = min(offset, bytes.count)
    while index > 0 && bytes[index - 1] != 0x0A { index -= 1 }
    return index
  }
}

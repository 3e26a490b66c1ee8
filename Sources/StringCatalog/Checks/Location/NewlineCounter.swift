/// Counts line feeds eight bytes at a time (a 170 MB catalog has millions of lines, and the
/// locator counts them all once).
enum NewlineCounter {
  static func count(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
    guard let base = bytes.baseAddress, start < end else { return 0 }
    var count = 0
    var index = start
    // Byte by byte up to an 8-byte boundary, then whole words, then the tail.
    while index < end && Int(bitPattern: base + index) & 7 != 0 {
      if base[index] == 0x0A { count += 1 }
      index += 1
    }
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    let pattern: UInt64 = 0x0A0A_0A0A_0A0A_0A0A
    while index + 8 <= end {
      let word = UnsafeRawPointer(base + index).load(as: UInt64.self) ^ pattern
      // A byte of `word` is zero exactly where the input had a line feed.
      let zeros = (word &- ones) & ~word & highs
      if zeros != 0 {
        // The subtraction trick can flag a 0x01 byte just above a zero byte; recount exactly.
        var exact = 0
        var scan = word
        for _ in 0..<8 {
          if scan & 0xFF == 0 { exact += 1 }
          scan >>= 8
        }
        count += exact
      }
      index += 8
    }
    while index < end {
      if base[index] == 0x0A { count += 1 }
      index += 1
    }
    return count
  }

  /// Characters (UTF-8 sequences) from `start` to `end`, which lie on one line.
  static func characters(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
    let end = min(end, bytes.count)
    guard start < end else { return 0 }
    var count = 0
    for index in start..<end where bytes[index] & 0xC0 != 0x80 { count += 1 }
    return count
  }

  /// Where the line containing `offset` starts.
  static func lineStart(in bytes: UnsafeBufferPointer<UInt8>, before offset: Int) -> Int {
    var index = min(offset, bytes.count)
    while index > 0 && bytes[index - 1] != 0x0A { index -= 1 }
    return index
  }
}

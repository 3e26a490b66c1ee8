extension JSONScanner {
  /// Skips one value without building it: the locator walks past everything it does not need,
  /// and on a 170 MB catalog that is most of the file. Assumes a well-formed file (it has been
  /// read already); on malformed input it stops at the end instead of failing.
  mutating func skipValue() {
    skipWhitespace()
    guard position < bytes.count else { return }
    var depth = 0
    repeat {
      let byte = bytes[position]
      switch byte {
      case 0x22:
        skipStringBytes()
        if depth == 0 { return }
        continue
      case 0x7B, 0x5B:
        depth += 1
      case 0x7D, 0x5D:
        depth -= 1
        if depth <= 0 {
          position += 1
          return
        }
      case 0x2C, 0x3A, 0x20, 0x0A, 0x0D, 0x09:
        if depth == 0 { return }
      default:
        // A number or literal at the top: runs until a delimiter.
        break
      }
      position += 1
    } while position < bytes.count
  }

  /// Moves past a string starting at the opening quote.
  @inline(__always)
  mutating func skipStringBytes() {
    position += 1
    while position < bytes.count {
      let byte = bytes[position]
      if byte == 0x22 {
        position += 1
        return
      }
      position += byte == 0x5C ? 2 : 1
    }
  }
}

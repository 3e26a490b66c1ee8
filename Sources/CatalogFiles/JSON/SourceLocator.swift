import CatalogModel

/// Turns byte offsets into 1-based line and column (columns count Unicode scalars).
package struct SourceLocator {
  private let lineStarts: [Int]
  private let bytes: [UInt8]

  package init(bytes: [UInt8]) {
    self.bytes = bytes
    var starts = [0]
    for (offset, byte) in bytes.enumerated() where byte == 0x0A { starts.append(offset + 1) }
    lineStarts = starts
  }

  package func location(of offset: Int) -> (line: Int, column: Int) {
    let clamped = max(0, min(offset, bytes.count))
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if lineStarts[mid] <= clamped { low = mid } else { high = mid - 1 }
    }
    var column = 1
    var index = lineStarts[low]
    while index < clamped {
      // Continuation bytes do not start a new scalar.
      if bytes[index] & 0xC0 != 0x80 { column += 1 }
      index += 1
    }
    return (low + 1, column)
  }
}

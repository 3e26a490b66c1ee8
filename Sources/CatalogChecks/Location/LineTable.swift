import CatalogModel
import CatalogFiles
import CatalogEditing

/// Turns byte offsets into 1-based line and column (columns count Unicode scalars, as the
/// reader's errors do), for many offsets at once: sorted, they need one pass over the bytes.
package enum LineTable {
  package static func locations(of offsets: [Int], in bytes: UnsafeBufferPointer<UInt8>) -> [(line: Int, column: Int)] {
    let order = offsets.indices.sorted { offsets[$0] < offsets[$1] }
    var result = [(line: Int, column: Int)](repeating: (1, 1), count: offsets.count)
    var line = 1
    var lineStart = 0
    var scanned = 0
    for index in order {
      let offset = max(0, min(offsets[index], bytes.count))
      while scanned < offset {
        if bytes[scanned] == 0x0A {
          line += 1
          lineStart = scanned + 1
        }
        scanned += 1
      }
      var column = 1
      var cursor = lineStart
      while cursor < offset {
        if bytes[cursor] & 0xC0 != 0x80 { column += 1 }
        cursor += 1
      }
      result[index] = (line, column)
    }
    return result
  }
}

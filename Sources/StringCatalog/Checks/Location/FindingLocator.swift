import Foundation

/// Gives the findings of one catalog file their line and column: the offending value, else the
/// nearest enclosing place (the plural map of a missing form, the localization, the entry key).
/// Findings that already have a location (reader warnings) keep it.
///
/// Works entry by entry from the entry's key (whose line the index knows), so the check threads
/// can each locate their own findings.
struct FindingLocator: Sendable {
  /// The file's bytes as the reader saw them (decoded to UTF-8, without a byte-order mark).
  let bytes: SourceBytes
  let index: CatalogEntryIndex

  init(bytes: [UInt8]) {
    self.bytes = SourceBytes(array: bytes)
    index = bytes.withUnsafeBufferPointer { CatalogEntryIndex(bytes: $0) }
  }

  init(bytes: SourceBytes, index: CatalogEntryIndex) {
    self.bytes = bytes
    self.index = index
  }

  /// Locates every finding; consecutive findings of the same key are one entry's.
  func locate(_ findings: inout [Finding]) {
    var start = 0
    while start < findings.count {
      var end = start + 1
      let key = findings[start].key
      while end < findings.count && findings[end].key == key { end += 1 }
      locateEntry(&findings, start..<end)
      start = end
    }
  }

  /// Locates `findings[run]`, which all concern one entry, in steps linear in the entry's size
  /// and its findings (counted in `work`).
  func locateEntry(_ findings: inout [Finding], _ run: Range<Int>, work: CheckWork? = nil) {
    guard !run.isEmpty, let key = findings[run.lowerBound].key, let place = index[key] else { return }
    bytes.withBuffer { buffer in
      var offsets = EntryFindingOffsets.resolve(
        findings, run, bytes: buffer, keyOffset: place.keyOffset, valueOffset: place.valueOffset, work: work)
      offsets.sort { $0.offset < $1.offset }
      // One pass from the key forwards, counting lines eight bytes at a time, and columns from
      // where the previous finding on the same line left off (a file may be one long line).
      var line = place.line
      var scanned = place.keyOffset
      var column = place.column
      var counted = place.keyOffset
      for (offset, slot) in offsets {
        let target = max(scanned, min(offset, buffer.count))
        // The line feeds in between, found by memchr: an entry's places are a few short lines apart.
        if let base = buffer.baseAddress {
          while scanned < target, let found = memchr(base + scanned, 0x0A, target - scanned) {
            scanned = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base + 1
            line += 1
            counted = scanned
            column = 1
          }
        }
        scanned = target
        work?.add(target - counted)
        column += NewlineCounter.characters(in: buffer, from: counted, to: target)
        counted = target
        findings[slot].line = line
        findings[slot].column = column
      }
    }
  }
}

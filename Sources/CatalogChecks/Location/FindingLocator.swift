import CatalogModel
import CatalogFiles
import CatalogEditing
import Foundation

/// Gives the findings of one catalog file their line and column: the offending value, else the
/// nearest enclosing place (the plural map of a missing form, the localization, the entry key).
/// Findings that already have a location (reader warnings) keep it.
///
/// Works entry by entry from the entry's key (whose line the index knows), so the check threads
/// can each locate their own findings.
package struct FindingLocator: Sendable {
  /// The file's bytes as the reader saw them (decoded to UTF-8, without a byte-order mark).
  package let bytes: SourceBytes
  /// The entries' places by key; nil when `ordered` has them.
  private let keyed: CatalogEntryIndex?
  /// The entries' places by position (lint of a file whose keys the reader found once each).
  package let ordered: OrderedEntryPlaces?

  package init(bytes: [UInt8]) {
    self.bytes = SourceBytes(array: bytes)
    keyed = bytes.withUnsafeBufferPointer { CatalogEntryIndex(bytes: $0) }
    ordered = nil
  }

  package init(bytes: SourceBytes, index: CatalogEntryIndex) {
    self.bytes = bytes
    keyed = index
    ordered = nil
  }

  package init(bytes: SourceBytes, ordered: OrderedEntryPlaces) {
    self.bytes = bytes
    keyed = nil
    self.ordered = ordered
  }

  /// The entries' places by key (made here when only the ordered places are kept: for the
  /// rare findings located by key after the checks).
  package var index: CatalogEntryIndex {
    if let keyed { return keyed }
    return bytes.withBuffer { CatalogEntryIndex(bytes: $0, places: ordered?.places ?? []) }
  }

  /// Locates every finding; consecutive findings of the same key are one entry's.
  package func locate(_ findings: inout [Finding]) {
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
  package func locateEntry(_ findings: inout [Finding], _ run: Range<Int>, work: CheckWork? = nil) {
    guard !run.isEmpty, let key = findings[run.lowerBound].key, let place = index[key] else { return }
    locate(&findings, run, at: place, work: work)
  }

  /// Locates `findings[run]`, which all concern the entry at `entry` in the catalog: by its
  /// position when the places are ordered (`cursor`, this thread's, is moved on to its key),
  /// else by its key.
  package func locateEntry(
    _ findings: inout [Finding], _ run: Range<Int>, entry: Int, cursor: inout LineCursor, work: CheckWork? = nil
  ) {
    guard let ordered else { return locateEntry(&findings, run, work: work) }
    guard !run.isEmpty, findings[run.lowerBound].key != nil, entry < ordered.places.count else { return }
    let entryPlace = ordered.places[entry]
    bytes.withBuffer { cursor.advance(to: entryPlace.keyOffset, in: $0) }
    let place = CatalogEntryIndex.Place(
      keyOffset: entryPlace.keyOffset, valueOffset: entryPlace.valueOffset, line: cursor.line, column: cursor.column)
    let last = locate(&findings, run, at: place, work: work)
    // Lines are counted on from the entry's last finding, not again from its key (the next
    // entry's key is after it).
    if entry + 1 == ordered.places.count || last.offset <= ordered.places[entry + 1].keyOffset { cursor = last }
  }

  /// Returns the line and column of the last place located (of the key when none).
  @discardableResult
  private func locate(
    _ findings: inout [Finding], _ run: Range<Int>, at place: CatalogEntryIndex.Place, work: CheckWork?
  ) -> LineCursor {
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
      return LineCursor(offset: counted, line: line, column: column)
    }
  }
}

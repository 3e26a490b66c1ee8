import CatalogModel
import CatalogFiles
import CatalogEditing

/// The places the reader recorded, when they are the catalog's entries one for one and in its
/// order (no key repeated): the check threads then take each entry's place by its position and
/// count lines as they go, rather than wait for a dictionary of every key's line, which took
/// a pass over the whole file on one core before the checks could start.
package struct OrderedEntryPlaces: Sendable {
  package let places: [EntryPlace]
  /// The line of the key of each part's first entry (by entry position), counted ahead so
  /// that a later part's thread need not count the lines before it.
  private let starts: [Int: LineCursor]

  /// nil when the places are not the entries in order; `firstEntries`: where the check
  /// threads will start.
  package init?(bytes: UnsafeBufferPointer<UInt8>, places: [EntryPlace], keys: [String], firstEntries: [Int]) {
    guard places.count == keys.count else { return nil }
    for index in places.indices where places[index].key != keys[index] { return nil }
    self.places = places
    var starts: [Int: LineCursor] = [:]
    var cursor = LineCursor()
    for entry in firstEntries.sorted() where entry < places.count {
      cursor.advance(to: places[entry].keyOffset, in: bytes)
      starts[entry] = cursor
    }
    self.starts = starts
  }

  /// A cursor at the line and column of `entry`'s key, or before it.
  package func cursor(before entry: Int) -> LineCursor { starts[entry] ?? LineCursor() }
}

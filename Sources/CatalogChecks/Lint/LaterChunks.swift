import CatalogModel
import CatalogFiles
import CatalogEditing
import Foundation

/// A large catalog's entries after the first thread's own part, cut into chunks that either
/// check thread takes in turn: the first thread, done with its part, moves the chunks the other
/// has finished onto its own findings while that one goes on, and checks chunks too, so that
/// only the last chunks are left to move once both are done. (Joining two halves' findings once
/// both were done took some 35 ms on one core while the other idled.)
package final class LaterChunks: @unchecked Sendable {
  package let count: Int
  private let entries: Range<Int>
  private let size: Int
  private let locator: FindingLocator
  private let condition = NSCondition()
  // Guarded by `condition`.
  private var claimed = 0
  /// Before the first key of chunk `claimed` (when the locator's places are ordered).
  private var cursor: LineCursor
  private var finished: [Int: [Finding]] = [:]

  package init(_ entries: Range<Int>, chunks: Int, locator: FindingLocator) {
    self.entries = entries
    size = max(1, (entries.count + chunks - 1) / max(1, chunks))
    count = (entries.count + size - 1) / size
    self.locator = locator
    cursor = locator.ordered?.cursor(before: entries.lowerBound) ?? LineCursor()
  }

  /// The next chunk nobody has taken: its index, its entries, and the line cursor before its
  /// first key.
  package func claim() -> (index: Int, entries: Range<Int>, cursor: LineCursor)? {
    condition.lock()
    defer { condition.unlock() }
    guard claimed < count else { return nil }
    let index = claimed
    let start = entries.lowerBound + index * size
    let range = start..<min(entries.upperBound, start + size)
    let before = cursor
    claimed += 1
    // The next chunk's cursor, counted on over this one's bytes (a few megabytes at most).
    if claimed < count, let ordered = locator.ordered, range.upperBound < ordered.places.count {
      locator.bytes.withBuffer { cursor.advance(to: ordered.places[range.upperBound].keyOffset, in: $0) }
    }
    return (index, range, before)
  }

  package func post(_ index: Int, _ findings: [Finding]) {
    condition.lock()
    finished[index] = findings
    condition.broadcast()
    condition.unlock()
  }

  /// Chunk `index`'s findings, taken out once it is finished (waiting for it if `waiting`, else
  /// nil when it is not finished yet).
  package func take(_ index: Int, waiting: Bool) -> [Finding]? {
    condition.lock()
    defer { condition.unlock() }
    while true {
      if let found = finished.removeValue(forKey: index) { return found }
      guard waiting else { return nil }
      condition.wait()
    }
  }
}

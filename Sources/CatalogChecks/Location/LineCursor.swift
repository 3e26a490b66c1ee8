import CatalogModel
import CatalogFiles
import CatalogEditing

/// A 1-based line and column (in characters) moved forwards through a file from offset to
/// offset: line feeds counted a word at a time, columns on from the previous stop when it is on
/// the same line (a minified file is one line, still counted once, not once per stop).
package struct LineCursor: Sendable {
  package private(set) var offset = 0
  package private(set) var line = 1
  package private(set) var column = 1

  package init() {}

  /// At `offset`, whose line and column are known (`column` counted from the line's start).
  package init(offset: Int, line: Int, column: Int) {
    self.offset = offset
    self.line = line
    self.column = column
  }

  package mutating func advance(to target: Int, in bytes: UnsafeBufferPointer<UInt8>) {
    let breaks = NewlineCounter.count(in: bytes, from: offset, to: target)
    if breaks > 0 {
      line += breaks
      offset = NewlineCounter.lineStart(in: bytes, before: target)
      column = 1
    }
    column += NewlineCounter.characters(in: bytes, from: offset, to: target)
    offset = target
  }
}

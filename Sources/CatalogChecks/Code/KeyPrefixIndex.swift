import CatalogModel
import CatalogFiles
import CatalogEditing

/// The keys of one linted file in byte order, for the literals that build a key at run time:
/// `"winetricks.category.\(name)"` passed to `NSLocalizedString` or `LocalizedStringKey(_:)`
/// as a `String` is `winetricks.category.apps`, `….games`, any key that starts with the
/// literal's first piece and holds its other pieces in order. The keys with that prefix are one
/// binary search away, so a literal costs the keys it can be, not every key.
package struct KeyPrefixIndex {
  private let sorted: [[UInt8]]
  /// Keys looked at, for the tests that guard against a scan of keys × literals.
  package private(set) var work = 0

  package init(keys: Set<String>) {
    sorted = keys.map { Array($0.utf8) }.sorted { $0.lexicographicallyPrecedes($1) }
  }

  /// Whether a literal is specific enough to stand for the keys it can build: a first piece
  /// with a letter (`"tab.\(name)"`, not `"\(a) \(b)"`, which any key with a space would match).
  package static func buildsKeys(_ literal: SourceLiteral) -> Bool {
    guard literal.isInterpolated, let first = literal.pieces.first else { return false }
    return first.unicodeScalars.contains { $0.properties.isAlphabetic }
  }

  /// The keys `literal` can build, its interpolations standing for any text.
  package mutating func keys(builtBy literal: SourceLiteral) -> [String] {
    guard Self.buildsKeys(literal), let first = literal.pieces.first else { return [] }
    let prefix = Array(first.utf8)
    let rest = literal.pieces.dropFirst().map { Array($0.utf8) }
    var found: [String] = []
    var index = lowerBound(prefix)
    work += 1
    while index < sorted.count && sorted[index].starts(with: prefix) {
      work += 1
      if Self.holdsInOrder(rest, sorted[index], from: prefix.count) {
        found.append(String(decoding: sorted[index], as: UTF8.self))
      }
      index += 1
    }
    return found
  }

  private func lowerBound(_ prefix: [UInt8]) -> Int {
    var low = 0
    var high = sorted.count
    while low < high {
      let middle = (low + high) / 2
      if sorted[middle].lexicographicallyPrecedes(prefix) { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// Whether `pieces` occur in `key` after `start`, in order, the last one ending it (each gap
  /// between them any text, as an interpolation's value may be).
  package static func holdsInOrder(_ pieces: [[UInt8]], _ key: [UInt8], from start: Int) -> Bool {
    guard let last = pieces.last else { return true }
    var cursor = start
    for piece in pieces.dropLast() {
      guard let found = firstRange(of: piece, in: key, from: cursor) else { return false }
      cursor = found
    }
    return key.count - cursor >= last.count && key[(key.count - last.count)...].elementsEqual(last)
  }

  /// The end of the first occurrence of `piece` in `key` at or after `start`.
  private static func firstRange(of piece: [UInt8], in key: [UInt8], from start: Int) -> Int? {
    guard !piece.isEmpty else { return start }
    var index = start
    while index + piece.count <= key.count {
      if key[index..<(index + piece.count)].elementsEqual(piece) { return index + piece.count }
      index += 1
    }
    return nil
  }
}

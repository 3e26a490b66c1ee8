import CatalogModel
import CatalogFiles
import CatalogEditing

/// The keys of one linted file, indexed so that a literal from code finds the keys it can be in
/// one dictionary look-up, not a scan of every key: a key is filed under its text around its
/// format specifiers (`status.replied-to-%1$@` under `["status.replied-to-", ""]`, `100%% done`
/// under `["100% done"]`), which is what the literal `"status.replied-to-\(name)"` or
/// `"100% done"` gives.
package struct KeyPatternIndex {
  package let keys: Set<String>
  /// Keys whose pieces differ from the key itself (those with a `%`).
  private var byPieces: [[String]: [String]] = [:]
  /// Look-ups and keys returned, for the tests that guard against a scan of keys × literals.
  package private(set) var work = 0

  package init(keys: Set<String>) {
    self.keys = keys
    for key in keys where key.utf8.contains(0x25) {
      let pieces = Self.pieces(ofKey: key)
      if pieces != [key] { byPieces[pieces, default: []].append(key) }
    }
  }

  /// The keys `literal` can stand for: the literal itself, and every key with the same text
  /// around its specifiers.
  package mutating func keys(matching literal: SourceLiteral) -> [String] {
    work += 1
    var found: [String] = []
    if !literal.isInterpolated, let only = literal.pieces.first, keys.contains(only) { found.append(only) }
    if let filed = byPieces[literal.pieces] { found += filed }
    work += found.count
    return found
  }

  /// A key's text around its argument-taking specifiers (`%@`, `%lld`, `%1$@`, `%.1f`,
  /// `%#@name@`), with `%%` read as `%`.
  package static func pieces(ofKey key: String) -> [String] {
    guard key.utf8.contains(0x25) else { return [key] }
    var pieces: [String] = []
    var current: [UInt8] = []
    let bytes = Array(key.utf8)
    var index = 0
    for placeholder in FormatParser.placeholders(in: key) {
      current += bytes[index..<placeholder.start]
      if placeholder.takesArgument {
        pieces.append(String(decoding: current, as: UTF8.self))
        current = []
      } else if placeholder.kind == .percentLiteral {
        current.append(0x25)
      } else {
        current += bytes[placeholder.start..<placeholder.end]
      }
      index = placeholder.end
    }
    current += bytes[index...]
    pieces.append(String(decoding: current, as: UTF8.self))
    return pieces
  }
}

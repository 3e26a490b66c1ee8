import CatalogModel
import CatalogFiles
import CatalogEditing

/// A string literal of source code, as its text around its interpolations: `"a-\(x)-b"` is
/// `["a-", "-b"]`, a literal without interpolation is one piece. The key such a literal makes
/// has a format specifier in each gap (`a-%@-b`, `a-%lld-b`, …), whatever the specifier.
package struct SourceLiteral: Hashable, Sendable {
  package var pieces: [String]

  package init(pieces: [String]) {
    self.pieces = pieces
  }

  package init(_ text: String) {
    pieces = [text]
  }

  package var isInterpolated: Bool { pieces.count > 1 }

  /// The key as SwiftUI would write it, `%@` in each gap: for messages.
  package var keyText: String { pieces.joined(separator: "%@") }

  /// True when a letter appears outside interpolations and format specifiers: a literal
  /// without one (`" ⸱ "`, `", "`, `"100%"`, `"\(a) \(b)"`) is punctuation or layout, never
  /// taken for a missing key.
  package var hasLetters: Bool {
    pieces.contains { piece in
      KeyPatternIndex.pieces(ofKey: piece).contains { text in
        text.unicodeScalars.contains { $0.properties.isAlphabetic }
      }
    }
  }
}

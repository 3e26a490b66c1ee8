import CatalogModel
import CatalogFiles
import CatalogEditing

/// A string literal of source code, as its text around its interpolations: `"a-\(x)-b"` is
/// `["a-", "-b"]`, a literal without interpolation is one piece. The key such a literal makes
/// has a format specifier in each gap (`a-%@-b`, `a-%lld-b`, …), whatever the specifier.
public struct SourceLiteral: Hashable, Sendable {
  public var pieces: [String]

  public init(pieces: [String]) {
    self.pieces = pieces
  }

  public init(_ text: String) {
    pieces = [text]
  }

  public var isInterpolated: Bool { pieces.count > 1 }

  /// The key as SwiftUI would write it, `%@` in each gap: for messages.
  public var keyText: String { pieces.joined(separator: "%@") }

  /// True when a letter appears outside interpolations and format specifiers: a literal
  /// without one (`" ⸱ "`, `", "`, `"100%"`, `"\(a) \(b)"`) is punctuation or layout, never
  /// taken for a missing key.
  public var hasLetters: Bool {
    pieces.contains { piece in
      KeyPatternIndex.pieces(ofKey: piece).contains { text in
        text.unicodeScalars.contains { $0.properties.isAlphabetic }
      }
    }
  }
}

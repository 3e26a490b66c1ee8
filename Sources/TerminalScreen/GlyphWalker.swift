/// A piece of a string as the grid sees it.
enum GlyphPiece {
  /// A scalar that starts a new cell of `width` (1 or 2) columns.
  case scalar(Unicode.Scalar, width: Int)
  /// A control character's visible escape: one ASCII cell per character.
  case escape(String)
  /// A combining mark with nothing to sit on, drawn on a dotted circle.
  case orphanMark(Unicode.Scalar)
  /// A zero-width scalar that joins the previous cell.
  case attach(Unicode.Scalar)

  /// Columns the piece occupies.
  var width: Int {
    switch self {
    case .scalar(_, let width): return width
    case .escape(let text): return text.utf8.count
    case .orphanMark: return 1
    case .attach: return 0
    }
  }
}

/// Splits text into grid pieces, one scalar at a time.
///
/// Working per scalar (not per grapheme cluster) keeps the grid in step with
/// terminals, which advance by each scalar's `wcwidth`: an emoji ZWJ sequence
/// becomes its component emoji side by side instead of a glyph whose width
/// every terminal guesses differently.
enum GlyphWalker {
  /// The base drawn under a combining mark that has no character before it.
  static let dottedCircle: Unicode.Scalar = "\u{25CC}"

  /// Calls `body` for each piece until it returns false.
  static func walk(_ text: String, _ body: (GlyphPiece) -> Bool) {
    // A zero-width scalar may only attach to a real character, not to the
    // start of the text or to an escape like "^J".
    var canAttach = false
    for scalar in text.unicodeScalars {
      let piece: GlyphPiece?
      if let escape = ControlEscape.escape(for: scalar) {
        piece = .escape(escape)
        canAttach = false
      } else {
        let width = displayWidth(scalar)
        if width > 0 {
          piece = .scalar(scalar, width: width)
          canAttach = true
        } else if canAttach {
          piece = .attach(scalar)
        } else if scalar.properties.generalCategory == .format {
          // A leading bidi mark or ZWJ has nothing to show: drop it.
          piece = nil
        } else {
          piece = .orphanMark(scalar)
          canAttach = true
        }
      }
      if let piece, !body(piece) { return }
    }
  }
}

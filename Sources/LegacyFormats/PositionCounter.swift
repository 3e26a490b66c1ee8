/// Advances a `SourcePosition` over decoded scalars.
///
/// CR LF is one line break, and a lone CR also ends a line: no CRLF files
/// were found in the corpus, but old Mac-era files used bare CR and an
/// editor would show those as separate lines.
struct PositionCounter {
  private(set) var position = SourcePosition(line: 1, column: 1)
  private var previousWasCR = false

  mutating func advance(over scalar: Unicode.Scalar) {
    switch scalar {
    case "\n":
      // The LF of a CR LF pair was already counted when the CR was seen.
      if !previousWasCR {
        position.line += 1
        position.column = 1
      }
      previousWasCR = false
    case "\r":
      position.line += 1
      position.column = 1
      previousWasCR = true
    default:
      position.column += 1
      previousWasCR = false
    }
  }
}

/// The text of one bracketed paste as it streams in: CRLF and CR become LF, the end marker
/// `ESC[201~` is recognised however the reads split it, and everything else (tabs, other control
/// characters, an ESC that does not start the marker) is kept in order.
struct PasteCollector {
  private static let endMarker: [UInt32] = Array("\u{1B}[201~".unicodeScalars.map(\.value))

  /// The paste is handed on in pieces of at most this many Unicode scalars, so a paste that never
  /// ends cannot grow without bound; the pieces come in order and join seamlessly.
  let pieceLimit: Int
  /// Finished pieces, oldest first, waiting for `takePieces`.
  private var pieces: [String] = []
  private var text = String.UnicodeScalarView()
  private var count = 0
  /// The last scalar kept was a CR (already written as LF): an LF right after it is its pair.
  private var afterCarriageReturn = false
  /// How much of the end marker the latest scalars matched.
  private var markerMatched = 0

  init(pieceLimit: Int = 1 << 16) {
    self.pieceLimit = max(1, pieceLimit)
  }

  /// Adds one scalar from the terminal; true when it completed the end marker (the rest of the
  /// text is then a finished piece).
  mutating func add(_ value: UInt32) -> Bool {
    if value == PasteCollector.endMarker[markerMatched] {
      markerMatched += 1
      guard markerMatched == PasteCollector.endMarker.count else { return false }
      markerMatched = 0
      finishPiece()
      return true
    }
    flushMarker()
    if value == PasteCollector.endMarker[0] {
      markerMatched = 1
    } else {
      keep(value)
    }
    return false
  }

  /// Adds text that ncurses decoded as a key inside the paste (given back as its bytes).
  mutating func add(literal: String) {
    flushMarker()
    for scalar in literal.unicodeScalars { keep(scalar.value) }
  }

  /// Ends the piece being collected, partly matched marker included: for a paste cut short by
  /// silence, the end of input, or a resize that must be reported in order.
  mutating func finishEarly() {
    flushMarker()
    finishPiece()
  }

  /// The finished pieces, oldest first (empty ones left out).
  mutating func takePieces() -> [String] {
    defer { pieces.removeAll() }
    return pieces
  }

  private mutating func flushMarker() {
    let partial = PasteCollector.endMarker.prefix(markerMatched)
    markerMatched = 0
    for value in partial { keep(value) }
  }

  private mutating func keep(_ value: UInt32) {
    let wasAfterCarriageReturn = afterCarriageReturn
    afterCarriageReturn = value == 13
    if value == 10 && wasAfterCarriageReturn { return }
    text.append(value == 13 ? "\n" : Unicode.Scalar(value) ?? "\u{FFFD}")
    count += 1
    if count >= pieceLimit { finishPiece() }
  }

  private mutating func finishPiece() {
    guard count > 0 else { return }
    pieces.append(String(text))
    text = String.UnicodeScalarView()
    count = 0
  }
}

extension Screen {
  /// Fills `width` columns of a row with `character` in `style`, clipped to the
  /// screen. A wide character is repeated as often as it fits and the rest
  /// padded with spaces; a control character is drawn as its escape.
  package mutating func fill(
    row: Int, column: Int, width: Int, style: TextStyle, character: Character = " "
  ) {
    guard row >= 0, row < height, width > 0, column < self.width else { return }
    let start = max(0, column)
    let end = min(self.width, column + min(width, self.width))
    guard start < end else { return }

    if character == " " {
      // The common case (clearing a background) needs no measuring.
      for x in start..<end {
        store(ScreenCell(text: " ", width: 1, style: style), row: row, column: x)
      }
      return
    }
    let text = String(character)
    var x = start
    while x < end {
      let used = put(text, row: row, column: x, maxWidth: end - x, style: style)
      if used == 0 { break }
      x += used
    }
  }
}

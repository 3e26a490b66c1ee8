extension Screen {
  /// Writes `text` starting at (row, column), never past column `column + maxWidth`
  /// nor the screen edge; returns the number of screen columns written.
  ///
  /// Widths come from `displayWidth`; zero-width scalars join the previous cell;
  /// a wide character that does not fit is replaced by a space; control
  /// characters appear as visible escapes (`^A`, `^?`, `<85>`). A negative
  /// `column` clips the start of the text.
  @discardableResult
  package mutating func put(
    _ text: String, row: Int, column: Int, maxWidth: Int? = nil, style: TextStyle = .plain
  ) -> Int {
    guard row >= 0, row < height, column < width else { return 0 }
    // Clamping maxWidth to the screen width first keeps the sum from overflowing.
    let limit = min(width, column + min(max(0, maxWidth ?? width), width))
    guard column < limit else { return 0 }

    var writer = RowWriter(row: row, x: column, limit: limit, style: style)
    GlyphWalker.walk(text) { piece in
      switch piece {
      case .attach(let scalar):
        if let cell = writer.lastCell { attach(scalar, row: row, column: cell) }
        return true
      case .scalar(let scalar, let width):
        return writer.place(String(scalar), width: width, on: &self)
      case .orphanMark(let scalar):
        var text = String(GlyphWalker.dottedCircle)
        text.unicodeScalars.append(scalar)
        return writer.place(text, width: 1, on: &self)
      case .escape(let escape):
        for character in escape where !writer.place(String(character), width: 1, on: &self) {
          return false
        }
        // An escape is not a base for combining marks.
        writer.lastCell = nil
        return true
      }
    }
    return max(0, writer.x - max(column, 0))
  }
}

/// The running position of one `put`.
private struct RowWriter {
  let row: Int
  var x: Int
  let limit: Int
  let style: TextStyle
  /// The column of the last cell written, where zero-width scalars attach.
  var lastCell: Int?

  init(row: Int, x: Int, limit: Int, style: TextStyle) {
    self.row = row
    self.x = x
    self.limit = limit
    self.style = style
  }

  /// Writes one cell at `x`; false once the limit is reached.
  mutating func place(_ text: String, width: Int, on screen: inout Screen) -> Bool {
    if x + width > limit {
      // A wide character cut by the limit leaves a blank, never half a glyph.
      pad(from: x, to: limit, on: &screen)
      x = max(x, limit)
      return false
    }
    if x < 0 {
      // Clipped off the left edge; a wide character straddling it leaves a blank.
      pad(from: 0, to: x + width, on: &screen)
      lastCell = nil
    } else {
      screen.store(ScreenCell(text: text, width: width, style: style), row: row, column: x)
      lastCell = x
    }
    x += width
    return true
  }

  private func pad(from start: Int, to end: Int, on screen: inout Screen) {
    let first = max(0, start)
    guard first < end else { return }
    for column in first..<end {
      screen.store(ScreenCell(text: " ", width: 1, style: style), row: row, column: column)
    }
  }
}

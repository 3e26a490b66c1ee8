/// Moving the cursor around the grid.
extension EditorState {
  mutating func moveCursor(byRows delta: Int) {
    cursorRow = min(max(0, cursorRow + delta), max(0, rows.count - 1))
  }

  /// Moves between language columns; `wrapping` (Tab) goes round from the last to the source.
  mutating func moveCursor(byColumns delta: Int, wrapping: Bool) {
    let count = columns.count
    if wrapping {
      cursorColumn = ((cursorColumn + delta) % count + count) % count
    } else {
      cursorColumn = min(max(0, cursorColumn + delta), count - 1)
    }
  }

  /// PgUp/PgDn and the half pages: the view scrolls with the cursor, as in a pager.
  mutating func page(by delta: Int) {
    topRow = max(0, topRow + delta)
    moveCursor(byRows: delta)
  }

  /// `:42`: 1-based, clamped to the rows shown.
  mutating func goToRow(number: Int) {
    moveCursor(byRows: number - 1 - cursorRow)
  }
}

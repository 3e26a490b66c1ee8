import CNcursesw
import TerminalScreen

/// Draws screens into stdscr, sending only the cells that changed since the
/// previous screen.
struct ScreenPainter {
  var palette: Palette
  private var previous: Screen?
  private var cursorVisible: Bool?

  init(palette: Palette) {
    self.palette = palette
  }

  /// Forgets what the terminal shows, so the next draw repaints everything
  /// (after a resize the terminal may have reflowed or cleared its contents).
  mutating func invalidate() {
    previous = nil
  }

  mutating func draw(_ screen: Screen, cursor: (row: Int, column: Int)?) {
    guard let window = cn_stdscr() else { return }
    let rows = min(screen.height, Int(cn_max_y(window)))
    let columns = min(screen.width, Int(cn_max_x(window)))
    let base = previous.flatMap { $0.width == screen.width && $0.height == screen.height ? $0 : nil }
    if base == nil {
      // Clears what the old size left behind; the repaint overwrites the rest.
      wclear(window)
    }
    for row in 0..<max(0, rows) {
      for column in 0..<max(0, columns) {
        let cell = screen[row, column]
        if cell.width == 0 { continue }
        if let base, base[row, column] == cell { continue }
        drawCell(cell, row: row, column: column, lastColumn: columns - 1, window: window)
      }
    }
    previous = screen
    placeCursor(cursor, rows: rows, columns: columns, window: window)
    wrefresh(window)
  }

  private mutating func drawCell(
    _ cell: ScreenCell, row: Int, column: Int, lastColumn: Int, window: UnsafeMutablePointer<WINDOW>
  ) {
    let (attributes, pair) = palette.attributes(for: cell.style)
    let fitsOnTerminal = cell.width == 1 || column + 1 <= lastColumn
    if fitsOnTerminal, let characters = CellGlyph.characters(for: cell) {
      put(characters, attributes: attributes, pair: pair, row: row, column: column, window: window)
      return
    }
    // One narrow placeholder per column keeps ncurses' idea of the line
    // identical to the grid's.
    put(CellGlyph.placeholder, attributes: attributes, pair: pair, row: row, column: column, window: window)
    if cell.width == 2, column + 1 <= lastColumn {
      put(CellGlyph.space, attributes: attributes, pair: pair, row: row, column: column + 1, window: window)
    }
  }

  private func put(
    _ characters: [wchar_t], attributes: attr_t, pair: Int16, row: Int, column: Int,
    window: UnsafeMutablePointer<WINDOW>
  ) {
    var cell = cchar_t()
    characters.withUnsafeBufferPointer { buffer in
      _ = setcchar(&cell, buffer.baseAddress, attributes, pair, nil)
    }
    // At the bottom-right corner this returns ERR because the cursor cannot
    // advance without scrolling (scrollok is off); the cell is still drawn.
    _ = mvwadd_wch(window, Int32(row), Int32(column), &cell)
  }

  private mutating func placeCursor(
    _ cursor: (row: Int, column: Int)?, rows: Int, columns: Int, window: UnsafeMutablePointer<WINDOW>
  ) {
    let visible: Bool
    if let cursor, cursor.row >= 0, cursor.row < rows, cursor.column >= 0, cursor.column < columns {
      wmove(window, Int32(cursor.row), Int32(cursor.column))
      visible = true
    } else {
      visible = false
    }
    if cursorVisible != visible {
      curs_set(visible ? 1 : 0)
      cursorVisible = visible
    }
  }
}

/// A grid of cells that the editor renders into and the terminal backend draws.
///
/// The grid is the single source of truth for layout: text is measured and
/// clipped here, so the backend never has to wrap, clip or guess widths.
package struct Screen: Sendable, Equatable {
  package let width: Int
  package let height: Int
  /// Row-major; always `width * height` cells.
  var cells: [ScreenCell]

  /// A screen of plain blanks. Negative sizes are treated as 0.
  package init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
    cells = Array(repeating: .blank, count: self.width * self.height)
  }

  /// The cell at (row, column); a plain blank outside the screen.
  package subscript(row: Int, column: Int) -> ScreenCell {
    guard contains(row: row, column: column) else { return .blank }
    return cells[row * width + column]
  }

  func contains(row: Int, column: Int) -> Bool {
    row >= 0 && row < height && column >= 0 && column < width
  }

  /// Stores `cell` (and, when it is wide, its continuation), first breaking
  /// up any wide character it partly overwrites so no half-character remains.
  mutating func store(_ cell: ScreenCell, row: Int, column: Int) {
    guard contains(row: row, column: column) else { return }
    if cell.width == 2, column + 1 >= width {
      // Half a wide character would not be drawable; callers avoid this.
      store(ScreenCell(text: " ", width: 1, style: cell.style), row: row, column: column)
      return
    }
    let base = row * width
    let span = cell.width == 2 ? 2 : 1
    let left = self[row, column - 1]
    if self[row, column].isContinuation, left.width == 2 {
      cells[base + column - 1] = ScreenCell(text: " ", width: 1, style: left.style)
    }
    let last = column + span - 1
    if last + 1 < width, cells[base + last + 1].isContinuation, cells[base + last].width == 2 {
      cells[base + last + 1] = ScreenCell(text: " ", width: 1, style: cells[base + last + 1].style)
    }
    cells[base + column] = cell
    if span == 2 {
      cells[base + column + 1] = .continuation(cell.style)
    }
  }

  /// Appends a zero-width scalar to the text of the cell at (row, column).
  mutating func attach(_ scalar: Unicode.Scalar, row: Int, column: Int) {
    cells[row * width + column].text.unicodeScalars.append(scalar)
  }
}

extension Screen {
  /// Changes the style of `width` cells from (row, column) on, keeping their text (an underline
  /// under a word already drawn). Cells outside the screen are skipped.
  package mutating func restyle(row: Int, column: Int, width: Int, _ change: (inout TextStyle) -> Void) {
    guard row >= 0, row < height, width > 0 else { return }
    for x in max(0, column)..<max(max(0, column), min(self.width, column + width)) {
      change(&cells[row * self.width + x].style)
    }
  }

  /// Changes the style of the cell at (row, column), keeping its text; the right half of a wide
  /// character follows its left half. Outside the screen: nothing.
  package mutating func restyle(row: Int, column: Int, _ change: (inout TextStyle) -> Void) {
    guard contains(row: row, column: column) else { return }
    let index = row * width + column
    change(&cells[index].style)
    if cells[index].width == 2, column + 1 < width { cells[index + 1].style = cells[index].style }
  }
}

extension Screen {
  /// Changes the style of the cell at (row, column), keeping its text; the right half of a wide
  /// character follows its left half. Outside the screen: nothing.
  public mutating func restyle(row: Int, column: Int, _ change: (inout TextStyle) -> Void) {
    guard contains(row: row, column: column) else { return }
    let index = row * width + column
    change(&cells[index].style)
    if cells[index].width == 2, column + 1 < width { cells[index + 1].style = cells[index].style }
  }
}

import TerminalScreen

/// Marks where the last search pattern shows on screen (grid cells, the detail pane), matching as
/// the search does: case-insensitive, on the text as drawn.
enum SearchHighlight {
  static func apply(pattern: String, to screen: inout Screen, rows: Range<Int>) {
    let needle = Array(pattern.lowercased().unicodeScalars)
    guard !needle.isEmpty else { return }
    for row in rows { apply(needle, to: &screen, row: row) }
  }

  private static func apply(_ needle: [Unicode.Scalar], to screen: inout Screen, row: Int) {
    // The row's text as lower-cased scalars, each remembering the screen column it came from.
    var scalars: [Unicode.Scalar] = []
    var columns: [Int] = []
    for column in 0..<screen.width {
      let cell = screen[row, column]
      guard cell.width > 0 else { continue }
      for scalar in cell.text.lowercased().unicodeScalars {
        scalars.append(scalar)
        columns.append(column)
      }
    }
    guard scalars.count >= needle.count else { return }
    var start = 0
    while start + needle.count <= scalars.count {
      guard scalars[start..<(start + needle.count)].elementsEqual(needle) else {
        start += 1
        continue
      }
      for column in Set(columns[start..<(start + needle.count)]) {
        screen.restyle(row: row, column: column) { style in style = Theme.searchMatch(over: style) }
      }
      start += needle.count
    }
  }
}

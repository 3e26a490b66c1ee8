/// Scrolling: the grid keeps a remembered first row and first target column, moved only as far as
/// needed to keep the cursor in view (so the view does not jump on every key).
extension EditorState {
  var layoutForKnownSize: ScreenLayout {
    ScreenLayout(width: screenSize.width, height: screenSize.height, languageCount: columns.count)
  }

  /// Rows that PgDn moves by.
  var pageSize: Int { max(1, layoutForKnownSize.gridRows) }

  /// The first row to draw in `layout`, with the cursor in view.
  func firstVisibleRow(in layout: ScreenLayout) -> Int {
    let visible = max(1, layout.gridRows)
    guard rows.count > visible else { return 0 }
    // Never leave blank rows at the bottom while rows above are hidden.
    var top = min(max(0, topRow), rows.count - visible)
    if cursorRow < top { top = cursorRow }
    if cursorRow >= top + visible { top = cursorRow - visible + 1 }
    // Catalog headers take lines too: scroll on until the cursor's row is among those drawn.
    while top < cursorRow && !gridShows(row: cursorRow, from: top, count: visible) { top += 1 }
    return max(0, top)
  }

  /// The first target language column to draw in `layout`, with the cursor's column in view.
  func firstVisibleTarget(in layout: ScreenLayout) -> Int {
    let visible = max(1, layout.visibleTargets)
    let targets = columns.targets.count
    guard targets > visible else { return 0 }
    var first = min(max(0, firstTarget), targets - visible)
    let target = cursorColumn - 1
    if cursorColumn >= 1 {
      if target < first { first = target }
      if target >= first + visible { first = target - visible + 1 }
    }
    return max(0, first)
  }

  mutating func scrollToCursor() {
    cursorRow = min(max(0, cursorRow), max(0, rows.count - 1))
    cursorColumn = min(max(0, cursorColumn), columns.count - 1)
    let layout = layoutForKnownSize
    topRow = firstVisibleRow(in: layout)
    firstTarget = firstVisibleTarget(in: layout)
  }
}

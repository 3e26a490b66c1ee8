/// `]` and `[`: the next or previous cell of the current column that is missing, new or needs
/// review, wrapping around the rows the grid shows.
extension EditorState {
  mutating func jumpToNeedsWork(forward: Bool) {
    let language = currentLanguage
    guard !rows.isEmpty else {
      showMessage("No cells need work in \(language)")
      return
    }
    let entries = catalog.strings.values
    let keys = catalog.strings.keys
    let source = catalog.sourceLanguage
    let count = rows.count
    for step in 1...count {
      let row = ((cursorRow + (forward ? step : -step)) % count + count) % count
      work.entriesVisited += 1
      guard entries[rows[row]].needsWork(in: language, key: keys[rows[row]], sourceLanguage: source) else { continue }
      let wrapped = forward ? row <= cursorRow : row >= cursorRow
      cursorRow = row
      if wrapped { showMessage(forward ? "Wrapped to top" : "Wrapped to bottom") }
      return
    }
    showMessage("No cells need work in \(language)")
  }
}

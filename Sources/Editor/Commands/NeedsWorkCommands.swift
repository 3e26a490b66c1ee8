/// `]` and `[`: the next or previous cell of the current column that is missing, new or needs
/// review, wrapping around the rows the grid shows.
extension EditorState {
  mutating func jumpToNeedsWork(forward: Bool) {
    let language = currentLanguage
    guard !rows.isEmpty else {
      showMessage("No cells need work in \(language)")
      return
    }
    let count = rows.count
    for step in 1...count {
      let row = ((cursorRow + (forward ? step : -step)) % count + count) % count
      work.entriesVisited += 1
      let (member, index) = space.locate(rows[row])
      let catalog = workspace[member].catalog
      guard catalog.strings.values[index].needsWork(in: language, key: catalog.strings.keys[index], sourceLanguage: catalog.sourceLanguage) else { continue }
      let wrapped = forward ? row <= cursorRow : row >= cursorRow
      cursorRow = row
      if wrapped { showMessage(forward ? "Wrapped to top" : "Wrapped to bottom") }
      return
    }
    showMessage("No cells need work in \(language)")
  }
}

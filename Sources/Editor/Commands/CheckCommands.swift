/// `!`: the next cell of the current column with a check error, wrapping around the rows the grid
/// shows. Entries are checked as the scan reaches them (and remembered), so with an error a few
/// rows on, a press checks a few entries, not the catalog.
extension EditorState {
  mutating func jumpToCheckError() {
    let language = currentLanguage
    let nothingFound = "No check errors in \(language)"
    guard !rows.isEmpty else {
      showMessage(nothingFound)
      return
    }
    let count = rows.count
    for step in 1...count {
      let row = (cursorRow + step) % count
      let (member, key, entry) = self.entry(atGlobal: rows[row])
      work.entriesVisited += 1
      guard caches[member].checks.marks(key: key, entry: entry).hasError(in: language) else { continue }
      let wrapped = row <= cursorRow
      cursorRow = row
      if wrapped { showMessage("Wrapped to top") }
      return
    }
    showMessage(nothingFound)
  }
}

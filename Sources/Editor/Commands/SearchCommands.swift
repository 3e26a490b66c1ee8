/// `/`, `n`, `N`: case-insensitive substring search over keys, comments and every shown
/// translation (all forms), in the rows the grid shows.
extension EditorState {
  /// Text indexed per key typed at the `/` prompt: a few milliseconds of work per key, enough to
  /// have a 20,000 × 30 catalog indexed by the time a short pattern is typed.
  static let searchIndexBytesPerKey = 6 << 20

  mutating func openSearchPrompt() {
    layer = .prompt(PromptSession(kind: .search))
    prepareSearchIndex()
  }

  mutating func prepareSearchIndex() {
    searchIndex.prepare(byteBudget: EditorState.searchIndexBytesPerKey, of: catalog)
  }

  /// Runs a search typed at the `/` prompt; an empty pattern repeats the last one.
  mutating func commitSearch(_ pattern: String) {
    let pattern = pattern.isEmpty ? (lastSearch ?? "") : pattern
    guard !pattern.isEmpty else { return }
    lastSearch = pattern
    findMatch(of: pattern, forward: true, startingAtCursor: true)
  }

  mutating func repeatSearch(forward: Bool) {
    guard let pattern = lastSearch else {
      showMessage("No previous search: / searches")
      return
    }
    findMatch(of: pattern, forward: forward, startingAtCursor: false)
  }

  /// Moves to the next matching row (or this one, when `startingAtCursor`), wrapping around.
  private mutating func findMatch(of pattern: String, forward: Bool, startingAtCursor: Bool) {
    let count = rows.count
    guard count > 0 else {
      showMessage("Pattern not found: \(pattern)")
      return
    }
    let needle = SearchIndex.needle(for: pattern)
    let catalog = self.catalog
    // Every row once: from the cursor's own row, or from the next one round to the cursor's.
    let first = startingAtCursor ? 0 : 1
    for step in first..<(first + count) {
      let row = ((cursorRow + (forward ? step : -step)) % count + count) % count
      work.entriesVisited += 1
      guard searchIndex.entry(at: rows[row], of: catalog, contains: needle) else { continue }
      let wrapped = step > 0 && (forward ? row <= cursorRow : row >= cursorRow)
      cursorRow = row
      if wrapped { showMessage(forward ? "Wrapped to top" : "Wrapped to bottom") }
      return
    }
    showMessage("Pattern not found: \(pattern)")
  }
}

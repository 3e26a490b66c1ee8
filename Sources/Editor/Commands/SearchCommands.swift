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
    var budget = EditorState.searchIndexBytesPerKey
    for member in shownCatalogs where budget > 0 {
      budget -= caches[member].searchIndex.prepare(byteBudget: budget, of: workspace[member].catalog)
    }
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
    let matches = matches(of: pattern)
    guard let current = currentGlobalIndex,
      let (next, wrapped) = matches.next(from: current, forward: forward, including: startingAtCursor)
    else {
      showMessage("Pattern not found: \(pattern)")
      return
    }
    cursorRow = rows.lowerBound(of: next)
    if wrapped { showMessage(forward ? "Wrapped to top" : "Wrapped to bottom") }
  }

  /// The shown rows matching `pattern`: kept from the last search when still valid, else every
  /// shown row looked at once.
  private mutating func matches(of pattern: String) -> SearchMatches {
    if let searchMatches, searchMatches.pattern == pattern { return searchMatches }
    let needle = SearchIndex.needle(for: pattern)
    var found: [Int] = []
    for row in 0..<rows.count {
      work.entriesVisited += 1
      let (member, index) = space.locate(rows[row])
      if caches[member].searchIndex.entry(at: index, of: workspace[member].catalog, contains: needle) { found.append(rows[row]) }
    }
    let matches = SearchMatches(pattern: pattern, catalogIndices: found)
    searchMatches = matches
    return matches
  }

  /// `match 3/17` when the selected row is one of the last search's matches.
  var searchMatchStatus: String? {
    guard let searchMatches, let current = currentGlobalIndex,
      let number = searchMatches.number(ofCatalogIndex: current)
    else { return nil }
    return "match \(number)/\(searchMatches.catalogIndices.count)"
  }
}

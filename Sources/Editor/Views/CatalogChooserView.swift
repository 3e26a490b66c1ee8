import TerminalScreen

/// The `C` overlay: every catalog with its progress in the current language, the catalog shown
/// alone marked, then the catalogs that could not be read, with their error. A line too long
/// for the box loses the start of its path, never the figures (at 80 columns a 55-catalog app's
/// paths are long, and the figures are what the chooser is for).
struct CatalogChooserView {
  let state: EditorState
  let chooser: CatalogChooser
  let layout: ScreenLayout

  /// One listed line: the path, then what follows it (figures, or a broken catalog's error).
  struct Line {
    var path: String
    var rest: String
    var isBroken: Bool
  }

  var lines: [(id: Int, line: Line)] {
    state.shownCatalogChoices(chooser).map { id in
      guard id < state.workspace.count else {
        let broken = state.workspace.broken[id - state.workspace.count]
        return (id, Line(path: "✗ " + broken.message, rest: "", isBroken: true))
      }
      let summary = CatalogSummary(state: state, catalog: id)
      let only = state.onlyCatalog == id ? " (only)" : ""
      let path = summary.path + (state.workspace[id].isModified ? " [+]" : "")
      return (id, Line(path: path, rest: String(summary.line.dropFirst(path.count)) + only, isBroken: false))
    }
  }

  var title: String {
    var title = "Catalogs (\(state.workspace.count)) · \(state.currentLanguage)"
    if chooser.needsWorkFirst { title += " · needs work first" }
    if chooser.isTyping || !chooser.query.isEmpty { title += " · /" + chooser.query }
    return title
  }

  func draw(into screen: inout Screen) {
    let lines = self.lines
    let miss = "no catalog path matches “\(chooser.query)”"
    let longest = lines.map { displayWidth($0.line.path) + displayWidth($0.line.rest) }.max() ?? displayWidth(miss)
    let width = max(20, min(layout.width - 2, max(longest, displayWidth(title)) + 6))
    let top = layout.gridTop + 1
    let room = max(1, layout.messageRow - top - 2)
    let shown = max(1, min(lines.count, room))
    let left = max(0, (layout.width - width) / 2)
    OverlayBox(top: top, left: left, width: width, height: shown + 2).draw(title: title, into: &screen)
    guard !lines.isEmpty else {
      screen.put(miss, row: top + 1, column: left + 2, maxWidth: width - 4, style: Theme.dimText)
      return
    }
    let selected = lines.firstIndex { $0.id == chooser.selection } ?? 0
    let first = min(max(0, selected - shown + 1), lines.count - shown)
    for (offset, index) in (first..<(first + shown)).enumerated() {
      let y = top + 1 + offset
      let isSelected = index == selected
      let line = lines[index].line
      let style = line.isBroken ? Theme.errorMessage : (isSelected ? Theme.overlaySelection : Theme.overlay)
      screen.fill(row: y, column: left + 1, width: width - 2, style: isSelected ? Theme.overlaySelection : Theme.overlay)
      let room = width - 6
      let text = line.isBroken
        ? truncate(line.path, toWidth: room)
        : truncateLeading(line.path, toWidth: max(1, room - displayWidth(line.rest))) + line.rest
      screen.put("\(isSelected ? "▸" : " ") " + text, row: y, column: left + 2, maxWidth: width - 4, style: style)
    }
  }
}

import TerminalScreen

/// The `C` overlay: every catalog with its progress in the current language, the catalog shown
/// alone marked, then the catalogs that could not be read, with their error.
struct CatalogChooserView {
  let state: EditorState
  let chooser: CatalogChooser
  let layout: ScreenLayout

  var lines: [String] {
    let catalogs = state.workspace.members.indices.map { member -> String in
      let only = state.onlyCatalog == member ? " (only)" : ""
      return CatalogSummary(state: state, catalog: member).line + only
    }
    let broken = state.workspace.broken.map { "✗ " + $0.message }
    return catalogs + broken
  }

  func draw(into screen: inout Screen) {
    let lines = self.lines
    guard !lines.isEmpty else { return }
    let width = max(20, min(layout.width - 2, (lines.map(displayWidth).max() ?? 0) + 6))
    let top = layout.gridTop + 1
    let room = max(1, layout.messageRow - top - 2)
    let shown = min(lines.count, room)
    let left = max(0, (layout.width - width) / 2)
    let language = state.currentLanguage
    OverlayBox(top: top, left: left, width: width, height: shown + 2)
      .draw(title: "Catalogs (\(state.workspace.count)) · \(language)", into: &screen)
    let first = min(max(0, chooser.selection - shown + 1), lines.count - shown)
    for (offset, index) in (first..<(first + shown)).enumerated() {
      let y = top + 1 + offset
      let selected = index == chooser.selection
      let style = index >= state.workspace.count ? Theme.errorMessage : (selected ? Theme.overlaySelection : Theme.overlay)
      screen.fill(row: y, column: left + 1, width: width - 2, style: selected ? Theme.overlaySelection : Theme.overlay)
      screen.put("\(selected ? "▸" : " ") " + lines[index], row: y, column: left + 2, maxWidth: width - 4, style: style)
    }
  }
}

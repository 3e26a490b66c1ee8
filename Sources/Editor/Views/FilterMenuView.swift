import TerminalScreen

/// The `f` overlay: a small box listing the filters, each with the letter that picks it.
struct FilterMenuView {
  let menu: FilterMenu
  let active: RowFilter
  /// Rows each filter shows (`EditorState.filterCount`); nil: not known yet.
  let counts: [Int?]
  let layout: ScreenLayout

  func draw(into screen: inout Screen) {
    let kinds = RowFilter.Kind.allCases
    let width = min(42, layout.width - 2)
    let height = kinds.count + 2
    let left = max(0, (layout.width - width) / 2)
    let top = max(0, min(layout.gridTop + 1, layout.messageRow - height))
    OverlayBox(top: top, left: left, width: width, height: height).draw(title: "Filter rows · \(menu.language)", into: &screen)

    for (offset, kind) in kinds.enumerated() {
      let y = top + 1 + offset
      let selected = offset == menu.selection
      let style = selected ? Theme.overlaySelection : Theme.overlay
      screen.fill(row: y, column: left + 1, width: width - 2, style: style)
      let name = kind.dependsOnLanguage ? "\(kind.title) in \(menu.language)" : kind.title
      let current = kind == active.kind ? " ✓" : ""
      screen.put(selected ? "▸" : " ", row: y, column: left + 2, style: style)
      var letterStyle = Theme.highlightedLetter
      letterStyle.reverse = selected
      screen.put(String(kind.letter), row: y, column: left + 4, style: letterStyle)
      let count = counts[offset].map(String.init) ?? "…"
      screen.put(name + current, row: y, column: left + 7, maxWidth: width - 10 - count.count, style: style)
      screen.put(count, row: y, column: left + width - 2 - count.count, style: style)
    }
  }
}

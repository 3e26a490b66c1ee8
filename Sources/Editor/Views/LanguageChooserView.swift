import TerminalScreen

/// The `L` overlay: every language but the source, ticked when the grid shows it. A long list
/// scrolls to keep the selection in view.
struct LanguageChooserView {
  let chooser: LanguageChooser
  let layout: ScreenLayout

  func draw(into screen: inout Screen) {
    let width = min(30, layout.width - 2)
    let top = layout.gridTop + 1
    let room = max(1, layout.messageRow - top - 2)
    let shown = min(chooser.languages.count, room)
    let left = max(0, (layout.width - width) / 2)
    OverlayBox(top: top, left: left, width: width, height: shown + 2)
      .draw(title: "Languages shown (\(chooser.ticked.count)/\(chooser.languages.count))", into: &screen)
    let first = min(max(0, chooser.selection - shown + 1), chooser.languages.count - shown)
    for (offset, index) in (first..<(first + shown)).enumerated() {
      let y = top + 1 + offset
      let language = chooser.languages[index]
      let selected = index == chooser.selection
      let style = selected ? Theme.overlaySelection : Theme.overlay
      screen.fill(row: y, column: left + 1, width: width - 2, style: style)
      let box = chooser.ticked.contains(language) ? "[x]" : "[ ]"
      screen.put("\(selected ? "▸" : " ") \(box) \(language)", row: y, column: left + 2, maxWidth: width - 4, style: style)
    }
  }
}

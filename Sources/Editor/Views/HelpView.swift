import TerminalScreen

/// The `?` overlay: a bordered box over the grid and detail pane listing every binding and the
/// legend, scrolled by the list keys.
struct HelpView {
  let help: HelpOverlay
  let layout: ScreenLayout

  /// Help lines that fit inside the box.
  static func visibleLines(in layout: ScreenLayout) -> Int { max(1, layout.messageRow - 2) }

  static func maximumScroll(in layout: ScreenLayout, lines: [HelpContent.Line]) -> Int {
    max(0, wrapped(lines, in: layout).count - visibleLines(in: layout))
  }

  /// The overlay's lines wrapped to the inside of the box (a border and a space each side).
  static func wrapped(_ lines: [HelpContent.Line], in layout: ScreenLayout) -> [HelpContent.Line] {
    HelpContent.wrapped(lines, width: layout.width - 4)
  }

  func draw(into screen: inout Screen) {
    let bottom = layout.messageRow - 1
    let width = layout.width
    for y in 0...bottom {
      screen.fill(row: y, column: 0, width: width, style: Theme.overlay)
      screen.put("│", row: y, column: 0, style: Theme.overlayBorder)
      screen.put("│", row: y, column: width - 1, style: Theme.overlayBorder)
    }
    screen.fill(row: 0, column: 0, width: width, style: Theme.overlayBorder, character: "─")
    screen.put("┌", row: 0, column: 0, style: Theme.overlayBorder)
    screen.put("┐", row: 0, column: width - 1, style: Theme.overlayBorder)
    screen.put(" " + truncate(help.title, toWidth: width - 6) + " ", row: 0, column: 2, style: Theme.overlayBorder)
    screen.fill(row: bottom, column: 0, width: width, style: Theme.overlayBorder, character: "─")
    screen.put("└", row: bottom, column: 0, style: Theme.overlayBorder)
    screen.put("┘", row: bottom, column: width - 1, style: Theme.overlayBorder)

    let all = HelpView.wrapped(help.lines, in: layout)
    let scroll = min(max(0, help.scroll), max(0, all.count - HelpView.visibleLines(in: layout)))
    let lines = all.dropFirst(scroll).prefix(HelpView.visibleLines(in: layout))
    for (offset, line) in lines.enumerated() {
      screen.put(
        line.text, row: 1 + offset, column: 2, maxWidth: width - 4,
        style: line.isHeading ? Theme.label : Theme.overlay)
    }
    if scroll + HelpView.visibleLines(in: layout) < all.count {
      screen.put(" ↓ more ", row: bottom, column: width - 10, style: Theme.overlayBorder)
    }
  }
}

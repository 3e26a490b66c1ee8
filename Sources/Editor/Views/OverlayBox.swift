import TerminalScreen

/// The frame of a small overlay (filter menu, language chooser): a box with its title in the top
/// border, cleared inside.
struct OverlayBox {
  var top: Int
  var left: Int
  var width: Int
  var height: Int

  func draw(title: String, into screen: inout Screen) {
    for y in top..<(top + height) {
      screen.fill(row: y, column: left, width: width, style: Theme.overlay)
      screen.put("│", row: y, column: left, style: Theme.overlayBorder)
      screen.put("│", row: y, column: left + width - 1, style: Theme.overlayBorder)
    }
    let bottom = top + height - 1
    for y in [top, bottom] {
      screen.fill(row: y, column: left, width: width, style: Theme.overlayBorder, character: "─")
    }
    screen.put("┌", row: top, column: left, style: Theme.overlayBorder)
    screen.put("┐", row: top, column: left + width - 1, style: Theme.overlayBorder)
    screen.put("└", row: bottom, column: left, style: Theme.overlayBorder)
    screen.put("┘", row: bottom, column: left + width - 1, style: Theme.overlayBorder)
    screen.put(" \(title) ", row: top, column: left + 2, maxWidth: width - 4, style: Theme.overlayBorder)
  }
}

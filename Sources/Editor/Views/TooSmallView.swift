import TerminalScreen

/// What a terminal under 40×10 shows instead of the editor.
struct TooSmallView {
  static let notice = "Terminal too small (need \(ScreenLayout.minimumWidth)×\(ScreenLayout.minimumHeight))"

  func draw(into screen: inout Screen) {
    let text = truncate(TooSmallView.notice, toWidth: screen.width)
    let column = max(0, (screen.width - displayWidth(text)) / 2)
    screen.put(text, row: screen.height / 2, column: column)
  }
}

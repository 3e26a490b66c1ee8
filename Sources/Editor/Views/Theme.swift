import TerminalScreen

/// Every style the editor draws with. Colour only repeats what the marks already say, so the
/// screen reads the same on a monochrome terminal or with NO_COLOR.
enum Theme {
  static let header = TextStyle(bold: true)
  static let currentHeader = TextStyle(bold: true, underline: true)
  static let separator = TextStyle(dim: true)
  static let key = TextStyle.plain
  static let currentKey = TextStyle(bold: true)
  static let keyMark = TextStyle(foreground: .yellow)
  static let rule = TextStyle(dim: true)
  static let label = TextStyle(bold: true)
  static let dimText = TextStyle(dim: true)
  static let statusBar = TextStyle(reverse: true)
  static let message = TextStyle(bold: true)
  static let errorMessage = TextStyle(foreground: .red, bold: true)
  static let hint = TextStyle(dim: true)
  static let question = TextStyle(foreground: .yellow, bold: true)
  static let overlay = TextStyle.plain
  static let overlayBorder = TextStyle(bold: true)
  static let overlaySelection = TextStyle(reverse: true)
  static let highlightedLetter = TextStyle(bold: true, underline: true)
  static let checkWarning = TextStyle(foreground: .yellow)
  static let catalogHeader = TextStyle(foreground: .cyan, bold: true)

  /// A search match: underlined (so it shows without colour too) on yellow, over the cell's style.
  static func searchMatch(over style: TextStyle) -> TextStyle {
    var match = style
    match.foreground = .black
    match.background = .yellow
    match.underline = true
    match.reverse = false
    return match
  }

  /// The "!" of a check error, and the error lines of the detail pane.
  static func checkError(selected: Bool = false) -> TextStyle {
    TextStyle(foreground: .red, bold: true, reverse: selected)
  }

  static func cell(_ tone: CellDisplay.Tone, selected: Bool = false) -> TextStyle {
    var style: TextStyle
    switch tone {
    case .translated: style = .plain
    case .needsReview: style = TextStyle(foreground: .yellow)
    case .new: style = TextStyle(foreground: .cyan)
    case .missing: style = TextStyle(foreground: .red, dim: true)
    case .machineTranslated: style = TextStyle(foreground: .blue)
    case .otherState: style = TextStyle(foreground: .magenta)
    case .doNotTranslate: style = TextStyle(dim: true)
    }
    style.reverse = selected
    return style
  }

  static func state(_ state: String) -> TextStyle {
    switch state {
    case "needs_review": return cell(.needsReview)
    case "new": return cell(.new)
    case "translated": return .plain
    case "machine_translated": return cell(.machineTranslated)
    default: return cell(.otherState)
    }
  }
}

import TerminalScreen

/// The line above the status bar: the open prompt or question, else the transient message, else
/// key hints generated from the keymap table.
struct MessageLineView {
  let state: EditorState
  let layout: ScreenLayout

  /// Draws the line; returns the terminal cursor when a prompt is being typed into.
  func draw(into screen: inout Screen) -> (row: Int, column: Int)? {
    let y = layout.messageRow
    switch state.layer {
    case .prompt(let session)?:
      return drawPrompt(session, into: &screen)
    case .choice(let prompt)?:
      screen.put(prompt.question, row: y, column: 0, style: Theme.question)
      return nil
    default:
      break
    }
    if state.message == nil, let translation = state.translation {
      screen.put(truncate(translation.status, toWidth: layout.width), row: y, column: 0, style: Theme.message)
      return nil
    }
    if let message = state.message {
      let style = message.isError ? Theme.errorMessage : Theme.message
      guard message.keepsHints else {
        screen.put(truncate(CellDisplay.oneLine(message.text), toWidth: layout.width), row: y, column: 0, style: style)
        return nil
      }
      drawKeepingHints(message.text, style: style, into: &screen)
    } else if layout.width >= 60, state.layer == nil, state.modes.isEmpty, let legend = state.markLegend.takeNew() {
      // A mark on screen for the first time: say what it means, once.
      drawKeepingHints(legend, style: Theme.hint, into: &screen)
    } else {
      screen.put(KeyHints.fitting(hints, width: layout.width), row: y, column: 0, style: Theme.hint)
    }
    return nil
  }

  private var hints: [String] {
    switch state.layer {
    case .filterMenu?: return ["j/k move", "Enter or a letter chooses", "Esc closes"]
    case .help?: return ["j/k, PgUp/PgDn scroll", "Esc closes"]
    case .languageChooser?: return KeyHints.chooser
    case .catalogChooser?: return KeyHints.catalogs
    case .textEditor?: return ["Ctrl-W deletes a word", "Ctrl-U clears", "Home/End", "↑/↓ between lines"]
    case nil where !state.modes.isEmpty: return KeyHints.forMode(state.modes.last)
    default: return KeyHints.grid
    }
  }

  /// The text, then as many hints as fit; room for the first hint ("? help") is kept even if the
  /// text must be shortened for it.
  private func drawKeepingHints(_ text: String, style: TextStyle, into screen: inout Screen) {
    let gap = 3
    let firstHint = hints.first ?? ""
    let room = max(0, layout.width - displayWidth(firstHint) - gap)
    let used = screen.put(truncate(CellDisplay.oneLine(text), toWidth: room), row: layout.messageRow, column: 0, style: style)
    let shown = KeyHints.fitting(hints, width: layout.width - used - gap)
    if !shown.isEmpty { screen.put(shown, row: layout.messageRow, column: used + gap, style: Theme.hint) }
  }

  /// "/pattern" with the text scrolled sideways so the cursor stays on screen.
  private func drawPrompt(_ session: PromptSession, into screen: inout Screen) -> (row: Int, column: Int) {
    let y = layout.messageRow
    let label = session.kind.label
    let labelWidth = screen.put(label, row: y, column: 0, style: Theme.message)
    let room = max(1, layout.width - labelWidth - 1)
    var characters = session.buffer.characters
    var cursor = session.buffer.cursor
    // Drop characters from the front until the text before the cursor fits.
    while cursor > 0 && displayWidth(String(characters[..<cursor])) > room {
      characters.removeFirst()
      cursor -= 1
    }
    let shown = String(characters)
    screen.put(CellDisplay.oneLine(shown), row: y, column: labelWidth, maxWidth: room)
    return (row: y, column: labelWidth + displayWidth(String(characters[..<cursor])))
  }
}

/// The hint line, from the keymap table's hint labels.
enum KeyHints {
  /// "? help" first: on a narrow terminal it is the one hint that must survive.
  static let grid: [String] = {
    let hinted = Keymap.bindings.filter { $0.context == .grid && $0.hint != nil }
    let ordered = hinted.filter { $0.command == .help } + hinted.filter { $0.command != .help }
    return ordered.compactMap { binding in binding.keys.first.map { "\($0) \(binding.hint ?? "")" } }
  }()

  /// As many whole hints as fit, joined with " · ".
  static func fitting(_ hints: [String], width: Int) -> String {
    var line = ""
    for hint in hints {
      let candidate = line.isEmpty ? hint : line + " · " + hint
      guard displayWidth(candidate) <= width else { break }
      line = candidate
    }
    return line
  }
}

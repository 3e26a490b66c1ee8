import TerminalScreen

/// The inline editor, drawn in place of the detail pane: the cell's context above it (source,
/// comment, a reference language), a title rule naming what is edited, then the whole text
/// wrapped to the screen width, scrolled so the cursor line is visible.
struct InlineEditorView {
  let session: TextEditSession
  let context: InlineEditorContext
  /// The screen's layout without the context: the field sits where the detail pane is.
  let layout: ScreenLayout
  /// The length counter and misspelled words of the text being typed.
  var workbench = InlineWorkbench()

  /// Draws the editor and returns where the terminal cursor goes.
  func draw(into screen: inout Screen) -> (row: Int, column: Int) {
    context.draw(into: &screen, above: layout.detailTop, width: layout.width)
    for y in layout.detailTop..<layout.messageRow {
      screen.fill(row: y, column: 0, width: layout.width, style: .plain)
    }
    screen.fill(row: layout.detailTop, column: 0, width: layout.width, style: Theme.rule, character: "─")
    let counter = workbench.counter.map { " \($0) " } ?? ""
    let counterWidth = displayWidth(counter)
    screen.put(
      " " + truncate(title, toWidth: layout.width - 6 - counterWidth) + " ", row: layout.detailTop, column: 2,
      style: Theme.label)
    if !counter.isEmpty {
      // At the rule's right end, in the error colour once the text is over the limit.
      let style = workbench.isOverLimit ? Theme.checkError() : Theme.label
      screen.put(counter, row: layout.detailTop, column: max(0, layout.width - 2 - counterWidth), style: style)
    }

    let margin = 2
    // A tab shows as ⇥ (one character for one, so the cursor stays where it is).
    let shown = session.buffer.characters.map { $0 == "\t" ? VisibleText.tab : $0 }
    let wrapped = TextWrap.wrap(shown, cursor: session.buffer.cursor, width: layout.width - margin)
    let rows = max(1, layout.detailHeight - 1)
    let first = max(0, wrapped.cursorRow - rows + 1)
    let underlined = TextWrap.split(
      workbench.misspelled, lineStarts: wrapped.lineStarts, lineLengths: wrapped.lines.map(\.count))
    for (offset, line) in wrapped.lines.enumerated().dropFirst(first).prefix(rows) {
      let row = layout.detailTop + 1 + offset - first
      screen.put(line, row: row, column: margin)
      if !underlined[offset].isEmpty { Underlines.draw(underlined[offset], of: Array(line), into: &screen, row: row, column: margin) }
    }
    return (row: layout.detailTop + 1 + wrapped.cursorRow - first, column: margin + wrapped.cursorColumn)
  }

  /// How to leave the editor. It leads the title, which a narrow screen cuts from the end: the
  /// line-break hint goes first, then the key (which may be long), never these.
  static let leaving = "Enter saves · Esc cancels"

  private var title: String {
    let what: String
    switch session.target {
    case .value(let key, let language): what = "Editing \(language) of \"\(CellDisplay.oneLine(key))\""
    case .comment(let key): what = "Comment of \"\(CellDisplay.oneLine(key))\""
    case .form(let key, let language, let path):
      what = "Editing \(language) \(FormLabel.name(of: path)) of \"\(CellDisplay.oneLine(key))\""
    case .reviewValue(let key, let language):
      what = "Reviewing \(language) of \"\(CellDisplay.oneLine(key))\" (Enter also accepts)"
    case .conflict: what = "The text to keep for this conflict"
    }
    return Self.leaving + " · " + what + " · Alt-Enter line break"
  }
}

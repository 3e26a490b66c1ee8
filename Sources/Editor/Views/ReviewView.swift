import StringCatalog
import TerminalScreen

/// Review mode's screen: the progress line, then one item filling the screen — key, comment,
/// source (every form), the translation under review (every form, with its state), and the same
/// key in the other shown languages for reference, as far as they fit.
struct ReviewView {
  let state: EditorState
  let session: ReviewSession
  let layout: ScreenLayout

  private typealias Line = LabeledLine

  func draw(into screen: inout Screen) {
    for y in 0..<layout.messageRow { screen.fill(row: y, column: 0, width: layout.width, style: .plain) }
    let readOnly = state.options.readOnly ? " [read-only]" : ""
    screen.put(truncate(" Review · \(session.scope) · \(session.progress)\(readOnly)", toWidth: layout.width), row: 0, column: 0, style: Theme.label)
    guard let item = session.current else {
      drawRule(title: "Review finished", row: 1, into: &screen)
      let lines = [
        "Every item of the queue has been seen: \(session.summary).",
        "",
        "b goes back · u undoes · q returns to the grid (changes stay undoable there; Ctrl-S saves)",
      ]
      for (offset, line) in lines.enumerated() {
        screen.put(truncate(line, toWidth: layout.width - 2), row: 3 + offset, column: 1)
      }
      return
    }
    // In a workspace the card names its catalog before the key.
    let catalog = state.isWorkspace ? state.workspace.members[session.currentCatalog].displayPath + " › " : ""
    drawRule(title: "\(catalog)\(CellDisplay.oneLine(item.key)) · \(item.language)", row: 1, into: &screen)
    let labelWidth = max(9, (state.columns.all + [item.language]).map { displayWidth($0) + 2 }.max() ?? 0)
    let textWidth = max(1, layout.width - labelWidth)
    let lines = fitted(main: mainLines(item, textWidth: textWidth), references: referenceLines(item), rows: layout.messageRow - 2, width: textWidth)
    for (offset, line) in lines.enumerated() {
      line.draw(into: &screen, row: 2 + offset, labelWidth: labelWidth, width: layout.width)
    }
  }

  private func drawRule(title: String, row: Int, into screen: inout Screen) {
    screen.fill(row: row, column: 0, width: layout.width, style: Theme.rule, character: "─")
    screen.put(" " + truncate(title, toWidth: layout.width - 6) + " ", row: row, column: 2, style: Theme.label)
  }

  private func mainLines(_ item: ReviewItem, textWidth: Int) -> [Line] {
    guard let entry = state.catalog.strings[item.key] else {
      return [Line(text: "This key no longer exists (u brings it back) · s skips", style: Theme.dimText)]
    }
    let source = state.catalog.sourceLanguage
    var lines = [CellContextLines.visible(item.key, label: "key"), CellContextLines.comment(entry)]
    lines += CodeContextLines.lines(state.codeContext, key: item.key, entry: entry, width: textWidth)
    if item.language != source {
      lines += CellContextLines.cell(entry, key: item.key, language: source, sourceLanguage: source, showStates: false)
      lines += WorkbenchLines.glossary(
        state.workbench, source: WorkbenchLines.sourceText(of: entry, key: item.key, sourceLanguage: source),
        language: item.language, sourceLanguage: source)
    }
    lines += CellContextLines.cell(entry, key: item.key, language: item.language, sourceLanguage: source, showStates: true)
    // Every item here needs review, and its state line says so: that finding is no news.
    let findings = FindingLines.lines(
      for: state.checks.findings(key: item.key, entry: entry).filter { $0.check != .needsReview }, language: item.language)
    lines += findings.lines
    let target = TextEditSession.Target.reviewValue(key: item.key, language: item.language)
    lines += MemoryLines.lines(state.memorySuggestions(for: target))
    return lines
  }

  private func referenceLines(_ item: ReviewItem) -> [Line] {
    guard let entry = state.catalog.strings[item.key] else { return [] }
    let source = state.catalog.sourceLanguage
    let others = state.columns.all.filter { $0 != source && $0 != item.language }
    guard !others.isEmpty else { return [] }
    var lines = [Line(text: "── also in the other languages", style: Theme.dimText)]
    for language in others {
      let cell = CellContextLines.cell(entry, key: item.key, language: language, sourceLanguage: source, showStates: false)
      lines += CellContextLines.dimmed(cell)
    }
    return lines
  }

  /// Wraps the lines and fits them in `rows`: the reference languages give way first, then the
  /// item's own lines are cut with a "… more" line.
  private func fitted(main: [Line], references: [Line], rows: Int, width: Int) -> [Line] {
    let main = CellContextLines.capped(CellContextLines.wrap(main, width: width), to: rows)
    return main + CellContextLines.capped(CellContextLines.wrap(references, width: width), to: rows - main.count)
  }
}

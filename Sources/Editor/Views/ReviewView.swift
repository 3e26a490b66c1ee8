import StringCatalog
import TerminalScreen

/// Review mode's screen: the progress line, then one item filling the screen — key, comment,
/// source (every form), the translation under review (every form, with its state), and the same
/// key in the other shown languages for reference, as far as they fit.
struct ReviewView {
  let state: EditorState
  let session: ReviewSession
  let layout: ScreenLayout

  private struct Line {
    var label = ""
    var text: String
    var style: TextStyle = .plain
  }

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
    drawRule(title: "\(CellDisplay.oneLine(item.key)) · \(item.language)", row: 1, into: &screen)
    let labelWidth = max(9, (state.columns.all + [item.language]).map { displayWidth($0) + 2 }.max() ?? 0)
    let textWidth = max(1, layout.width - labelWidth)
    let lines = fitted(main: mainLines(item), references: referenceLines(item), rows: layout.messageRow - 2, width: textWidth)
    for (offset, line) in lines.enumerated() {
      let y = 2 + offset
      screen.put(line.label, row: y, column: 0, maxWidth: labelWidth, style: Theme.label)
      screen.put(line.text, row: y, column: labelWidth, maxWidth: textWidth, style: line.style)
    }
  }

  private func drawRule(title: String, row: Int, into screen: inout Screen) {
    screen.fill(row: row, column: 0, width: layout.width, style: Theme.rule, character: "─")
    screen.put(" " + truncate(title, toWidth: layout.width - 6) + " ", row: row, column: 2, style: Theme.label)
  }

  private func mainLines(_ item: ReviewItem) -> [Line] {
    guard let entry = state.catalog.strings[item.key] else {
      return [Line(text: "This key no longer exists (u brings it back) · s skips", style: Theme.dimText)]
    }
    let source = state.catalog.sourceLanguage
    var lines = [Line(label: "key", text: item.key)]
    lines.append(Line(label: "comment", text: entry.comment ?? "—", style: Theme.dimText))
    if item.language != source {
      lines += cellLines(entry, key: item.key, language: source, showStates: false)
    }
    lines += cellLines(entry, key: item.key, language: item.language, showStates: true)
    // Every item here needs review, and its state line says so: that finding is no news.
    let findings = FindingLines.lines(
      for: state.checks.findings(key: item.key, entry: entry).filter { $0.check != .needsReview }, language: item.language)
    lines += findings.lines.map { Line(label: $0.label, text: $0.text, style: $0.style) }
    return lines
  }

  private func referenceLines(_ item: ReviewItem) -> [Line] {
    guard let entry = state.catalog.strings[item.key] else { return [] }
    let source = state.catalog.sourceLanguage
    let others = state.columns.all.filter { $0 != source && $0 != item.language }
    guard !others.isEmpty else { return [] }
    var lines = [Line(text: "── also in the other languages", style: Theme.dimText)]
    for language in others {
      lines += cellLines(entry, key: item.key, language: language, showStates: false).map { line in
        var line = line
        if line.style == .plain { line.style = Theme.dimText }
        return line
      }
    }
    return lines
  }

  /// A cell: its text (and state), or one line per form "few   needs review   %lld дня".
  private func cellLines(_ entry: Entry, key: String, language: String, showStates: Bool) -> [Line] {
    guard let localization = entry.localization(language) else {
      let isSource = language == state.catalog.sourceLanguage
      return [Line(label: language, text: isSource ? key : "∅ missing", style: isSource ? .plain : Theme.cell(.missing))]
    }
    let leaves = FormLabel.readingOrder(localization.leaves)
    guard localization.isVaried else {
      let unit = localization.stringUnit
      var lines = [Line(label: language, text: unit?.value ?? "")]
      if showStates, let unit {
        lines.append(Line(label: "state", text: StateText.name(of: unit.state), style: Theme.state(unit.state.rawValue)))
      }
      return lines
    }
    let names = leaves.map { FormLabel.name(ofLeafPath: $0.path) }
    let nameWidth = (names.map(displayWidth).max() ?? 0) + 2
    return zip(leaves, names).enumerated().map { offset, pair in
      let (leaf, name) = pair
      let padded = name + String(repeating: " ", count: max(1, nameWidth - displayWidth(name)))
      if showStates {
        let state = StateText.name(of: leaf.state)
        let stateColumn = state + String(repeating: " ", count: max(1, 14 - displayWidth(state)))
        return Line(label: offset == 0 ? language : "", text: padded + stateColumn + CellDisplay.oneLine(leaf.value), style: Theme.state(leaf.state.rawValue))
      }
      return Line(label: offset == 0 ? language : "", text: padded + CellDisplay.oneLine(leaf.value))
    }
  }

  /// Wraps the lines and fits them in `rows`: the reference languages give way first, then the
  /// item's own lines are cut with a "… more" line.
  private func fitted(main: [Line], references: [Line], rows: Int, width: Int) -> [Line] {
    let main = wrap(main, width: width)
    var references = wrap(references, width: width)
    if main.count >= rows {
      return Array(main.prefix(max(0, rows - 1))) + [Line(text: "… \(main.count - rows + 1) more lines", style: Theme.dimText)]
    }
    let room = rows - main.count
    if references.count > room {
      let hidden = references.count - room + 1
      references = Array(references.prefix(max(0, room - 1))) + [Line(text: "… \(hidden) more lines", style: Theme.dimText)]
    }
    return main + references
  }

  private func wrap(_ lines: [Line], width: Int) -> [Line] {
    lines.flatMap { line in
      WordWrap.lines(line.text, width: width).enumerated().map { offset, text in
        Line(label: offset == 0 ? line.label : "", text: text, style: line.style)
      }
    }
  }
}

import StringCatalog
import TerminalScreen

/// The pane under the grid: everything about the selected cell — key, comment, source text, this
/// language's text (every line), state, extraction state, and every form of a varied cell.
struct DetailView {
  let state: EditorState
  let layout: ScreenLayout

  struct Line {
    var label: String
    var text: String
    var style: TextStyle = .plain
  }

  func draw(into screen: inout Screen) {
    guard let key = state.currentKey, let entry = state.currentEntry else {
      drawRule(title: "", into: &screen)
      return
    }
    drawRule(title: CellDisplay.oneLine(key), into: &screen)
    let labelWidth = max(9, state.columns.all.map { displayWidth($0) }.max().map { $0 + 2 } ?? 0)
    var lines = contentLines(key: key, entry: entry, textWidth: layout.width - labelWidth)
    let rows = layout.detailHeight - 1
    if lines.count > rows {
      let hidden = lines.count - rows + 1
      lines = Array(lines.prefix(rows - 1)) + [Line(label: "", text: "… \(hidden) more lines", style: Theme.dimText)]
    }
    for (offset, line) in lines.enumerated() {
      let y = layout.detailTop + 1 + offset
      screen.put(line.label, row: y, column: 0, maxWidth: labelWidth, style: Theme.label)
      screen.put(line.text, row: y, column: labelWidth, maxWidth: layout.width - labelWidth, style: line.style)
    }
  }

  private func drawRule(title: String, into screen: inout Screen) {
    screen.fill(row: layout.detailTop, column: 0, width: layout.width, style: Theme.rule, character: "─")
    guard !title.isEmpty else { return }
    screen.put(" " + truncate(title, toWidth: layout.width - 6) + " ", row: layout.detailTop, column: 2, style: Theme.label)
  }

  func contentLines(key: String, entry: Entry, textWidth: Int) -> [Line] {
    let source = state.catalog.sourceLanguage
    let language = state.currentLanguage
    var lines: [Line] = []
    if let comment = entry.comment, !comment.isEmpty {
      lines += wrapped(label: "comment", comment, width: textWidth, style: Theme.dimText)
    } else {
      lines.append(Line(label: "comment", text: "—", style: Theme.dimText))
    }
    lines += valueLines(entry: entry, key: key, language: source, width: textWidth)
    if language != source {
      lines += valueLines(entry: entry, key: key, language: language, width: textWidth)
    }
    lines.append(stateLine(entry: entry, language: language))
    if let localization = entry.localization(language), localization.isVaried {
      for leaf in localization.leaves {
        let name = leaf.path.isEmpty ? "value" : leaf.path
        let text = "\(name) (\(StateText.name(of: leaf.state))): \(CellDisplay.oneLine(leaf.value))"
        lines.append(Line(label: "", text: text, style: Theme.state(leaf.state.rawValue)))
      }
    }
    return lines
  }

  private func valueLines(entry: Entry, key: String, language: String, width: Int) -> [Line] {
    let isSource = language == state.catalog.sourceLanguage
    if !isSource && !entry.isTranslatable {
      return [Line(label: language, text: "— (don't translate)", style: Theme.cell(.doNotTranslate))]
    }
    guard let localization = entry.localization(language) else {
      if isSource { return wrapped(label: language, key, width: width, style: .plain) }
      return [Line(label: language, text: "∅ missing", style: Theme.cell(.missing))]
    }
    if localization.isVaried {
      let main = localization.stringUnit?.value ?? CellDisplay.summary(of: localization)
      return wrapped(label: language, main, width: width, style: .plain)
    }
    return wrapped(label: language, localization.stringUnit?.value ?? "", width: width, style: .plain)
  }

  private func stateLine(entry: Entry, language: String) -> Line {
    var parts: [String] = []
    let isSource = language == state.catalog.sourceLanguage
    if !isSource && !entry.isTranslatable {
      parts.append("don't translate")
    } else {
      parts.append(StateText.name(of: entry.status(for: language, sourceLanguage: state.catalog.sourceLanguage)))
    }
    parts.append("extraction: \(entry.extractionState ?? "—")")
    if entry.isStale { parts.append("stale: no longer in the code") }
    if !entry.isTranslatable { parts.append("key marked don't translate") }
    return Line(label: "state", text: parts.joined(separator: " · "))
  }

  /// A labelled value over as many lines as it needs (its own line breaks and wrapping).
  private func wrapped(label: String, _ text: String, width: Int, style: TextStyle) -> [Line] {
    TextWrap.lines(text, width: width).enumerated().map { offset, line in
      Line(label: offset == 0 ? label : "", text: line, style: style)
    }
  }
}

/// Words for states, as the detail pane and messages spell them.
enum StateText {
  static func name(of status: CellStatus) -> String {
    switch status {
    case .translated: return "translated"
    case .needsReview: return "needs review"
    case .new: return "new"
    case .missing: return "missing"
    case .other(let state): return state
    }
  }

  static func name(of state: TranslationState) -> String {
    switch state {
    case .needsReview: return "needs review"
    default: return state.rawValue
    }
  }
}

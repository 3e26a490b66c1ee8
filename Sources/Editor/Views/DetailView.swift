import StringCatalog
import TerminalScreen

/// The pane under the grid: everything about the selected cell — key, comment, source text, this
/// language's text (every line), state, extraction state, every form of a varied cell, and its
/// check findings.
struct DetailView {
  let state: EditorState
  let layout: ScreenLayout

  typealias Line = LabeledLine

  func draw(into screen: inout Screen) {
    guard let key = state.currentKey, let entry = state.currentEntry else {
      drawRule(title: "", into: &screen)
      return
    }
    // In a workspace the rule names the row's catalog before its key.
    let catalog = state.isWorkspace ? state.workspace.members[state.cursorCatalog].displayPath + " › " : ""
    drawRule(title: catalog + CellDisplay.oneLine(key), into: &screen)
    let labelWidth = max(9, state.columns.all.map { displayWidth($0) }.max().map { $0 + 2 } ?? 0)
    let textWidth = layout.width - labelWidth
    let rows = layout.detailHeight - 1
    let sections = sections(key: key, entry: entry, textWidth: textWidth)
    let checks = FindingLines.lines(for: state.checks.findings(key: key, entry: entry), language: state.currentLanguage)
    let reserved = rowsKept(
      forErrors: checks.errors, of: checks.lines.count, rows: rows, mainLines: sections.rest.count - sections.forms)
    let shown = fitted(sections, rows: rows - reserved, textWidth: textWidth)
    let lines = shown + FindingLines.capped(checks.lines, to: rows - shown.count)
    for (offset, line) in lines.enumerated() {
      line.draw(into: &screen, row: layout.detailTop + 1 + offset, labelWidth: labelWidth, width: layout.width)
    }
  }

  /// The findings come last and warnings get only the rows left over, but errors are what the
  /// grid marks: they keep their rows (and one for "+N more" when warnings follow) even when the
  /// forms of a varied cell or the comment must give way; only this language's text and state
  /// come first.
  private func rowsKept(forErrors errors: Int, of findings: Int, rows: Int, mainLines: Int) -> Int {
    guard errors > 0 else { return 0 }
    let wanted = errors + (findings > errors ? 1 : 0)
    return max(0, min(wanted, max(1, rows - mainLines), rows - 1))
  }

  /// Fits the sections into `rows`. This language's text matters most: a long comment, then a
  /// long source text, shrink to their first line (ending in "…"); on a very short pane they go.
  private func fitted(_ sections: Sections, rows: Int, textWidth: Int) -> [Line] {
    var sections = sections
    func total() -> Int { sections.comment.count + sections.code.count + sections.source.count + sections.rest.count }
    // The code's places give way first.
    for part in [\Sections.code, \Sections.comment, \Sections.source] where total() > rows {
      let lines = sections[keyPath: part]
      if lines.count > 1, var first = lines.first {
        first.text = truncate(first.text + " …", toWidth: textWidth - first.overrun)
        sections[keyPath: part] = [first]
      }
    }
    for part in [\Sections.code, \Sections.comment, \Sections.source] where total() > rows {
      sections[keyPath: part] = []
    }
    let lines = sections.comment + sections.code + sections.source + sections.rest
    guard lines.count > rows else { return lines }
    let hidden = lines.count - rows + 1
    return Array(lines.prefix(max(0, rows - 1))) + [Line(label: "", text: "… \(hidden) more lines", style: Theme.dimText)]
  }

  private func drawRule(title: String, into screen: inout Screen) {
    screen.fill(row: layout.detailTop, column: 0, width: layout.width, style: Theme.rule, character: "─")
    guard !title.isEmpty else { return }
    screen.put(" " + truncate(title, toWidth: layout.width - 6) + " ", row: layout.detailTop, column: 2, style: Theme.label)
  }

  struct Sections {
    var comment: [Line]
    /// Where the code uses the key.
    var code: [Line] = []
    var source: [Line]
    /// This language's text, the state line and the forms.
    var rest: [Line]
    /// How many of `rest`'s lines, at its end, are the forms of a varied cell.
    var forms = 0
  }

  func sections(key: String, entry: Entry, textWidth: Int) -> Sections {
    let source = state.catalog.sourceLanguage
    let language = state.currentLanguage
    let comment: [Line]
    if let text = entry.comment, !text.isEmpty {
      comment = wrapped(label: CellContextLines.commentLabel(entry), text, width: textWidth, style: Theme.dimText)
    } else {
      comment = [Line(label: "comment", text: "—", style: Theme.dimText)]
    }
    var rest: [Line] = []
    if language != source {
      rest += valueLines(entry: entry, key: key, language: language, width: textWidth)
    }
    rest += WorkbenchLines.glossary(
      state.workbench, source: WorkbenchLines.sourceText(of: entry, key: key, sourceLanguage: source), language: language,
      sourceLanguage: source)
    rest.append(stateLine(entry: entry, language: language))
    var forms = 0
    if let localization = entry.localization(language), localization.isVaried {
      // Forms in CLDR order (zero, one, two, few, many, other), as the variation editor lists them.
      for leaf in FormLabel.readingOrder(localization.leaves) {
        let name = leaf.path.isEmpty ? "value" : FormLabel.name(ofLeafPath: leaf.path)
        let prefix = "\(name) (\(StateText.name(of: leaf.state))): "
        let value = VisibleText(leaf.value, keepingLineBreaks: false)
        let marks = Set(value.marks.map { $0 + prefix.count })
        rest.append(Line(label: "", text: prefix + value.text, style: Theme.state(leaf.state.rawValue), dimmed: marks))
        forms += 1
      }
    }
    return Sections(
      comment: comment, code: CodeContextLines.lines(state.codeContext, key: key, entry: entry, width: textWidth),
      source: valueLines(entry: entry, key: key, language: source, width: textWidth), rest: rest, forms: forms)
  }

  private func valueLines(entry: Entry, key: String, language: String, width: Int) -> [Line] {
    let isSource = language == state.catalog.sourceLanguage
    if !isSource && !entry.isTranslatable {
      return [Line(label: language, text: "— (don't translate)", style: Theme.cell(.doNotTranslate))]
    }
    guard let localization = entry.localization(language) else {
      if isSource { return visibleLines(label: language, key, width: width) }
      return [Line(label: language, text: "∅ missing", style: Theme.cell(.missing))]
    }
    if localization.isVaried {
      guard let main = localization.stringUnit?.value else {
        // The source's forms themselves (the target's are listed with their states below).
        guard isSource else { return wrapped(label: language, CellDisplay.summary(of: localization), width: width, style: .plain) }
        return CellContextLines.cell(entry, key: key, language: language, sourceLanguage: language, showStates: false)
      }
      return visibleLines(label: language, main, width: width)
    }
    let lines = visibleLines(label: language, localization.stringUnit?.value ?? "", width: width)
    guard language == state.currentLanguage, state.options.spellChecker != nil else { return lines }
    // The selected cell's own text: misspelled words underlined (the marks for whitespace are
    // not letters, so each line's words are where they are in the value).
    return lines.map { line in
      var marked = line
      marked.underlined = WorkbenchLines.misspelledWords(
        in: line.text, language: language, spelling: state.options.spellChecker, rules: state.workbench)
      return marked
    }
  }

  /// A value over as many lines as it needs, its edge spaces and line breaks shown dim.
  private func visibleLines(label: String, _ value: String, width: Int) -> [Line] {
    VisibleText(value, keepingLineBreaks: true).wrapped(width: width).enumerated().map { offset, line in
      Line(label: offset == 0 ? label : "", text: line.text, dimmed: line.marks)
    }
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
    let first = Line(label: label, text: "", labelRunsOver: true)
    return TextWrap.lines(text, width: max(1, width - first.overrun)).enumerated().map { offset, line in
      Line(label: offset == 0 ? label : "", text: line, style: style, labelRunsOver: offset == 0)
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
    case .machineTranslated: return "machine-translated"
    case .other(let state): return state
    }
  }

  static func name(of state: TranslationState) -> String {
    switch state {
    case .needsReview: return "needs review"
    case .machineTranslated: return "machine-translated"
    default: return state.rawValue
    }
  }
}

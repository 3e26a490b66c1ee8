import StringCatalog
import TerminalScreen

/// A line of the panes and mode screens: a label column ("en", "comment", "state") and a text.
struct LabeledLine {
  var label = ""
  var text: String
  var style: TextStyle = .plain
  /// Character ranges of `text` drawn underlined (misspelled words).
  var underlined: [Range<Int>] = []
  /// Characters of `text` drawn dim: the `·` and `⏎` that show whitespace (`VisibleText`).
  var dimmed: Set<Int> = []

  func draw(into screen: inout Screen, row: Int, labelWidth: Int, width: Int) {
    screen.put(label, row: row, column: 0, maxWidth: labelWidth, style: Theme.label)
    screen.put(text, row: row, column: labelWidth, maxWidth: max(0, width - labelWidth), style: style)
    if !underlined.isEmpty { Underlines.draw(underlined, of: Array(text), into: &screen, row: row, column: labelWidth) }
    VisibleText.dim(dimmed, of: text, into: &screen, row: row, column: labelWidth)
  }
}

/// What shows a cell in its context, shared by the review card and the inline editor: the
/// comment, a language's text (every form of a varied cell, with states or not), wrapped.
enum CellContextLines {
  static func comment(_ entry: Entry) -> LabeledLine {
    LabeledLine(label: "comment", text: entry.comment ?? "—", style: Theme.dimText)
  }

  /// A cell: its text (and state), or one line per form "few   needs review   %lld дня". The
  /// source language without a localization shows the key, which then is its text.
  static func cell(_ entry: Entry, key: String, language: String, sourceLanguage: String, showStates: Bool) -> [LabeledLine] {
    guard let localization = entry.localization(language) else {
      guard language == sourceLanguage else { return [LabeledLine(label: language, text: "∅ missing", style: Theme.cell(.missing))] }
      return [visible(key, label: language)]
    }
    guard localization.isVaried else {
      let unit = localization.stringUnit
      var lines = [visible(unit?.value ?? "", label: language)]
      if showStates, let unit {
        lines.append(LabeledLine(label: "state", text: StateText.name(of: unit.state), style: Theme.state(unit.state.rawValue)))
      }
      return lines
    }
    let leaves = FormLabel.readingOrder(localization.leaves)
    let names = leaves.map { FormLabel.name(ofLeafPath: $0.path) }
    let nameWidth = (names.map(displayWidth).max() ?? 0) + 2
    return zip(leaves, names).enumerated().map { offset, pair in
      let (leaf, name) = pair
      let padded = name + String(repeating: " ", count: max(1, nameWidth - displayWidth(name)))
      let label = offset == 0 ? language : ""
      guard showStates else { return LabeledLine(label: label, text: padded + CellDisplay.oneLine(leaf.value)) }
      let state = StateText.name(of: leaf.state)
      let stateColumn = state + String(repeating: " ", count: max(1, 14 - displayWidth(state)))
      let text = padded + stateColumn + CellDisplay.oneLine(leaf.value)
      return LabeledLine(label: label, text: text, style: Theme.state(leaf.state.rawValue))
    }
  }

  /// A text with its leading and trailing spaces and line breaks shown (`·`, `⏎`), as the grid shows them.
  static func visible(_ text: String, label: String, style: TextStyle = .plain) -> LabeledLine {
    let shown = VisibleText(text, keepingLineBreaks: false)
    return LabeledLine(label: label, text: shown.text, style: style, dimmed: shown.marks)
  }

  /// The same lines dimmed, for languages shown only for reference.
  static func dimmed(_ lines: [LabeledLine]) -> [LabeledLine] {
    lines.map { line in
      var line = line
      if line.style == .plain { line.style = Theme.dimText }
      return line
    }
  }

  /// Each line word-wrapped to `width`, its label on the first of its rows.
  static func wrap(_ lines: [LabeledLine], width: Int) -> [LabeledLine] {
    lines.flatMap { line in
      let wrapped = WordWrap.lines(line.text, width: width)
      // A line that fits keeps its dim whitespace marks; wrapped rows keep the `·` themselves.
      if wrapped.count == 1 { return [line] }
      return wrapped.enumerated().map { offset, text in
        LabeledLine(label: offset == 0 ? line.label : "", text: text, style: line.style)
      }
    }
  }

  /// At most `rows` of `lines`; when some do not fit, the last row says how many: "… 3 more lines".
  static func capped(_ lines: [LabeledLine], to rows: Int) -> [LabeledLine] {
    guard lines.count > rows else { return lines }
    guard rows > 0 else { return [] }
    return Array(lines.prefix(rows - 1)) + [LabeledLine(text: "… \(lines.count - rows + 1) more lines", style: Theme.dimText)]
  }
}

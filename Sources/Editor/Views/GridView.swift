import StringCatalog
import TerminalScreen

/// The header row and the visible rows of the grid: the pinned key and source columns, then as
/// many target columns as fit, starting at the scrolled-to one.
struct GridView {
  let state: EditorState
  let layout: ScreenLayout
  let firstRow: Int
  let firstTarget: Int

  /// (column index into `columns.all`, screen x of its separator) for every language column drawn.
  var visibleColumns: [(column: Int, x: Int)] {
    var result = [(column: 0, x: layout.keyWidth)]
    let targets = state.columns.targets.count
    let last = min(targets, firstTarget + layout.visibleTargets)
    for (offset, target) in (firstTarget..<max(firstTarget, last)).enumerated() {
      result.append((column: target + 1, x: layout.keyWidth + layout.slotWidth * (offset + 1)))
    }
    return result
  }

  func draw(into screen: inout Screen) {
    let columns = visibleColumns
    drawHeader(columns, into: &screen)
    if state.rows.isEmpty {
      let notice = state.shownEntryCount == 0 ? "(no keys: a adds one)" : "(no rows match the filter: \(state.filter.name))"
      screen.put(notice, row: layout.gridTop, column: 1, style: Theme.dimText)
      return
    }
    var marks: Set<Character> = []
    for (line, content) in state.gridLines(from: firstRow, count: layout.gridRows).enumerated() {
      switch content {
      case .header(let catalog): drawCatalogHeader(catalog, at: layout.gridTop + line, into: &screen)
      case .row(let row): drawRow(row, at: layout.gridTop + line, columns: columns, marks: &marks, into: &screen)
      }
    }
    state.markLegend.drawn(marks)
  }

  /// "── Sources/App/Localizable.xcstrings · de 87% · 12 need work ──────".
  private func drawCatalogHeader(_ catalog: Int, at y: Int, into screen: inout Screen) {
    let text = "── " + CatalogSummary(state: state, catalog: catalog).line + " "
    screen.fill(row: y, column: 0, width: layout.width, style: Theme.catalogHeader)
    let rule = text + String(repeating: "─", count: max(0, layout.width - displayWidth(text)))
    screen.put(truncate(rule, toWidth: layout.width), row: y, column: 0, maxWidth: layout.width, style: Theme.catalogHeader)
  }

  private func drawHeader(_ columns: [(column: Int, x: Int)], into screen: inout Screen) {
    let y = layout.headerRow
    screen.put("  Key", row: y, column: 0, maxWidth: layout.keyWidth, style: Theme.header)
    for (column, x) in columns {
      let hiddenToTheLeft = column == firstTarget + 1 && firstTarget > 0
      screen.put(hiddenToTheLeft ? "◂" : "│", row: y, column: x, style: Theme.separator)
      let style = column == state.cursorColumn ? Theme.currentHeader : Theme.header
      screen.put(title(of: column), row: y, column: x + 2, maxWidth: layout.slotWidth - 2, style: style)
    }
    if firstTarget + layout.visibleTargets < state.columns.targets.count {
      screen.put("▸", row: y, column: layout.width - 1, style: Theme.separator)
    }
  }

  /// "en (source)", "de 81.8%".
  private func title(of column: Int) -> String {
    let language = state.columns.language(at: column)
    if column == 0 { return "\(language) (source)" }
    if state.readingRest { return "\(language) …" }
    guard let stats = state.stats[language] else { return language }
    return "\(language) \(PercentText.format(stats.percent))"
  }

  private func drawRow(
    _ row: Int, at y: Int, columns: [(column: Int, x: Int)], marks: inout Set<Character>, into screen: inout Screen
  ) {
    state.work.rowsDrawn += 1
    let (member, key, entry) = state.entry(atGlobal: state.rows[row])
    let catalog = state.workspace[member].catalog
    let isCurrentRow = row == state.cursorRow
    let keyMark: Character = entry.isStale ? CellMarks.stale : (entry.isTranslatable ? " " : CellMarks.doNotTranslate)
    screen.put(String(keyMark), row: y, column: 0, style: Theme.keyMark)
    marks.insert(keyMark)
    // Checked here the first time the row is drawn, then remembered until the entry changes.
    let checks = state.caches[member].checks.marks(key: key, entry: entry)
    if checks.hasEntryError {
      screen.put(String(CellMarks.checkError), row: y, column: 1, style: Theme.checkError())
    }
    // Spaces at either end and line breaks show as `·` and `⏎`, as in the cells.
    let visibleKey = VisibleText(key, keepingLineBreaks: false)
    let shownKey = truncate(visibleKey.text, toWidth: layout.keyWidth - 3)
    screen.put(shownKey, row: y, column: 2, maxWidth: layout.keyWidth - 3, style: isCurrentRow ? Theme.currentKey : Theme.key)
    VisibleText.dim(visibleKey.marks, of: shownKey, into: &screen, row: y, column: 2)
    for (column, x) in columns {
      let language = state.columns.language(at: column)
      var display: CellDisplay
      if isCurrentRow, let typed = editedText(key: key, language: language) {
        display = .editing(typed)
      } else {
        display = CellDisplay(entry: entry, key: key, language: language, sourceLanguage: catalog.sourceLanguage)
        display.markCheckError(checks.cellHasError(language))
      }
      let selected = isCurrentRow && column == state.cursorColumn
      let style = Theme.cell(display.tone, selected: selected)
      screen.put("│", row: y, column: x, style: Theme.separator)
      let cellWidth = layout.slotWidth - 1
      screen.fill(row: y, column: x + 1, width: cellWidth, style: style)
      let shown = truncate(display.text, toWidth: layout.cellTextWidth)
      marks.insert(display.stateMark)
      marks.insert(display.kindMark)
      marks.insert(display.checkMark)
      let text = "\(display.stateMark)\(display.kindMark)\(display.checkMark)" + shown
      screen.put(text, row: y, column: x + 1, maxWidth: cellWidth, style: style)
      VisibleText.dim(display.marks, of: shown, into: &screen, row: y, column: x + 4)
      if display.checkMark != " " {
        let markStyle = Theme.checkError(selected: selected)
        screen.put(String(display.checkMark), row: y, column: x + 3, maxWidth: cellWidth - 2, style: markStyle)
      }
    }
  }

  /// The text being typed when the inline editor is open on this cell (checked once committed).
  private func editedText(key: String, language: String) -> String? {
    guard case .textEditor(let session)? = state.layer, session.target == .value(key: key, language: language) else { return nil }
    return session.buffer.text
  }
}

enum PercentText {
  /// "87%", "81.8%": Xcode's one decimal, without a trailing ".0".
  static func format(_ percent: Double) -> String {
    let tenths = Int((percent * 10).rounded())
    return tenths % 10 == 0 ? "\(tenths / 10)%" : "\(tenths / 10).\(tenths % 10)%"
  }
}

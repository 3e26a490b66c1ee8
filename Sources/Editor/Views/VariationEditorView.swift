import StringCatalog
import TerminalScreen

/// The variation editor, drawn over the grid: a header (cell, comment, source), the list of
/// forms with their example numbers, states and values, and a pane with the selected row in full.
struct VariationEditorView {
  let state: EditorState
  let editor: VariationEditor
  let layout: ScreenLayout

  static let listTop = 4

  func draw(into screen: inout Screen) {
    for y in 0..<layout.messageRow { screen.fill(row: y, column: 0, width: layout.width, style: .plain) }
    let rows = VariationRows.rows(catalog: state.catalog, key: editor.key, language: editor.language)
    let selectable = rows.indices.filter { rows[$0].isSelectable }
    let selected = selectable.isEmpty ? nil : selectable[min(max(0, editor.selection), selectable.count - 1)]
    drawHeader(into: &screen)
    drawList(rows, selected: selected, into: &screen)
    VariationDetailView(state: state, editor: editor, row: selected.map { rows[$0] }, layout: layout).draw(into: &screen)
    if let picker = editor.picker {
      DevicePickerView(picker: picker, language: editor.language, layout: layout).draw(into: &screen)
    }
  }

  private func drawHeader(into screen: inout Screen) {
    let readOnly = state.options.readOnly ? " [read-only]" : ""
    let title = " Variations · \(editor.language) of \"\(CellDisplay.oneLine(editor.key))\"\(readOnly)"
    screen.put(truncate(title, toWidth: layout.width), row: 0, column: 0, style: Theme.label)
    let entry = state.catalog.strings[editor.key]
    let labelWidth = 10
    screen.put("comment", row: 1, column: 1, style: Theme.label)
    let comment = entry?.comment.map(CellDisplay.oneLine) ?? "—"
    screen.put(truncate(comment, toWidth: layout.width - labelWidth - 1), row: 1, column: labelWidth + 1, style: Theme.dimText)
    let source = state.catalog.sourceLanguage
    screen.put(source, row: 2, column: 1, style: Theme.label)
    let sourceText = entry.map { VariationEditorView.oneLineSummary(of: $0, key: editor.key, language: source, sourceLanguage: source) } ?? ""
    screen.put(truncate(sourceText, toWidth: layout.width - labelWidth - 1), row: 2, column: labelWidth + 1)
    screen.fill(row: 3, column: 0, width: layout.width, style: Theme.rule, character: "─")
  }

  /// The cell in one line: its text, or "one: … · other: …" for forms.
  static func oneLineSummary(of entry: Entry, key: String, language: String, sourceLanguage: String) -> String {
    guard let localization = entry.localization(language) else {
      return language == sourceLanguage ? CellDisplay.oneLine(key) : CellMarks.missingText
    }
    guard localization.isVaried else { return CellDisplay.oneLine(localization.stringUnit?.value ?? "") }
    return localization.leaves.map { leaf in
      leaf.path.isEmpty ? CellDisplay.oneLine(leaf.value) : "\(FormLabel.name(ofLeafPath: leaf.path)): \(CellDisplay.oneLine(leaf.value))"
    }.joined(separator: " · ")
  }

  private func drawList(_ rows: [VariationRow], selected: Int?, into screen: inout Screen) {
    let top = VariationEditorView.listTop
    let visible = max(1, layout.detailTop - top)
    // Scrolled just enough to show the selection.
    let first = max(0, min((selected ?? 0) - visible + 1, rows.count - visible))
    let nameWidth = min(24, max(8, rows.filter { $0.kind != .note }.map { $0.depth * 2 + displayWidth($0.name) }.max() ?? 0) + 2)
    let examplesWidth = layout.width >= 90 ? 26 : 0
    for (offset, index) in (first..<min(rows.count, first + visible)).enumerated() {
      let columns = RowColumns(name: 3, examples: 3 + nameWidth, state: 3 + nameWidth + examplesWidth)
      draw(rows[index], at: top + offset, columns: columns, isSelected: index == selected, into: &screen)
    }
    if first + visible < rows.count {
      screen.put("↓ more", row: layout.detailTop - 1, column: layout.width - 7, style: Theme.dimText)
    }
  }

  private struct RowColumns {
    var name: Int
    var examples: Int
    var state: Int
    var value: Int { state + 16 }
  }

  private func draw(_ row: VariationRow, at y: Int, columns: RowColumns, isSelected: Bool, into screen: inout Screen) {
    var base: TextStyle = row.isFlag ? Theme.cell(.needsReview) : .plain
    if isSelected {
      base.reverse = true
      screen.fill(row: y, column: 0, width: layout.width, style: base)
      screen.put("▸", row: y, column: 1, style: base)
    }
    let indent = row.depth * 2
    let width = layout.width
    switch row.kind {
    case .note:
      var style = row.isFlag ? Theme.cell(.needsReview) : Theme.dimText
      style.reverse = isSelected
      let text = (row.isFlag ? "⚠ " : "") + row.text
      screen.put(truncate(text, toWidth: width - columns.name - indent), row: y, column: columns.name + indent, style: style)
    case .action(.varyByPlural), .action(.varyByDevice):
      screen.put(truncate("\(row.name) · \(row.text)", toWidth: width - columns.name), row: y, column: columns.name, style: base)
    case .action(.createSubstitution):
      screen.put(truncate("⚠ " + row.text, toWidth: width - columns.name - indent), row: y, column: columns.name + indent, style: base)
    case .substitution:
      screen.put(row.name, row: y, column: columns.name + indent, maxWidth: width - columns.name, style: base)
      let x = max(columns.examples, columns.name + indent + displayWidth(row.name) + 2)
      screen.put(truncate(row.text, toWidth: max(1, width - x)), row: y, column: x, style: base)
    case .form, .action:
      screen.put(row.name, row: y, column: columns.name + indent, maxWidth: max(1, columns.examples - columns.name - indent - 1), style: base)
      if columns.state > columns.examples, !row.examples.isEmpty {
        var dim = Theme.dimText
        dim.reverse = isSelected
        screen.put(truncate(row.examples, toWidth: columns.state - columns.examples - 2), row: y, column: columns.examples, style: dim)
      }
      if case .action = row.kind {
        screen.put(truncate("⚠ " + row.text, toWidth: max(1, width - columns.state)), row: y, column: columns.state, style: base)
        return
      }
      if let rowState = row.state {
        var style = Theme.state(rowState.rawValue)
        style.reverse = isSelected
        let (mark, _) = CellDisplay.markAndTone(for: VariationEditorView.status(of: rowState))
        screen.put("\(mark) \(StateText.name(of: rowState))", row: y, column: columns.state, maxWidth: 15, style: style)
      }
      if width > columns.value {
        screen.put(truncate(CellDisplay.oneLine(row.text), toWidth: width - columns.value), row: y, column: columns.value, style: base)
      }
    }
  }

  static func status(of state: TranslationState) -> CellStatus {
    switch state {
    case .translated: return .translated
    case .needsReview: return .needsReview
    case .new: return .new
    case .machineTranslated: return .machineTranslated
    default: return .other(state.rawValue)
    }
  }
}

import StringCatalog
import TerminalScreen

/// The bottom line: file, modified mark, position, filter, and the current language's coverage.
struct StatusBarView {
  let state: EditorState
  let layout: ScreenLayout

  /// What gives way on a narrow terminal, first to last: the search-match count, the coverage's
  /// details, the start of the catalog's path (cut on the left: the file name says most). The row
  /// position and the filter always stay: they say where you are and what you see.
  func draw(into screen: inout Screen) {
    let y = layout.statusRow
    screen.fill(row: y, column: 0, width: layout.width, style: Theme.statusBar)
    let file = self.file
    let position = "  " + self.position + "  filter: \(state.filter.name)"
    let wantedFile = min(displayWidth(file), 24)
    // The coverage keeps at most half the bar, and gives up details while the file is cut short.
    let forms = coverageForms.filter { displayWidth($0) + 1 <= layout.width / 2 }
    let right = (forms.first { layout.width - displayWidth($0) - 3 - displayWidth(position) >= wantedFile } ?? forms.last ?? "") + " "
    let rightWidth = displayWidth(right)
    let leftRoom = max(0, layout.width - rightWidth - 1)
    var left = " " + truncateLeading(file, toWidth: max(1, leftRoom - 1 - displayWidth(position))) + position
    if let match = state.searchMatchStatus, displayWidth(left) + 2 + displayWidth(match) <= leftRoom { left += "  " + match }
    screen.put(truncate(left, toWidth: leftRoom), row: y, column: 0, maxWidth: leftRoom, style: Theme.statusBar)
    screen.put(right, row: y, column: layout.width - rightWidth, style: Theme.statusBar)
  }

  private var file: String {
    var file: String
    if state.isWorkspace {
      // The current row's catalog, then how many catalogs have unsaved changes.
      file = state.workspace.members.isEmpty ? "" : state.workspace.members[state.focus].displayPath
      let unsaved = state.workspace.modifiedMembers.count
      if unsaved > 0 { file += " [+\(unsaved)]" }
      if state.onlyCatalog != nil { file += " (only)" }
    } else {
      file = state.options.displayPath.isEmpty ? state.fileName : state.options.displayPath
      if state.workspace.isModified { file += " [+]" }
    }
    if state.options.readOnly || state.workspace.members.indices.contains(state.focus) && state.workspace.members[state.focus].fileIsReadOnly {
      file += " [read-only]"
    }
    return file
  }

  /// "12/87"; before the whole file is read, the count of rows is not known yet.
  private var position: String {
    let total = state.readingRest ? "…" : "\(state.rows.count)"
    return state.rows.isEmpty ? "0/\(total)" : "\(state.cursorRow + 1)/\(total)"
  }

  /// "de 87% · 12 missing · 1 new · 5 review · 2 machine", then shorter forms of it for narrow terminals.
  private var coverageForms: [String] {
    let language = state.currentLanguage
    if state.readingRest { return ["\(language) …"] }
    guard let stats = state.stats[language] else { return [language] }
    let percent = "\(language) \(PercentText.format(stats.percent))"
    var details: [String] = []
    if stats.missing > 0 { details.append("\(stats.missing) missing") }
    if stats.new > 0 { details.append("\(stats.new) new") }
    if stats.needsReview > 0 { details.append("\(stats.needsReview) review") }
    if stats.machineTranslated > 0 { details.append("\(stats.machineTranslated) machine") }
    return (0...details.count).reversed().map { count in
      ([percent] + details.prefix(count)).joined(separator: " · ")
    }
  }
}

import StringCatalog
import TerminalScreen

/// The conflict view: a title with the count still undecided, the list of conflicting leaves with
/// each one's decision, and for the selected leaf the file's version, yours and the one both
/// started from, with the key's source text and comment for context.
struct ConflictView {
  let state: EditorState
  let session: ConflictSession
  let layout: ScreenLayout

  private static let labelWidth = 10

  func draw(into screen: inout Screen) {
    for y in 0..<layout.messageRow { screen.fill(row: y, column: 0, width: layout.width, style: .plain) }
    let decided = session.items.count - session.undecidedCount
    let title = " Conflicts · \(decided) of \(session.items.count) decided · \(session.origin)"
    screen.put(truncate(title, toWidth: layout.width), row: 0, column: 0, style: Theme.label)
    let listRows = min(session.items.count, max(3, (layout.messageRow - 2) / 3))
    let first = min(max(0, session.selection - listRows / 2), max(0, session.items.count - listRows))
    for row in 0..<listRows where first + row < session.items.count {
      drawItem(first + row, row: 1 + row, into: &screen)
    }
    guard let item = session.current else { return }
    let conflict = session.conflict(of: item)
    let ruleRow = 1 + listRows
    // In a workspace each leaf's catalog is named before its key.
    let catalog = state.isWorkspace ? state.workspace.members[session.catalog].displayPath + " › " : ""
    drawRule(title: "\(catalog)\"\(CellDisplay.oneLine(conflict.key))\" · \(item.path)", row: ruleRow, into: &screen)
    let textWidth = max(1, layout.width - ConflictView.labelWidth)
    var lines = detailLines(item, conflict)
    let room = max(0, layout.messageRow - ruleRow - 1)
    if lines.count > room {
      lines = Array(lines.prefix(max(0, room - 1))) + [("", "… \(lines.count - room + 1) more lines", Theme.dimText)]
    }
    for (offset, line) in lines.enumerated() {
      let y = ruleRow + 1 + offset
      screen.put(line.label, row: y, column: 0, maxWidth: ConflictView.labelWidth, style: Theme.label)
      screen.put(line.text, row: y, column: ConflictView.labelWidth, maxWidth: textWidth, style: line.style)
    }
  }

  private func drawItem(_ index: Int, row: Int, into screen: inout Screen) {
    let item = session.items[index]
    let selected = index == session.selection
    let decision = ConflictView.decisionText(item.decision)
    let decisionWidth = 13
    let name = "\(selected ? "▸" : " ") \"\(CellDisplay.oneLine(session.conflict(of: item).key))\" · \(item.path)"
    let nameWidth = max(1, layout.width - decisionWidth - 1)
    let style = selected ? Theme.overlaySelection : .plain
    screen.fill(row: row, column: 0, width: layout.width, style: style)
    screen.put(truncate(name, toWidth: nameWidth), row: row, column: 0, maxWidth: nameWidth, style: style)
    var decisionStyle = item.decision == nil ? Theme.question : Theme.dimText
    decisionStyle.reverse = selected
    screen.put(decision, row: row, column: layout.width - decisionWidth, maxWidth: decisionWidth, style: decisionStyle)
  }

  static func decisionText(_ decision: LeafResolution?) -> String {
    switch decision {
    case nil: return "undecided"
    case .mine?: return "keep mine"
    case .theirs?: return "take theirs"
    case .edited?: return "edited"
    }
  }

  private func drawRule(title: String, row: Int, into screen: inout Screen) {
    screen.fill(row: row, column: 0, width: layout.width, style: Theme.rule, character: "─")
    screen.put(" " + truncate(title, toWidth: layout.width - 6) + " ", row: row, column: 2, style: Theme.label)
  }

  private func detailLines(_ item: ConflictSession.Item, _ conflict: EntryConflict) -> [(label: String, text: String, style: TextStyle)] {
    let width = max(1, layout.width - ConflictView.labelWidth)
    var lines: [(label: String, text: String, style: TextStyle)] = []
    func add(_ label: String, _ texts: [String], _ style: TextStyle = .plain) {
      let wrapped = texts.flatMap { WordWrap.lines($0, width: width) }
      for (offset, text) in wrapped.enumerated() { lines.append((offset == 0 ? label : "", text, style)) }
    }
    add(session.theirsLabel, conflict.lines(of: .theirs, at: item.path))
    add("yours", conflict.lines(of: .mine, at: item.path))
    if case .edited(let text)? = item.decision { add("edited", [text], Theme.question) }
    if session.showsBase { add("before", conflict.lines(of: .base, at: item.path), Theme.dimText) }
    let source = state.catalog.sourceLanguage
    if let entry = conflict.mine ?? conflict.theirs {
      let sourceText = entry.localization(source)?.stringUnit?.value ?? conflict.key
      if item.path.language != source { add(source, [sourceText], Theme.dimText) }
      if let comment = entry.comment, item.path != MergePath(["comment"]) { add("comment", [comment], Theme.dimText) }
    }
    return lines
  }
}

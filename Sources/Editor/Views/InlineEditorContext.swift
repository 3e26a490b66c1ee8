import StringCatalog
import TerminalScreen

/// What the inline editor shows above its field so the text being translated stays in view, as
/// the review card does: the comment, the source (all of it, wrapped), one reference language
/// and the translation memory's suggestions (Alt-1 … Alt-5), nearest the field. Drawn in rows taken from the grid (or the variation editor's list), which keeps a
/// few rows and the cursor's; the source goes last when rows run short.
struct InlineEditorContext {
  let title: String
  let lines: [LabeledLine]
  let labelWidth: Int

  /// Rows of the grid or list left showing, at the least.
  static let rowsKeptAbove = 3

  /// Rows it takes above the edit field: a rule and its lines; 0 when it shows nothing.
  var rows: Int { lines.isEmpty ? 0 : lines.count + 1 }

  init(state: EditorState, session: TextEditSession, layout: ScreenLayout) {
    labelWidth = max(9, state.columns.all.map { displayWidth($0) + 2 }.max() ?? 0)
    let room: Int
    switch state.modes.last {
    case nil: room = layout.gridRows - InlineEditorContext.rowsKeptAbove
    case .variations?: room = layout.detailTop - VariationEditorView.listTop - InlineEditorContext.rowsKeptAbove
    // The review card and the conflict view above already show all of it.
    case .review?, .conflicts?: room = 0
    }
    let width = max(1, layout.width - labelWidth)
    let sections = InlineEditorContext.sections(state: state, target: session.target, width: width)
    title = sections.title
    // One row goes to the rule; the source is served first, then the comment, then the reference.
    var left = room - 1
    func fit(_ lines: [LabeledLine]) -> [LabeledLine] {
      let fitted = CellContextLines.capped(CellContextLines.wrap(lines, width: width), to: max(0, left))
      left -= fitted.count
      return fitted
    }
    let source = fit(sections.source)
    // Suggestions are one line each (cut at the edge): the rows left, after the source.
    let memory = Array(MemoryLines.lines(state.memorySuggestions(for: session.target)).prefix(max(0, left)))
    left -= memory.count
    let comment = fit(sections.comment)
    let code = fit(sections.code)
    let glossary = fit(sections.glossary)
    let reference = fit(sections.reference)
    let shown = comment + code + source + glossary + reference + memory
    lines = shown.isEmpty ? [] : shown
  }

  func draw(into screen: inout Screen, above top: Int, width: Int) {
    let first = top - rows
    guard rows > 0, first >= 0 else { return }
    for y in first..<top { screen.fill(row: y, column: 0, width: width, style: .plain) }
    screen.fill(row: first, column: 0, width: width, style: Theme.rule, character: "─")
    screen.put(" " + truncate(title, toWidth: width - 6) + " ", row: first, column: 2, style: Theme.label)
    for (offset, line) in lines.enumerated() {
      line.draw(into: &screen, row: first + 1 + offset, labelWidth: labelWidth, width: width)
    }
  }

  private struct Sections {
    var title = ""
    var comment: [LabeledLine] = []
    /// Where the code uses the key.
    var code: [LabeledLine] = []
    var source: [LabeledLine] = []
    var reference: [LabeledLine] = []
    /// The glossary terms of the source, with their translation into the edited language.
    var glossary: [LabeledLine] = []
  }

  private static func sections(state: EditorState, target: TextEditSession.Target, width: Int) -> Sections {
    var sections = sectionsOfText(state: state, target: target)
    if let key = target.editedKey, let entry = state.catalog.strings[key] {
      sections.code = CodeContextLines.lines(state.codeContext, key: key, entry: entry, width: width)
    }
    return sections
  }

  private static func sectionsOfText(state: EditorState, target: TextEditSession.Target) -> Sections {
    let source = state.catalog.sourceLanguage
    switch target {
    case .value(let key, let language):
      guard let entry = state.catalog.strings[key] else { return Sections() }
      var sections = Sections(title: CellDisplay.oneLine(key), comment: comment(of: entry))
      if language != source {
        sections.source = CellContextLines.cell(entry, key: key, language: source, sourceLanguage: source, showStates: false)
      }
      if let other = referenceLanguage(of: entry, state: state, besides: language) {
        let cell = CellContextLines.cell(entry, key: key, language: other, sourceLanguage: source, showStates: false)
        sections.reference = CellContextLines.dimmed(cell)
      }
      sections.glossary = WorkbenchLines.glossary(
        state.workbench, source: WorkbenchLines.sourceText(of: entry, key: key, sourceLanguage: source),
        language: language, sourceLanguage: source)
      return sections
    case .form(let key, let language, let path):
      guard let entry = state.catalog.strings[key] else { return Sections() }
      var sections = Sections(title: "\(CellDisplay.oneLine(key)) · \(FormLabel.name(of: path))", comment: comment(of: entry))
      if language != source {
        sections.source = [LabeledLine(label: source, text: entry.sourceText(matching: path, key: key, sourceLanguage: source))]
      }
      if let other = referenceLanguage(of: entry, state: state, besides: language),
        let text = entry.localization(other)?.text(matching: path)
      {
        sections.reference = [LabeledLine(label: other, text: text, style: Theme.dimText)]
      }
      sections.glossary = WorkbenchLines.glossary(
        state.workbench, source: entry.sourceText(matching: path, key: key, sourceLanguage: source),
        language: language, sourceLanguage: source)
      return sections
    case .comment(let key):
      guard let entry = state.catalog.strings[key] else { return Sections() }
      let lines = CellContextLines.cell(entry, key: key, language: source, sourceLanguage: source, showStates: false)
      return Sections(title: CellDisplay.oneLine(key), source: lines)
    case .reviewValue, .conflict:
      return Sections()
    }
  }

  private static func comment(of entry: Entry) -> [LabeledLine] {
    guard let text = entry.comment, !text.isEmpty else { return [] }
    return [CellContextLines.comment(entry)]
  }

  /// The first target language of the grid's order, other than the one being edited, whose
  /// translation is done; else the first that has one at all.
  private static func referenceLanguage(of entry: Entry, state: EditorState, besides edited: String) -> String? {
    let source = state.catalog.sourceLanguage
    let candidates = state.columns.all.filter { $0 != source && $0 != edited && entry.localization($0) != nil }
    return candidates.first { entry.localization($0)?.status == .translated } ?? candidates.first
  }
}

extension TextEditSession.Target {
  /// The key whose context the inline editor shows (nil under the review card and the conflict
  /// view, which show it themselves).
  fileprivate var editedKey: String? {
    switch self {
    case .value(let key, _), .comment(let key), .form(let key, _, _): return key
    case .reviewValue, .conflict: return nil
    }
  }
}

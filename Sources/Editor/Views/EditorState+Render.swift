import TerminalScreen

extension EditorState {
  /// Draws the editor into a screen of the given size; the cursor is where the terminal cursor
  /// should be shown (while typing into the inline editor or a prompt), nil to hide it.
  ///
  /// Only the visible rows are looked at, so the cost does not grow with the catalog.
  package func render(width: Int, height: Int) -> (screen: Screen, cursor: (row: Int, column: Int)?) {
    var screen = Screen(width: width, height: height)
    let layout = ScreenLayout(width: width, height: height, languageCount: columns.count)
    if layout.isTooSmall {
      TooSmallView().draw(into: &screen)
      return (screen, nil)
    }
    // While typing, the cell's context takes rows from what is drawn above the editor.
    var editor: InlineEditorView?
    var above = layout
    if case .textEditor(let session)? = layer {
      let context = InlineEditorContext(state: self, session: session, layout: layout)
      editor = InlineEditorView(
        session: session, context: context, layout: layout, workbench: InlineWorkbench(state: self, session: session))
      above = layout.growingDetail(by: context.rows)
    }
    switch modes.last {
    case .variations(let variationEditor)?:
      VariationEditorView(state: self, editor: variationEditor, layout: above).draw(into: &screen)
    case .review(let session)?:
      ReviewView(state: self, session: session, layout: above).draw(into: &screen)
    case .conflicts(let session)?:
      ConflictView(state: self, session: session, layout: layout).draw(into: &screen)
    case nil:
      GridView(state: self, layout: above, firstRow: firstVisibleRow(in: above), firstTarget: firstVisibleTarget(in: above))
        .draw(into: &screen)
    }
    var cursor: (row: Int, column: Int)?
    if let editor {
      cursor = editor.draw(into: &screen)
    } else if modes.isEmpty {
      DetailView(state: self, layout: layout).draw(into: &screen)
      if let lastSearch { SearchHighlight.apply(pattern: lastSearch, to: &screen, rows: layout.gridTop..<layout.messageRow) }
    }
    if let promptCursor = MessageLineView(state: self, layout: layout).draw(into: &screen) {
      cursor = promptCursor
    }
    StatusBarView(state: self, layout: layout).draw(into: &screen)
    switch layer {
    case .filterMenu(let menu)?:
      let counts = RowFilter.Kind.allCases.map { filterCount($0, language: menu.language) }
      FilterMenuView(menu: menu, active: filter, counts: counts, layout: layout).draw(into: &screen)
    case .help(let help)?:
      HelpView(help: help, layout: layout).draw(into: &screen)
    case .languageChooser(let chooser)?:
      LanguageChooserView(chooser: chooser, layout: layout).draw(into: &screen)
    case .catalogChooser(let chooser)?:
      CatalogChooserView(state: self, chooser: chooser, layout: layout).draw(into: &screen)
    default:
      break
    }
    return (screen, cursor)
  }
}

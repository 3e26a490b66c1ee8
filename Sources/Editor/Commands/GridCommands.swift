/// Runs a grid command: the one place the keymap's command names meet the functions behind them.
extension EditorState {
  mutating func run(_ command: Command) -> [EditorEffect] {
    switch command {
    case .moveUp: moveCursor(byRows: -1)
    case .moveDown: moveCursor(byRows: 1)
    case .moveLeft: moveCursor(byColumns: -1, wrapping: false)
    case .moveRight: moveCursor(byColumns: 1, wrapping: false)
    case .nextLanguage: moveCursor(byColumns: 1, wrapping: true)
    case .previousLanguage: moveCursor(byColumns: -1, wrapping: true)
    case .pageUp: page(by: -pageSize)
    case .pageDown: page(by: pageSize)
    case .halfPageUp: page(by: -max(1, pageSize / 2))
    case .halfPageDown: page(by: max(1, pageSize / 2))
    case .firstRow: cursorRow = 0
    case .lastRow: cursorRow = max(0, rows.count - 1)
    case .nextNeedsWork: jumpToNeedsWork(forward: true)
    case .previousNeedsWork: jumpToNeedsWork(forward: false)
    case .nextCheckError: jumpToCheckError()
    case .search: openSearchPrompt()
    case .searchNext: repeatSearch(forward: true)
    case .searchPrevious: repeatSearch(forward: false)
    case .filterMenu: openFilterMenu()
    case .languageChooser: openLanguageChooser()
    case .catalogChooser: openCatalogChooser()
    case .editCell: editSelectedCell()
    case .toggleReview: toggleReview()
    case .copySource: copySource()
    case .deleteTranslation: confirmDeletingTranslation()
    case .editComment: editComment()
    case .addKey: promptForNewKey()
    case .deleteKey: confirmDeletingKey()
    case .renameKey: promptForRenamingKey()
    case .deleteStaleKeys: confirmDeletingStaleKeys()
    case .toggleDoNotTranslate: toggleDoNotTranslate()
    case .variationEditor: openVariationEditor()
    case .reviewLanguage: openReview(allLanguages: false)
    case .reviewAllLanguages: openReview(allLanguages: true)
    case .translateCell: return translateCurrentCell()
    case .undo: undo()
    case .redo: redo()
    case .save: return save()
    case .commandLine: layer = .prompt(PromptSession(kind: .command))
    case .quit: return quit()
    case .help: layer = .help(HelpOverlay())
    case .textLeft, .textRight, .textUp, .textDown, .textLineStart, .textLineEnd, .textWordLeft, .textWordRight,
      .textBackspace, .textDelete,
      .textDeleteWord, .textClear, .textNewLine, .textTab, .textCommit, .textCancel, .useMemorySuggestion,
      .listUp, .listDown, .listPageUp, .listPageDown, .listFirst, .listLast, .listChoose, .listClose, .catalogOnly, .catalogFilter, .catalogOrder,
      .chooserOnly, .chooserAll, .chooserNone, .chooserDeleteLanguage,
      .variationEdit, .variationPlural, .variationDevice, .variationAdd, .variationRemove, .variationCollapse,
      .variationReview, .variationClose, .variationArgNum, .variationFormat, .pickerToggle,
      .reviewAccept, .reviewEdit, .reviewSkip, .reviewBack, .reviewReject, .reviewRejectClearing, .reviewAcceptAll, .reviewLeave,
      .conflictKeepMine, .conflictTakeTheirs, .conflictKeepAllMine, .conflictTakeAllTheirs, .conflictEdit:
      // Bound only in the other contexts; the grid table never maps a key to these.
      break
    }
    return []
  }
}

/// Every named command a key can run. The keymap table maps keys to these, and one `switch` per
/// context runs them, so a key binding can never point at something that does not exist.
enum Command: Sendable, Hashable {
  // Moving around the grid.
  case moveUp, moveDown, moveLeft, moveRight
  case pageUp, pageDown, halfPageUp, halfPageDown
  case firstRow, lastRow
  case nextLanguage, previousLanguage
  case nextNeedsWork, previousNeedsWork
  case nextCheckError

  // Finding rows.
  case search, searchNext, searchPrevious, filterMenu
  case languageChooser
  /// The catalogs of the workspace: jump to one, or show only it.
  case catalogChooser, catalogOnly, catalogFilter, catalogOrder
  /// In the language chooser: show only the selected language; tick every one; untick every one.
  case chooserOnly, chooserAll, chooserNone
  /// In the language chooser: delete the selected language's translations (asks once).
  case chooserDeleteLanguage

  // Changing the catalog.
  case editCell, toggleReview, copySource, deleteTranslation
  case editComment, addKey, deleteKey, variationEditor
  /// `K`: rename the selected key; `X`: delete every stale key the stale filter shows.
  case renameKey, deleteStaleKeys
  case undo, redo
  case reviewLanguage, reviewAllLanguages
  case translateCell
  case toggleDoNotTranslate

  // The variation editor (moving uses the list commands) and its device picker.
  case variationEdit, variationPlural, variationDevice, variationAdd, variationRemove
  case variationCollapse, variationReview, variationClose
  case variationArgNum, variationFormat
  case pickerToggle

  // Review mode.
  case reviewAccept, reviewEdit, reviewSkip, reviewBack, reviewReject, reviewRejectClearing, reviewAcceptAll, reviewLeave

  // The conflict view.
  case conflictKeepMine, conflictTakeTheirs, conflictKeepAllMine, conflictTakeAllTheirs, conflictEdit

  // Files and the session.
  case save, commandLine, quit, help

  // The inline editor and one-line prompts.
  case textLeft, textRight, textUp, textDown, textLineStart, textLineEnd, textWordLeft, textWordRight
  case textBackspace, textDelete, textDeleteWord, textClear, textNewLine, textTab
  case textCommit, textCancel
  /// Alt-1 … Alt-5: the translation memory's suggestion of that number (the digit is the key's).
  case useMemorySuggestion

  // Menus and the help overlay.
  case listUp, listDown, listPageUp, listPageDown, listFirst, listLast, listChoose, listClose
}

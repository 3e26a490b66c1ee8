import TerminalScreen

extension EditorState {
  /// Handles one key: the open layer gets it first, else the grid's keymap. Returns the effects
  /// the app must carry out, in order. `Key.resize` only keeps the cursor in view (call `resize`
  /// with the new size too); `Key.inputClosed` does nothing here: the app saves a recovery file
  /// from `document.history.appliedChanges` and exits. `Key.paste` is text, never commands
  /// (`handlePaste`); `Key.unknownSequence` only shows a message.
  mutating func handle(_ key: Key) -> [EditorEffect] {
    // A resize only needs a new render; it is not a key press, so the message stays.
    if key == .resize || key == .inputClosed {
      scrollToCursor()
      return []
    }
    if case .unknownSequence = key {
      // Not a key press the user can mean: say so, leave everything as it is.
      showMessage("Unknown key sequence \(key)")
      return []
    }
    message = nil
    markLegend.keyPressed()
    if key == .escape, layer == nil, translation != nil { return cancelTranslation() }
    if case .paste(let text) = key {
      let effects = handlePaste(text)
      scrollToCursor()
      return effects
    }
    let effects: [EditorEffect]
    switch layer {
    case nil: effects = modes.isEmpty ? handleGridKey(key) : handleModeKey(key)
    case .textEditor(let session)?: effects = handleTextEditorKey(key, session: session)
    case .prompt(let session)?: effects = handlePromptKey(key, session: session)
    case .choice(let prompt)?: effects = handleChoiceKey(key, prompt: prompt)
    case .filterMenu(let menu)?: effects = handleFilterMenuKey(key, menu: menu)
    case .help(let help)?: effects = handleHelpKey(key, help: help)
    case .languageChooser(let chooser)?: effects = handleLanguageChooserKey(key, chooser: chooser)
    case .catalogChooser(let chooser)?: effects = handleCatalogChooserKey(key, chooser: chooser)
    }
    scrollToCursor()
    return effects
  }

  private mutating func handleGridKey(_ key: Key) -> [EditorEffect] {
    guard let command = Keymap.command(for: key, in: .grid) else {
      // Esc is pressed out of habit to "get back"; in the grid there is nothing to leave.
      if key != .escape { showMessage("\(key) does nothing here · ? shows the keys") }
      return []
    }
    return run(command)
  }

  private mutating func handleTextEditorKey(_ key: Key, session: TextEditSession) -> [EditorEffect] {
    var session = session
    if Keymap.command(for: key, in: .text) == .useMemorySuggestion {
      useMemorySuggestion(key, in: &session)
      layer = .textEditor(session)
      return []
    }
    switch session.buffer.apply(key, allowsLineBreaks: true) {
    case .commit:
      layer = nil
      commitTextEdit(session)
    case .cancel:
      layer = nil
    case .edited, .ignored:
      layer = .textEditor(session)
    }
    return []
  }

  private mutating func handlePromptKey(_ key: Key, session: PromptSession) -> [EditorEffect] {
    var session = session
    switch session.buffer.apply(key, allowsLineBreaks: false) {
    case .commit:
      layer = nil
      return commitPrompt(session)
    case .cancel:
      layer = nil
    case .edited, .ignored:
      layer = .prompt(session)
      if session.kind == .search { prepareSearchIndex() }
    }
    return []
  }

  private mutating func handleChoiceKey(_ key: Key, prompt: ChoicePrompt) -> [EditorEffect] {
    switch key {
    case .escape, .control("c"):
      layer = nil
      return carryOut(prompt.onCancel)
    case .character(let letter):
      guard let action = prompt.action(for: letter) else { return [] }
      layer = nil
      return carryOut(action)
    default:
      return []
    }
  }

  private mutating func handleFilterMenuKey(_ key: Key, menu: FilterMenu) -> [EditorEffect] {
    let kinds = RowFilter.Kind.allCases
    if case .character(let letter) = key, let kind = kinds.first(where: { $0.letter == letter }) {
      layer = nil
      applyFilter(RowFilter(kind: kind, language: menu.language))
      return []
    }
    var menu = menu
    switch Keymap.command(for: key, in: .list) {
    case .listUp?: menu.selection = max(0, menu.selection - 1)
    case .listDown?: menu.selection = min(kinds.count - 1, menu.selection + 1)
    case .listFirst?, .listPageUp?: menu.selection = 0
    case .listLast?, .listPageDown?: menu.selection = kinds.count - 1
    case .listChoose?:
      layer = nil
      applyFilter(RowFilter(kind: kinds[menu.selection], language: menu.language))
      return []
    case .listClose?:
      layer = nil
      return []
    default:
      break
    }
    layer = .filterMenu(menu)
    return []
  }

  private mutating func handleHelpKey(_ key: Key, help: HelpOverlay) -> [EditorEffect] {
    let layout = layoutForKnownSize
    let page = HelpView.visibleLines(in: layout)
    let last = HelpView.maximumScroll(in: layout, lines: help.lines)
    var help = help
    help.scroll = min(help.scroll, last)
    switch Keymap.command(for: key, in: .list) {
    case .listUp?: help.scroll = max(0, help.scroll - 1)
    case .listDown?: help.scroll = min(last, help.scroll + 1)
    case .listPageUp?: help.scroll = max(0, help.scroll - page)
    case .listPageDown?: help.scroll = min(last, help.scroll + page)
    case .listFirst?: help.scroll = 0
    case .listLast?: help.scroll = last
    case .listChoose?, .listClose?:
      layer = nil
      return []
    default:
      break
    }
    layer = .help(help)
    return []
  }
}

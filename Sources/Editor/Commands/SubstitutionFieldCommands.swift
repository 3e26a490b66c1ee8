import StringCatalog

/// `n` and `f` on a substitution's row in the variation editor: a one-line prompt prefilled
/// with the current argNum or formatSpecifier; Enter sets it as one undoable change. Typed
/// values are checked here so a refusal says why instead of silently doing nothing.
extension EditorState {
  enum SubstitutionField { case argNum, format }

  mutating func promptForSubstitutionField(_ field: SubstitutionField, _ row: VariationRow?, editor: VariationEditor) {
    guard case .substitution(let name)? = row?.kind else {
      let what = field == .argNum ? "argNum" : "formatSpecifier"
      showMessage("Select a substitution's %#@…@ row to set its \(what)")
      return
    }
    guard !options.readOnly else {
      showMessage(EditorState.readOnlyMessage, isError: true)
      return
    }
    let substitution = catalog.strings[editor.key]?.localization(editor.language)?.substitutions?[name]
    switch field {
    case .argNum:
      let current = substitution?.argNum.map(String.init) ?? ""
      layer = .prompt(PromptSession(
        kind: .substitutionArgNum(key: editor.key, language: editor.language, name: name), buffer: TextBuffer(current)))
    case .format:
      layer = .prompt(PromptSession(
        kind: .substitutionFormat(key: editor.key, language: editor.language, name: name),
        buffer: TextBuffer(substitution?.formatSpecifier ?? "")))
    }
  }

  mutating func commitSubstitutionArgNum(_ text: String, key: String, language: String, name: String) {
    switch Catalog.parseSubstitutionArgNum(text) {
    case .failure:
      showMessage("argNum must be a positive whole number (1, 2, …), not \"\(CellDisplay.oneLine(text))\"", isError: true)
    case .success(let argNum):
      let change = catalog.changeSettingSubstitutionArgNum(argNum, name: name, key: key, language: language)
      let before = errorFindings(of: key)
      guard performEdit(change, otherwise: "Unchanged") else { return }
      showMessage("%#@\(name)@ now reads argument \(argNum) · u undoes")
      reportIntroducedErrors(key: key, language: language, before: before)
    }
  }

  mutating func commitSubstitutionFormat(_ text: String, key: String, language: String, name: String) {
    switch Catalog.parseSubstitutionFormat(text) {
    case .failure:
      showMessage(
        "\"\(CellDisplay.oneLine(text))\" is not a format specifier: type one without % (lld, ld, d, u, f, @, x…)", isError: true)
    case .success(let specifier):
      let change = catalog.changeSettingSubstitutionFormat(specifier, name: name, key: key, language: language)
      let before = errorFindings(of: key)
      guard performEdit(change, otherwise: "Unchanged") else { return }
      showMessage("%#@\(name)@ now formats as %\(specifier) · u undoes")
      reportIntroducedErrors(key: key, language: language, before: before)
    }
  }
}

/// Commands on the selected cell: edit, toggle review, copy the source, delete the translation.
extension EditorState {
  mutating func editSelectedCell() {
    guard let (key, entry) = editableSelection() else { return }
    let language = currentLanguage
    if refusesDoNotTranslate(entry, key: key, language: language) { return }
    if entry.localization(language)?.isVaried == true {
      openVariationEditor()
      return
    }
    // A one-line field would make a plural source's translation one string: vary it instead.
    if entry.localization(language) == nil, language != catalog.sourceLanguage,
      entry.localization(catalog.sourceLanguage)?.variesByPlural == true
    {
      openVariationEditor()
      showMessage("The source varies by plural: Enter gives \(language) its plural forms, started from the source's")
      return
    }
    // A source cell without a localization shows the key: edit that text.
    let value = entry.localization(language)?.stringUnit?.value ?? (language == catalog.sourceLanguage ? key : "")
    layer = .textEditor(TextEditSession(target: .value(key: key, language: language), buffer: TextBuffer(value)))
  }

  mutating func toggleReview() {
    guard let (key, entry) = editableSelection() else { return }
    let language = currentLanguage
    if refusesDoNotTranslate(entry, key: key, language: language) { return }
    guard let change = catalog.changeTogglingReview(key: key, language: language) else {
      showMessage("Nothing to mark: \(language) of \"\(CellDisplay.oneLine(key))\" is missing")
      return
    }
    perform(change)
  }

  mutating func copySource() {
    guard let (key, entry) = editableSelection() else { return }
    let language = currentLanguage
    guard language != catalog.sourceLanguage else {
      showMessage("This is the source column: y copies the source text into a target language")
      return
    }
    if refusesDoNotTranslate(entry, key: key, language: language) || refusesVariedCell(entry, language: language) {
      return
    }
    guard let change = catalog.changeCopyingSource(key: key, language: language) else {
      showMessage("The cell already holds the source text")
      return
    }
    perform(change)
  }

  mutating func confirmDeletingTranslation() {
    guard let (key, entry) = editableSelection() else { return }
    let language = currentLanguage
    guard entry.localization(language) != nil else {
      showMessage("Nothing to delete: \(language) of \"\(CellDisplay.oneLine(key))\" is missing")
      return
    }
    layer = .choice(
      .confirm(
        "Delete the \(language) translation of \"\(CellDisplay.oneLine(key))\"?",
        yes: .deleteTranslation(key: key, language: language)))
  }
}

import StringCatalog

/// A machine translation running off the key loop, for the message line.
struct TranslationActivity: Equatable {
  var cells: Int
  var done = 0
  var language: String
  /// Each cell as it was when asked for: a cell edited while the request ran keeps the edit.
  var originals: [TranslationCell: Localization?] = [:]

  var status: String {
    "Translating \(done)/\(cells) \(cells == 1 ? "cell" : "cells") into \(language)… Esc cancels"
  }
}

/// `T` and `:translate`: the editor asks the app to translate cells (an effect, so no network
/// code here) and receives the results as one undoable change, every string needs review.
extension EditorState {
  public var isTranslating: Bool { translation != nil }

  /// `T`: the selected cell (in the variation editor: the cell being edited, all its forms).
  mutating func translateCurrentCell() -> [EditorEffect] {
    let key: String
    let language: String
    if let editor = variationEditor {
      key = editor.key
      language = editor.language
    } else {
      guard let current = currentKey else {
        showMessage("No row selected")
        return []
      }
      key = current
      language = currentLanguage
    }
    guard let entry = catalog.strings[key] else { return [] }
    if language == catalog.sourceLanguage {
      showMessage("The source language is not translated: move to a language column", isError: true)
      return []
    }
    if refusesDoNotTranslate(entry, key: key, language: language) { return [] }
    return startTranslating([TranslationCell(key: key, language: language)])
  }

  /// `:translate`: the missing and new cells of the current language among the rows the filter
  /// shows, after a question with their count.
  mutating func confirmTranslatingShownCells() {
    let language = currentLanguage
    guard language != catalog.sourceLanguage else {
      showMessage("The source language is not translated: move to a language column", isError: true)
      return
    }
    var cells: [TranslationCell] = []
    for index in 0..<rows.count {
      let position = rows[index]
      let entry = catalog.strings.values[position]
      switch entry.count(in: language, key: catalog.strings.keys[position], sourceLanguage: catalog.sourceLanguage) {
      case .missing, .new: cells.append(TranslationCell(key: catalog.strings.keys[position], language: language))
      default: continue
      }
    }
    guard !cells.isEmpty else {
      showMessage("No missing or new \(language) cells among the rows shown")
      return
    }
    let count = cells.count == 1 ? "1 cell" : "\(cells.count) cells"
    layer = .choice(
      .confirm("Machine-translate \(count) of \(language) (missing or new, as shown)?", yes: .translate(cells)))
  }

  mutating func startTranslating(_ cells: [TranslationCell]) -> [EditorEffect] {
    guard !options.readOnly else {
      showMessage(EditorState.readOnlySaveMessage, isError: true)
      return []
    }
    guard translation == nil else {
      showMessage("A translation is running: wait for it, or Esc cancels it", isError: true)
      return []
    }
    guard let first = cells.first else { return [] }
    var originals: [TranslationCell: Localization?] = [:]
    for cell in cells { originals[cell] = catalog.strings[cell.key]?.localization(cell.language) }
    translation = TranslationActivity(cells: cells.count, language: first.language, originals: originals)
    return [.translate(cells)]
  }

  mutating func cancelTranslation() -> [EditorEffect] {
    translation = nil
    showMessage("Translation cancelled; nothing was changed")
    return [.cancelTranslation]
  }

  /// How many of the requested cells are done (the app calls it as batches finish).
  public mutating func translationProgress(done: Int) {
    translation?.done = done
  }

  /// The translation ended: `results` become one change (one undo step) in `state`
  /// (`needs_review`, or `machine_translated`); `failures` and `stopped` (a reason the run
  /// stopped early, e.g. a refused key) go to the message line.
  public mutating func translationFinished(
    results: [(item: TranslationItem, value: TranslationText)], failures: [(cell: TranslationCell, reason: String)],
    state: TranslationState, stopped: String? = nil
  ) {
    let language = translation?.language ?? results.first?.item.cell.language ?? ""
    let originals = translation?.originals ?? [:]
    translation = nil
    // Never over a person's work: a cell changed (or its key deleted) meanwhile is left alone.
    var failures = failures
    var edited = Set<TranslationCell>()
    for cell in Set(results.map(\.item.cell)) {
      guard let original = originals[cell] else { continue }
      if catalog.strings[cell.key] == nil || catalog.strings[cell.key]?.localization(cell.language) != original {
        edited.insert(cell)
        failures.append((cell, "edited while it was being translated; your edit is kept"))
      }
    }
    let results = results.filter { !edited.contains($0.item.cell) }
    let cells = Set(results.map(\.item.cell)).count
    let noun = cells == 1 ? "cell" : "cells"
    if let change = catalog.changeApplyingTranslations(
      results, state: state, label: "translate \(cells) \(noun) into \(language)")
    {
      perform(change)
    }
    var text = cells > 0 ? "Translated \(cells) \(noun) into \(language) (needs review)" : "Nothing translated"
    if let first = failures.first {
      text += "; \(failures.count) failed: \(first.cell.key): \(first.reason)"
    }
    if let stopped { text += "; stopped: \(stopped)" }
    showMessage(text, isError: cells == 0 || !failures.isEmpty || stopped != nil)
  }
}

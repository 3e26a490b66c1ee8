import StringCatalog

/// Cells of one workspace catalog to translate together.
struct TranslationGroup: Equatable {
  var catalog: Int
  var cells: [TranslationCell]
}

/// A machine translation running off the key loop, for the message line. Over several catalogs
/// it runs one catalog at a time (each catalog's results are one undo step).
struct TranslationActivity: Equatable {
  var cells: Int
  var done = 0
  var language: String
  /// The catalog whose cells are being translated now.
  var catalog: Int
  /// The catalogs still to go after it.
  var queue: [TranslationGroup] = []
  /// Cells of finished catalogs, for the progress line.
  var doneBefore = 0
  var totalCells: Int
  /// What finished catalogs gave, for the closing message.
  var translatedCells = 0
  var failedCells = 0
  var firstFailure: String?
  /// Each cell as it was when asked for: a cell edited while the request ran keeps the edit.
  var originals: [TranslationCell: Localization?] = [:]

  var status: String {
    "Translating \(doneBefore + done)/\(Plural.count(totalCells, "cell")) into \(language)… Esc cancels"
  }
}

/// `T` and `:translate`: the editor asks the app to translate cells (an effect, so no network
/// code here) and receives the results as one undoable change, every string needs review.
extension EditorState {
  package var isTranslating: Bool { translation != nil }

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
    let group = TranslationGroup(catalog: focus, cells: [TranslationCell(key: key, language: language)])
    // A person's text is never replaced without asking: only a missing or new cell goes at once.
    if let localization = entry.localization(language) {
      let status = localization.status
      if status != .new && status != .missing {
        let state = StateText.name(of: status)
        layer = .choice(
          .confirm(
            "Replace the \(state) \(language) of \"\(CellDisplay.oneLine(key))\" with a machine translation (needs review)?",
            yes: .translate([group])))
        return []
      }
    }
    return startTranslating([group])
  }

  /// `:translate`: the missing and new cells of the current language among the rows the filter
  /// shows, after a question with their count.
  mutating func confirmTranslatingShownCells() {
    let language = currentLanguage
    guard language != catalog.sourceLanguage else {
      showMessage("The source language is not translated: move to a language column", isError: true)
      return
    }
    var groups: [TranslationGroup] = []
    for index in 0..<rows.count {
      let (member, key, entry) = self.entry(atGlobal: rows[index])
      switch entry.count(in: language, key: key, sourceLanguage: workspace[member].catalog.sourceLanguage) {
      case .missing, .new:
        if groups.last?.catalog != member { groups.append(TranslationGroup(catalog: member, cells: [])) }
        groups[groups.count - 1].cells.append(TranslationCell(key: key, language: language))
      default: continue
      }
    }
    let total = groups.reduce(0) { $0 + $1.cells.count }
    guard total > 0 else {
      showMessage("No missing or new \(language) cells among the rows shown")
      return
    }
    let catalogs = groups.count > 1 ? " in \(Plural.count(groups.count, "catalog"))" : ""
    layer = .choice(
      .confirm(
        "Machine-translate \(Plural.count(total, "cell")) of \(language)\(catalogs) (missing or new, as shown)?",
        yes: .translate(groups)))
  }

  mutating func startTranslating(_ groups: [TranslationGroup]) -> [EditorEffect] {
    guard !options.readOnly else {
      showMessage(EditorState.readOnlySaveMessage, isError: true)
      return []
    }
    guard translation == nil else {
      showMessage("A translation is running: wait for it, or Esc cancels it", isError: true)
      return []
    }
    let groups = groups.filter { !$0.cells.isEmpty && workspace.members.indices.contains($0.catalog) }
    guard let first = groups.first, let language = first.cells.first?.language else { return [] }
    let total = groups.reduce(0) { $0 + $1.cells.count }
    translation = TranslationActivity(
      cells: 0, language: language, catalog: first.catalog, queue: Array(groups.dropFirst()), totalCells: total)
    return startNextTranslationGroup(first)
  }

  /// Asks the app for one catalog's cells, remembering each cell as it is now.
  private mutating func startNextTranslationGroup(_ group: TranslationGroup) -> [EditorEffect] {
    let catalog = workspace[group.catalog].catalog
    var originals: [TranslationCell: Localization?] = [:]
    for cell in group.cells { originals[cell] = catalog.strings[cell.key]?.localization(cell.language) }
    translation?.catalog = group.catalog
    translation?.cells = group.cells.count
    translation?.done = 0
    translation?.originals = originals
    return [.translate(group.cells)]
  }

  /// The catalog whose cells the running translation asks for (the app reads that document).
  package var translationCatalog: Int? { translation?.catalog }

  mutating func cancelTranslation() -> [EditorEffect] {
    translation = nil
    showMessage("Translation cancelled; nothing was changed")
    return [.cancelTranslation]
  }

  /// How many of the requested cells are done (the app calls it as batches finish).
  mutating func translationProgress(done: Int) {
    translation?.done = done
  }

  /// The translation ended: `results` become one change (one undo step) in `state`
  /// (`needs_review`, or `machine_translated`); `failures` and `stopped` (a reason the run
  /// stopped early, e.g. a refused key) go to the message line.
  @discardableResult
  mutating func translationFinished(
    results: [(item: TranslationItem, value: TranslationText)], failures: [(cell: TranslationCell, reason: String)],
    state: TranslationState, stopped: String? = nil
  ) -> [EditorEffect] {
    let language = translation?.language ?? results.first?.item.cell.language ?? ""
    let originals = translation?.originals ?? [:]
    let member = translation?.catalog ?? focus
    let catalog = workspace[member].catalog
    let (cells, failed) = applyTranslations(
      results, failures: failures, originals: originals, in: member, catalog: catalog, state: state, language: language)
    var activity = translation ?? TranslationActivity(cells: 0, language: language, catalog: member, totalCells: 0)
    activity.translatedCells += cells
    activity.failedCells += failed.count
    if activity.firstFailure == nil, let first = failed.first { activity.firstFailure = "\(first.cell.key): \(first.reason)" }
    // The next catalog's cells go on unless this run stopped (a refused key stops them all).
    if stopped == nil, !activity.queue.isEmpty {
      let next = activity.queue.removeFirst()
      activity.doneBefore += activity.cells
      translation = activity
      return startNextTranslationGroup(next)
    }
    translation = nil
    let translated = activity.translatedCells
    var text = translated > 0 ? "Translated \(Plural.count(translated, "cell")) into \(language) (needs review)" : "Nothing translated"
    if let first = activity.firstFailure {
      text += "; \(activity.failedCells) failed: \(first)"
    }
    if let stopped { text += "; stopped: \(stopped)" }
    showMessage(text, isError: translated == 0 || activity.failedCells > 0 || stopped != nil)
    return []
  }

  /// Applies one catalog's results as one change (cells edited meanwhile are left alone and
  /// counted as failures); returns the cells translated and the failures.
  private mutating func applyTranslations(
    _ results: [(item: TranslationItem, value: TranslationText)], failures: [(cell: TranslationCell, reason: String)],
    originals: [TranslationCell: Localization?], in member: Int, catalog: Catalog, state: TranslationState, language: String
  ) -> (cells: Int, failures: [(cell: TranslationCell, reason: String)]) {
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
    if let change = catalog.changeApplyingTranslations(
      results, state: state, label: "translate \(Plural.count(cells, "cell")) into \(language)")
    {
      perform(change, in: member)
    }
    return (cells, failures)
  }
}

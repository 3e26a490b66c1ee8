import StringCatalog

/// Review mode: a queue of needs-review cells, one per screen. Accepting, rejecting and editing
/// are ordinary changes (undoable after leaving, saved like any other); the session only keeps
/// the position, the counts, and which undo step belongs to which item.
extension EditorState {
  /// `R` (this language), Alt-r and `:review all` (every shown language). Builds the queue once.
  mutating func openReview(allLanguages: Bool) {
    let languages = allLanguages ? columns.all : [currentLanguage]
    let scope = allLanguages ? "all languages" : currentLanguage
    // One queue across the catalogs the grid shows, in their order.
    var items: [ReviewItem] = []
    var catalogs: [Int] = []
    for member in workspace.members.indices where onlyCatalog == nil || onlyCatalog == member {
      let catalog = workspace[member].catalog
      // One counting rule with the status bar and stats: stale and don't-translate entries need
      // no review, whatever their cells hold.
      let found = catalog.needsReviewItems(languages: languages).filter { item in
        catalog.strings[item.key]?.isCounted(key: item.key, sourceLanguage: catalog.sourceLanguage) ?? false
      }
      items += found
      catalogs += Array(repeating: member, count: found.count)
    }
    guard !items.isEmpty else {
      showMessage("Nothing needs review in \(scope)")
      return
    }
    modes.append(.review(ReviewSession(items: items, catalogs: catalogs, scope: scope)))
  }

  mutating func runReviewCommand(_ command: Command) -> [EditorEffect] {
    switch command {
    case .reviewAccept: acceptReviewItem()
    case .reviewEdit: editReviewItem()
    case .reviewSkip: skipReviewItem()
    case .reviewBack: backInReview()
    case .reviewReject: rejectReviewItem()
    case .reviewRejectClearing: rejectReviewItemClearingText()
    case .reviewAcceptAll: confirmAcceptingAll()
    case .undo: undoInReview()
    case .redo: redoInReview()
    case .save: return save()
    case .help: layer = .help(HelpOverlay())
    case .reviewLeave: leaveReview()
    default: break
    }
    return []
  }

  static let reviewEndMessage = "End of the queue: b goes back, u undoes, q leaves"

  /// The current item, or nil after saying why nothing can change.
  mutating func changeableReviewItem() -> ReviewItem? {
    guard !options.readOnly else {
      showMessage(EditorState.readOnlyMessage, isError: true)
      return nil
    }
    guard let item = reviewSession?.current else {
      showMessage(EditorState.reviewEndMessage)
      return nil
    }
    return item
  }

  private mutating func rejectReviewItem() {
    guard let item = changeableReviewItem() else { return }
    guard let change = catalog.changeRejecting([item], label: "reject \(item.language) of \"\(item.key)\"") else {
      showMessage("Not needing review any more: s skips, u undoes")
      return
    }
    perform(change)
    recordReview(.rejected)
    advanceReview()
  }

  /// `X`: rejects the item and deletes its text, so no unusable draft (pseudo or machine text)
  /// stays in the file as `new`: the cell is missing again. One undo step, like a reject.
  private mutating func rejectReviewItemClearingText() {
    guard let item = changeableReviewItem() else { return }
    let label = "reject and clear \(item.language) of \"\(item.key)\""
    guard var change = catalog.changeDeletingTranslation(key: item.key, language: item.language) else {
      showMessage("Nothing to clear: s skips, u undoes")
      return
    }
    change.label = label
    perform(change)
    recordReview(.rejected)
    advanceReview()
    showMessage("Rejected and cleared the \(item.language) text of \"\(CellDisplay.oneLine(item.key))\" · u undoes")
  }

  /// `e`: a plain cell opens the inline editor (Enter saves, accepts and goes on); a varied cell
  /// opens the variation editor on its first needs-review form, and closing it accepts the
  /// cell's remaining needs-review forms and goes on when anything was edited.
  private mutating func editReviewItem() {
    guard let item = changeableReviewItem() else { return }
    guard let localization = catalog.strings[item.key]?.localization(item.language) else {
      showMessage("\"\(CellDisplay.oneLine(item.key))\" has no \(item.language) any more: s skips")
      return
    }
    guard localization.isVaried else {
      let session = TextEditSession(
        target: .reviewValue(key: item.key, language: item.language), buffer: TextBuffer(localization.stringUnit?.value ?? ""))
      layer = .textEditor(session)
      return
    }
    let depth = undoDepth
    reviewSession?.variationEditStart = depth
    modes.append(.variations(VariationEditor(key: item.key, language: item.language, catalog: focus)))
    if let leaf = FormLabel.readingOrder(localization.leaves).first(where: { $0.state.awaitsReview }),
      let path = FormPath(leaf.path)
    {
      selectForm(path)
    }
  }

  /// Enter in the inline editor opened by `e`: a changed text is an edit (translated), an
  /// unchanged one an accept (which asks first on a check error); either way the queue moves on.
  mutating func commitReviewEdit(_ text: String, key: String, language: String) {
    guard let change = catalog.changeSettingValue(text, key: key, language: language) else {
      acceptReviewItem()
      return
    }
    let before = errorFindings(of: key)
    perform(change)
    recordReview(.edited)
    reportIntroducedErrors(key: key, language: language, before: before)
    advanceReview()
    offerMissingSubstitution(key: key, language: language)
  }

  /// "Delete the translation" for the empty text of `e`: an edit of the item, which moves on.
  mutating func deleteReviewTranslation(key: String, language: String) {
    guard let change = catalog.changeDeletingTranslation(key: key, language: language) else { return }
    perform(change)
    recordReview(.edited)
    advanceReview()
    showMessage("Deleted the \(language) translation of \"\(CellDisplay.oneLine(key))\"")
  }

  /// Back from the variation editor opened by `e`.
  mutating func returnToReviewFromVariationEditor() {
    guard let start = reviewSession?.variationEditStart else { return }
    reviewSession?.variationEditStart = nil
    guard undoDepth > start, let item = reviewSession?.current else {
      showMessage("Nothing was edited: a accepts, s skips")
      return
    }
    if let change = catalog.changeAcceptingItems([item], label: "accept \(item.language) of \"\(item.key)\"") {
      perform(change)
    }
    recordReview(.edited)
    advanceReview()
  }

  mutating func recordReview(_ outcome: ReviewSession.Outcome) {
    let depth = undoDepth
    reviewSession?.record(outcome, undoDepth: depth)
  }

  private mutating func skipReviewItem() {
    guard reviewSession?.current != nil else {
      showMessage(EditorState.reviewEndMessage)
      return
    }
    reviewSession?.skip()
    advanceReview()
  }

  private mutating func backInReview() {
    guard let position = reviewSession?.position, position > 0 else {
      showMessage("This is the first item")
      return
    }
    reviewSession?.position = position - 1
  }

  mutating func advanceReview() {
    guard var session = reviewSession else { return }
    session.position = min(session.items.count, session.position + 1)
    reviewSession = session
  }

  /// `u`: an ordinary undo; when it takes back a step of this queue, the queue goes back to
  /// that item and its count.
  private mutating func undoInReview() {
    let before = undoDepth
    guard let change = undo(), var session = reviewSession, let step = session.log.last, step.undoDepth == before else { return }
    session.log.removeLast()
    session.revert(step, change: change)
    reviewSession = session
  }

  /// Ctrl-R: an ordinary redo; when it re-applies a step this queue's `u` took back (the same
  /// change at the same depth), the step counts again and the queue moves past its item.
  private mutating func redoInReview() {
    guard let change = redo(), var session = reviewSession, let last = session.undone.last,
      last.step.undoDepth == undoDepth, last.change == change
    else { return }
    session.undone.removeLast()
    session.replay(last.step)
    reviewSession = session
  }

  /// `q`: back to the grid, on the item the queue was at.
  private mutating func leaveReview() {
    guard let session = reviewSession else { return }
    modes.removeLast()
    if let item = session.current ?? session.items.last {
      reveal(key: item.key, catalog: session.currentCatalog)
      if let column = columns.all.firstIndex(of: item.language) { cursorColumn = column }
    }
    showMessage("Left review: \(session.summary) · u still undoes")
  }
}

import StringCatalog

/// Accepting in review mode: one item (`a`), asking first when it has a check error, and the
/// whole rest of the queue (`A`), whose question names exactly what it accepts.
extension EditorState {
  /// `a` (and Enter on an unchanged text in `e`): asks first when the item has a check error.
  mutating func acceptReviewItem() {
    guard let item = changeableReviewItem() else { return }
    // The card lists the finding; the question only has to name it.
    if let finding = firstCheckError(of: item) {
      let question = "This \(item.language) has a \(finding.check) error (see checks): accept it anyway?"
      layer = .choice(.confirm(question, yes: .review(.accept(item))))
      return
    }
    accept(item)
  }

  /// Accepts the item whatever state it is in now: needing review, or rejected back to `new`
  /// (after `x`, then `b`); a translated one just counts as accepted. Only a cell with nothing
  /// to accept (deleted, or without a text) stays, with a message saying why.
  private mutating func accept(_ item: ReviewItem) {
    let label = "accept \(item.language) of \"\(item.key)\""
    if let change = catalog.changeAcceptingItems([item], label: label) ?? catalog.changeAcceptingNewText([item], label: label) {
      perform(change)
      recordReview(.accepted)
    } else if catalog.strings[item.key]?.localization(item.language)?.status == .translated {
      // Translated already (edited, say): the accept is its last word.
      reviewSession?.note(.accepted)
    } else {
      showMessage("Nothing to accept: \"\(CellDisplay.oneLine(item.key))\" has no \(item.language) text (e edits, s skips)")
      return
    }
    advanceReview()
  }

  /// The first error finding of the item's cell (or of its whole entry), if any.
  private func firstCheckError(of item: ReviewItem) -> Finding? {
    guard let entry = catalog.strings[item.key] else { return nil }
    return checks.findings(key: item.key, entry: entry).first { finding in
      finding.severity == .error && (finding.language == nil || finding.language == item.language)
    }
  }

  /// What `A` accepts: every item of the queue nothing was decided for yet, or that was skipped,
  /// and that still needs review (indices into the queue).
  private func acceptableReviewItems(includingSkipped: Bool) -> [Int] {
    guard let session = reviewSession else { return [] }
    return session.items.indices.filter { index in
      let outcome = session.outcomes[index]
      guard outcome == nil || (includingSkipped && outcome == .skipped) else { return false }
      let item = session.items[index]
      return catalog.strings[item.key]?.localization(item.language)?.awaitsReview ?? false
    }
  }

  /// `A`: names exactly what it will accept, skipped items and check errors included.
  mutating func confirmAcceptingAll() {
    guard !options.readOnly else {
      showMessage(EditorState.readOnlyMessage, isError: true)
      return
    }
    let indices = acceptableReviewItems(includingSkipped: true)
    guard let session = reviewSession, !indices.isEmpty else {
      showMessage("Nothing left to accept in the queue")
      return
    }
    let skipped = indices.count { session.outcomes[$0] == .skipped }
    let errors = indices.count { index in
      let item = session.items[index]
      guard let entry = catalog.strings[item.key] else { return false }
      return checks.marks(key: item.key, entry: entry).hasError(in: item.language)
    }
    let count = indices.count
    var question = "Accept all \(Plural.count(count, "remaining string")) (\(session.scope))"
    if skipped > 0 { question += ", including \(skipped) skipped" }
    if errors > 0 { question += ", \(errors) with a check error" }
    var choices: [(letter: Character, action: ChoicePrompt.Action)] = [("y", .review(.acceptAll(includingSkipped: true)))]
    var answers = "(y)es"
    if skipped > 0 && skipped < indices.count {
      choices.append(("w", .review(.acceptAll(includingSkipped: false))))
      answers += " · (w)ithout the skipped: \(indices.count - skipped)"
    }
    choices.append(("n", .dismiss))
    layer = .choice(ChoicePrompt(question: question + "? " + answers + " · (n)o", choices: choices, onCancel: .dismiss))
  }

  /// "1 string", "12 strings".
  static func strings(_ count: Int) -> String { Plural.count(count, "string") }

  mutating func carryOut(_ choice: ReviewChoice) {
    switch choice {
    case .accept(let item):
      guard reviewSession?.current == item else { return }
      accept(item)
    case .acceptAll(let includingSkipped):
      let indices = acceptableReviewItems(includingSkipped: includingSkipped)
      guard let session = reviewSession else { return }
      let items = indices.map { session.items[$0] }
      let what = EditorState.strings(items.count)
      let change = catalog.changeAcceptingItems(items, label: "accept \(what) in review")
      guard performEdit(change, otherwise: "Nothing left to accept") else { return }
      let depth = undoDepth
      reviewSession?.record(.accepted, items: indices, isBulk: true, undoDepth: depth)
      reviewSession?.position = session.items.count
      showMessage("Accepted \(what) · u undoes them as one step")
    }
  }
}

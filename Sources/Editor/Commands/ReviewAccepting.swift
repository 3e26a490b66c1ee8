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
  /// and that still needs review (indices into the queue), in whichever catalog of the workspace
  /// it is — the queue the card counts — or only in `catalog`.
  private func acceptableReviewItems(includingSkipped: Bool, catalog member: Int? = nil) -> [Int] {
    guard let session = reviewSession else { return [] }
    return session.items.indices.filter { index in
      let outcome = session.outcomes[index]
      guard outcome == nil || (includingSkipped && outcome == .skipped) else { return false }
      let itemCatalog = session.catalogs[index]
      guard member == nil || member == itemCatalog, workspace.members.indices.contains(itemCatalog) else { return false }
      let item = session.items[index]
      return workspace[itemCatalog].catalog.strings[item.key]?.localization(item.language)?.awaitsReview ?? false
    }
  }

  /// `A`: names exactly what it will accept, skipped items and check errors included; when the
  /// queue spans several catalogs, it also offers only the current item's catalog.
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
      let member = session.catalogs[index]
      guard let entry = workspace[member].catalog.strings[item.key] else { return false }
      return caches[member].checks.marks(key: item.key, entry: entry).hasError(in: item.language)
    }
    let count = indices.count
    let catalogCount = Set(indices.map { session.catalogs[$0] }).count
    let across = catalogCount > 1 ? " in \(catalogCount) catalogs" : ""
    var question = "Accept all \(Plural.count(count, "remaining string"))\(across) (\(session.scope))"
    if skipped > 0 { question += ", including \(skipped) skipped" }
    if errors > 0 { question += ", \(errors) with a check error" }
    var choices: [(letter: Character, action: ChoicePrompt.Action)] = [("y", .review(.acceptAll(includingSkipped: true)))]
    var answers = "(y)es"
    if skipped > 0 && skipped < indices.count {
      choices.append(("w", .review(.acceptAll(includingSkipped: false))))
      answers += " · (w)ithout the skipped: \(indices.count - skipped)"
    }
    if catalogCount > 1 {
      let member = session.currentCatalog
      let here = acceptableReviewItems(includingSkipped: true, catalog: member).count
      choices.append(("c", .review(.acceptAll(includingSkipped: true, catalog: member))))
      answers += " · (c)this catalog only: \(here)"
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
    case .acceptAll(let includingSkipped, let only):
      acceptAll(includingSkipped: includingSkipped, catalog: only)
    }
  }

  /// One undoable change per catalog (one step for a single catalog), each a step of the queue.
  private mutating func acceptAll(includingSkipped: Bool, catalog only: Int?) {
    let indices = acceptableReviewItems(includingSkipped: includingSkipped, catalog: only)
    guard let session = reviewSession else { return }
    var accepted = 0
    var catalogs = 0
    for member in workspace.members.indices {
      let here = indices.filter { session.catalogs[$0] == member }
      guard !here.isEmpty else { continue }
      let items = here.map { session.items[$0] }
      let change = workspace[member].catalog.changeAcceptingItems(items, label: "accept \(EditorState.strings(items.count)) in review")
      guard let change else { continue }
      perform(change, in: member)
      let depth = undoDepth
      reviewSession?.record(.accepted, items: here, isBulk: true, undoDepth: depth)
      accepted += items.count
      catalogs += 1
    }
    guard accepted > 0 else {
      showMessage("Nothing left to accept")
      return
    }
    // The whole queue: finished. One catalog: on to the next item nothing was decided for.
    if let after = reviewSession {
      let next = only == nil ? nil : after.items.indices.first { $0 >= after.position && after.outcomes[$0] == nil }
      reviewSession?.position = next ?? after.items.count
    }
    let steps = catalogs > 1 ? " in \(catalogs) catalogs · u undoes one catalog at a time" : " · u undoes them as one step"
    showMessage("Accepted \(EditorState.strings(accepted))" + steps)
  }
}

import MCP
import StringCatalog

/// What a reviewer does with one string, as review mode (`R`) does it.
enum ReviewAction: String, CaseIterable {
  /// needs review / machine-translated (or a rejected text) → translated.
  case accept
  /// → new, the text kept for a translator.
  case reject
  /// The translation removed: the string is missing again.
  case rejectAndClear = "reject_and_clear"
}

extension AgentWorkspace {
  /// `get_review_queue`: every string awaiting review (needs review or machine-translated, at
  /// any depth of its forms), in workspace and catalog order, as review mode walks them.
  mutating func reviewQueue(_ arguments: ToolArguments) throws(ToolError) -> Value {
    let language = try arguments.optionalString("language")
    if let language { try Self.checkLanguage(language) }
    let page = try Page(arguments)
    let catalogName = try arguments.optionalString("catalog")
    let listing = ["review", catalogName ?? "", language ?? ""]
    let queue: [Listings.Cell]
    if let known = listings.known(listing) {
      queue = known
    } else {
      var found: [Listings.Cell] = []
      for member in try members(catalogName) {
        let catalog = self.catalog(member)
        for item in catalog.needsReviewItems(languages: language.map { [$0] } ?? catalog.languages) {
          guard let index = catalog.strings.index(of: item.key) else { continue }
          found.append(Listings.Cell(member: member, index: index, language: item.language))
        }
      }
      listings.keep(found, for: listing)
      queue = found
    }
    let (cells, nextCursor) = page.slice(queue)
    var result: [String: Value] = [
      "items": .array(cells.map { stringItem(member: $0.member, index: $0.index, language: $0.language) }),
      "total": .int(queue.count),
    ]
    if let nextCursor { result["nextCursor"] = .string(nextCursor) }
    return .object(result)
  }

  /// `review_translations`: accept, reject or reject-and-clear each string, checked against the
  /// revision read; one change and one save per catalog.
  mutating func reviewTranslations(_ arguments: ToolArguments) throws(ToolError) -> Value {
    let values = try arguments.array("items")
    guard !values.isEmpty else { throw ToolError("“items” is empty: nothing to review") }
    guard values.count <= Self.maximumBatch else {
      throw ToolError("a batch holds at most \(Self.maximumBatch) items; this one has \(values.count): send them in parts")
    }
    var results = [ItemResult](repeating: ItemResult(), count: values.count)
    var decided: [(index: Int, member: Int, cell: ReviewItem, action: ReviewAction)] = []
    for (index, value) in values.enumerated() {
      do throws(ToolError) {
        guard case .object(let members) = value else { throw ToolError("each item must be an object") }
        let item = try ToolArguments(members, accepted: ["catalog", "key", "language", "revision", "action"])
        let catalogName = try item.string("catalog")
        let key = try item.string("key")
        let language = try item.string("language")
        results[index].catalog = catalogName
        results[index].key = key
        results[index].language = language
        try Self.checkLanguage(language)
        let actionName = try item.string("action")
        guard let action = ReviewAction(rawValue: actionName) else {
          throw ToolError("“action” must be one of \(ReviewAction.allCases.map(\.rawValue).joined(separator: ", ")); it is “\(actionName)”")
        }
        let member = try member(catalogName)
        try checkReview(key: key, language: language, revision: item.string("revision"), action: action, member: member)
        decided.append((index, member, ReviewItem(key: key, language: language), action))
        results[index].error = nil
      } catch {
        results[index].error = error.message
      }
    }
    var written: [String] = []
    for member in Self.inOrder(decided.map(\.member)) {
      let mine = decided.filter { $0.member == member }
      guard let change = reviewChange(mine.map { ($0.cell, $0.action) }, member: member) else { continue }
      switch write(change, member: member) {
      case .saved:
        written.append(name(member))
      case .changedOnDisk:
        for item in mine { results[item.index].error = "\(name(member)) changed on disk while saving: nothing was written; read the queue again" }
      case .failed(let reason):
        for item in mine { results[item.index].error = "\(name(member)) could not be saved: \(reason)" }
      }
    }
    let accepted = results.filter { $0.error == nil }.count
    return .object([
      "results": .array(results.map(\.value)), "accepted": .int(accepted), "refused": .int(results.count - accepted),
      "saved": .array(written.map(Value.string)),
    ])
  }

  private func checkReview(key: String, language: String, revision: String, action: ReviewAction, member: Int) throws(ToolError) {
    let catalog = self.catalog(member)
    guard let entry = catalog.strings[key] else { throw ToolError("no key “\(key)” in \(name(member))") }
    guard let read = Revision(revision) else {
      throw ToolError("“revision” must be the revision get_review_queue or get_strings gave for this string")
    }
    let now = Revision(entry: entry, key: key, language: language, sourceLanguage: catalog.sourceLanguage)
    if read != now {
      throw ToolError("“\(key)” (\(language)) changed since you read it: read the queue again before deciding")
    }
    guard let localization = entry.localization(language) else { throw ToolError("“\(key)” has no \(language) translation to review") }
    if action == .accept && !localization.awaitsReview {
      var hasText = false
      localization.forEachLeafValue { hasText = hasText || !$0.isEmpty }
      if !(localization.worstState == .new && hasText) {
        throw ToolError("nothing to accept: the \(language) string of “\(key)” is \(localization.worstState?.rawValue ?? "empty")")
      }
    }
  }

  /// One change for all of a catalog's decisions, in the order given.
  private func reviewChange(_ decisions: [(cell: ReviewItem, action: ReviewAction)], member: Int) -> CatalogChange? {
    var catalog = self.catalog(member)
    var edits: [CatalogEdit] = []
    for (cell, action) in decisions {
      let step: CatalogChange?
      switch action {
      case .accept:
        let awaits = catalog.strings[cell.key]?.localization(cell.language)?.awaitsReview == true
        step = awaits
          ? catalog.changeAcceptingItems([cell], label: "accept") : catalog.changeAcceptingNewText([cell], label: "accept")
      case .reject:
        step = catalog.changeRejecting([cell], label: "reject")
      case .rejectAndClear:
        guard var entry = catalog.strings[cell.key] else { continue }
        entry.setLocalization(nil, for: cell.language)
        step = CatalogChange(label: "reject and clear", edits: [.put(key: cell.key, entry: entry)])
      }
      guard let step else { continue }
      for edit in step.edits {
        _ = catalog.apply(edit)
        // One put per key, the last: a key decided twice (two languages) is one edit.
        edits.removeAll { $0.key == edit.key }
        edits.append(edit)
      }
    }
    return edits.isEmpty ? nil : CatalogChange(label: "agent review: \(Plural.count(decisions.count, "string"))", edits: edits)
  }
}

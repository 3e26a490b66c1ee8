import StringCatalog

/// The conflict view: opened after a reload or a restore found leaves changed on both sides. Per
/// leaf: keep mine, take theirs, or edit; when the last one is decided, the decisions are applied
/// as one undoable change.
extension EditorState {
  /// Shows `conflicts` (from `origin`) in the conflict view, on top of whatever is open; more
  /// conflicts while the view is open join it. `theirsLabel` names the other side's version.
  /// `reviewing`: the changes since a revision, where each decision is its own undoable edit
  /// and the base is not shown. `catalog`: the workspace catalog the leaves belong to; each
  /// catalog's conflicts get a view of their own, shown one after another.
  package mutating func openConflicts(
    _ conflicts: [EntryConflict], catalog: Int = 0, origin: String, theirsLabel: String = "on disk", reviewing: Bool = false
  ) {
    guard !conflicts.isEmpty else { return }
    if var session = conflictSession, session.catalog == catalog {
      session.append(conflicts)
      conflictSession = session
    } else {
      layer = nil
      var session = ConflictSession(conflicts: conflicts, catalog: catalog, origin: origin, theirsLabel: theirsLabel)
      session.showsBase = !reviewing
      session.appliesEachDecision = reviewing
      modes.append(.conflicts(session))
    }
  }

  /// True while the conflict view holds leaves not yet applied to the buffer.
  package var hasOpenConflicts: Bool {
    modes.contains { if case .conflicts = $0 { return true } else { return false } }
  }

  var conflictSession: ConflictSession? {
    get {
      if case .conflicts(let session)? = modes.last { return session }
      return nil
    }
    set {
      guard let newValue, case .conflicts? = modes.last else { return }
      modes[modes.count - 1] = .conflicts(newValue)
    }
  }

  static func undecidedMessage(_ count: Int, keepingMine: String = "yours", takingTheirs: String = "the file's") -> String {
    "\(Plural.count(count, "conflict")) undecided: m keeps \(keepingMine) · t takes \(takingTheirs) · e edits"
  }

  mutating func runConflictCommand(_ command: Command) -> [EditorEffect] {
    guard var session = conflictSession else { return [] }
    switch command {
    case .listUp: session.selection = max(0, session.selection - 1)
    case .listDown: session.selection = min(session.items.count - 1, session.selection + 1)
    case .listFirst: session.selection = 0
    case .listLast: session.selection = max(0, session.items.count - 1)
    case .conflictKeepMine: return decide(.mine, in: &session)
    case .conflictTakeTheirs: return decide(.theirs, in: &session)
    case .conflictKeepAllMine: return decideAll(.mine, in: &session)
    case .conflictTakeAllTheirs: return decideAll(.theirs, in: &session)
    case .conflictEdit: editConflict(session)
    case .save: return save()
    case .quit: return quit()
    case .help: layer = .help(HelpOverlay())
    default: break
    }
    conflictSession = session
    return []
  }

  private mutating func decide(_ decision: LeafResolution, in session: inout ConflictSession) -> [EditorEffect] {
    guard let item = session.current else { return [] }
    session.items[session.selection].decision = decision
    if session.appliesEachDecision {
      let conflict = session.conflict(of: item)
      let resolved = conflict.resolved(session.resolutions(ofConflict: item.conflict))
      if resolved != catalog.strings[conflict.key] {
        let verb = decision == .theirs ? "revert" : decision == .mine ? "keep" : "edit"
        let edit: CatalogEdit = resolved.map { .put(key: conflict.key, entry: $0) } ?? .remove(key: conflict.key)
        perform(CatalogChange(label: "\(verb) \(conflict.key) · \(item.path)", edits: [edit]), in: session.catalog)
      }
    }
    session.selectNextUndecided()
    conflictSession = session
    finishConflictsIfDecided()
    return []
  }

  private mutating func decideAll(_ decision: LeafResolution, in session: inout ConflictSession) -> [EditorEffect] {
    for index in session.items.indices where session.items[index].decision == nil {
      session.items[index].decision = decision
    }
    conflictSession = session
    finishConflictsIfDecided()
    return []
  }

  private mutating func editConflict(_ session: ConflictSession) {
    guard let item = session.current else { return }
    guard let text = session.conflict(of: item).editableText(at: item.path) else {
      showMessage("Only a text can be edited here: m keeps \(session.keepingMine), t takes \(session.takingTheirs)", isError: true)
      return
    }
    layer = .textEditor(TextEditSession(target: .conflict(item: session.selection), buffer: TextBuffer(text)))
  }

  /// The inline editor's Enter on a conflict: the typed text is the decision.
  mutating func commitConflictEdit(_ text: String, item index: Int) {
    guard var session = conflictSession, session.items.indices.contains(index) else { return }
    session.selection = index
    _ = decide(.edited(text), in: &session)
  }

  /// Applies every decision as one change once nothing is left undecided, and closes the view.
  private mutating func finishConflictsIfDecided() {
    guard let session = conflictSession, session.undecidedCount == 0 else { return }
    if let keyMerge = session.keyMerge, let conflict = session.conflicts.first {
      modes.removeLast()
      perform(keyMerge.change(merging: conflict.resolved(session.resolutions(ofConflict: 0))), in: session.catalog)
      reveal(key: keyMerge.new, catalog: session.catalog)
      showMessage("Merged \"\(CellDisplay.oneLine(keyMerge.old))\" into \"\(CellDisplay.oneLine(keyMerge.new))\" · u undoes")
      return
    }
    var edits: [CatalogEdit] = []
    for index in session.conflicts.indices {
      let conflict = session.conflicts[index]
      let resolved = conflict.resolved(session.resolutions(ofConflict: index))
      if resolved != workspace[session.catalog].catalog.strings[conflict.key] {
        edits.append(resolved.map { .put(key: conflict.key, entry: $0) } ?? .remove(key: conflict.key))
      }
    }
    modes.removeLast()
    let count = session.items.count
    perform(CatalogChange(label: "decide \(Plural.count(count, "conflict"))", edits: edits), in: session.catalog)
    let mine = session.items.filter { $0.decision == .mine }.count
    let theirs = session.items.filter { $0.decision == .theirs }.count
    let edited = count - mine - theirs
    let all = count == 1 ? "The conflict is decided" : "All \(count) conflicts decided"
    showMessage("\(all): \(mine) yours · \(theirs) from the file · \(edited) edited · Ctrl-S saves")
  }
}

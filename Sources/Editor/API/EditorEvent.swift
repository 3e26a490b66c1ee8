import StringCatalog
import TerminalScreen

/// Everything that reaches the editor once it runs: a key, and what the app did for it or
/// noticed on its own (a save's outcome, a translation batch, catalogs arriving, the code's
/// uses, a change on disk). One type, handed to one `EditorState.update`, which answers with
/// effects as values — bubbletea's shape: the app carries the effects out and sends back what
/// came of them as events.
package enum EditorEvent {
  /// A key pressed (pasted text arrives as one `.paste` key).
  case key(Key)
  /// The saves asked for (`.save`, `.saveAndQuit`, `.overwrite`, `.saveOverwritingReadOnly`)
  /// ended: the documents written, and the catalogs that were not (they stay modified).
  case saved([Int: CatalogDocument], failed: [Int: SaveOutcome])
  /// `.reload` read a catalog again, its unsaved edits merged in; `conflicts`: the leaves changed
  /// on both sides, for the conflict view.
  case reloaded(member: Int, document: CatalogDocument, message: String, conflicts: [EntryConflict], origin: String)
  /// Files someone else wrote, read in (and ones that could not be read).
  case changedOnDisk([DiskChange], failures: [DiskReadFailure])
  /// How many of the cells asked for with `.translate` are done.
  case translationProgress(done: Int)
  /// The translation ended: its results become one undo step per catalog; `stopped` says why it
  /// ended early.
  case translationEnded(TranslationBatch)
  /// The whole catalog, read while its first entries were shown.
  case wholeCatalogRead(CatalogDocument)
  /// A group of an app's catalogs read after the first screen.
  case catalogsArrived(ArrivingGroup)
  /// The app has started reading its code for the code context.
  case codeScanStarted
  /// The code's uses of the keys (or why they could not be read).
  case codeScanEnded(Result<CodeUses, CodeScanError>)
  /// Leaves to decide in the conflict view: the changes since a revision (`:since`), a git
  /// merge's conflicts, or restored edits that met changes on disk.
  case conflictsFound(ConflictsFound)
  /// Words for the message line from the app (a failure carrying out an effect, a notice).
  case message(String)
}

/// A machine translation's results, as `.translationEnded` brings them.
package struct TranslationBatch {
  package var results: [(item: TranslationItem, value: TranslationText)]
  package var failures: [(cell: TranslationCell, reason: String)]
  /// The state results take: `needs_review`, or `machine_translated`.
  package var state: TranslationState
  package var stopped: String?

  package init(
    results: [(item: TranslationItem, value: TranslationText)] = [], failures: [(cell: TranslationCell, reason: String)] = [],
    state: TranslationState = .needsReview, stopped: String? = nil
  ) {
    self.results = results
    self.failures = failures
    self.state = state
    self.stopped = stopped
  }
}

/// Catalogs that arrived, with their `.glossa.yml` rules and app languages.
package struct ArrivingGroup {
  package var members: [Workspace.Member]
  package var broken: [Workspace.BrokenMember]
  /// Each new catalog's rules, in order (empty: the editor's own).
  package var workbenches: [WorkbenchRules]
  package var appLanguages: [String]

  package init(
    members: [Workspace.Member], broken: [Workspace.BrokenMember] = [], workbenches: [WorkbenchRules] = [],
    appLanguages: [String] = []
  ) {
    self.members = members
    self.broken = broken
    self.workbenches = workbenches
    self.appLanguages = appLanguages
  }
}

/// Leaves for the conflict view (see `EditorState.openConflicts`).
package struct ConflictsFound {
  package var conflicts: [EntryConflict]
  package var catalog: Int
  package var origin: String
  package var theirsLabel: String
  package var reviewing: Bool

  package init(
    _ conflicts: [EntryConflict], catalog: Int, origin: String, theirsLabel: String = "on disk", reviewing: Bool = false
  ) {
    self.conflicts = conflicts
    self.catalog = catalog
    self.origin = origin
    self.theirsLabel = theirsLabel
    self.reviewing = reviewing
  }
}

extension EditorState {
  /// The one way in once the editor runs: takes `event`, returns the effects for the app to carry
  /// out, in order. When the event changed catalogs, the first effect is `.journal` with the
  /// steps to append to the recovery journal before anything else happens (a save, a quit).
  package mutating func update(_ event: EditorEvent) -> [EditorEffect] {
    var effects: [EditorEffect] = []
    switch event {
    case .key(let key):
      effects = handle(key)
    case .saved(let saved, let failed):
      effects = saveFinished(saved: saved, failed: failed)
    case .reloaded(let member, let document, let message, let conflicts, let origin):
      replaceDocument(document, member: member, message: message)
      openConflicts(conflicts, catalog: member, origin: origin)
    case .changedOnDisk(let changes, let failures):
      takeChangesFromDisk(changes, failures: failures)
    case .translationProgress(let done):
      translationProgress(done: done)
    case .translationEnded(let batch):
      effects = translationFinished(
        results: batch.results, failures: batch.failures, state: batch.state, stopped: batch.stopped)
    case .wholeCatalogRead(let document):
      adoptWholeCatalog(document)
    case .catalogsArrived(let group):
      appendMembers(group.members, broken: group.broken, workbenches: group.workbenches, appLanguages: group.appLanguages)
    case .codeScanStarted:
      // Places already found stay shown while a later catalog's folders are scanned.
      if case .off = codeContext { codeScanStarted() }
    case .codeScanEnded(let result):
      adoptCodeUses(result)
    case .conflictsFound(let found):
      openConflicts(
        found.conflicts, catalog: found.catalog, origin: found.origin, theirsLabel: found.theirsLabel,
        reviewing: found.reviewing)
    case .message(let text):
      showMessage(text)
    }
    let steps = takeJournalSteps()
    return steps.isEmpty ? effects : [.journal(steps)] + effects
  }
}

import CatalogWorkspace
import Editor
import Foundation
import StringCatalog
import TerminalScreen

/// Runs the editor on a terminal: keys in, effects out, screens drawn. The editor itself is plain
/// Swift; this is the only place that does its file work and talks to the `TerminalDevice` (the
/// curses one in `glossa`, an in-memory one in tests).
package struct EditorSession {
  package var state: EditorState
  /// The machine translation running for `T` / `:translate`, if any.
  var translation: EditorTranslationJob?
  /// Per catalog, a git merge's conflicts: the record goes once they are decided and saved.
  var mergeConflicts: [Int: PendingMergeConflicts] = [:]
  /// False for the scratch copy of the sample: its path is new each run, so a choice made with
  /// `L` would only leave a file behind.
  package var keepsShownLanguages = true
  /// Every committed change, appended before the next key is read (see `RecoveryJournal`).
  var journal: JournalKeeper
  /// What the start-up restored, released from its old journal once ours holds it.
  private let recovery: RecoveryPrompt.Outcome
  /// A large app's catalogs still being read after the first screen.
  package var arriving: ArrivingCatalogs?
  /// A large catalog read whole while the editor shows its first entries.
  package var wholeCatalog: BackgroundOpen?
  /// The app's code being read for the code context (`sources:`, `--sources`).
  package var codeScans = CodeScans()
  /// Each `.glossa.yml` read for arriving catalogs, and the git worktrees met.
  var arrivingConfigs: [String: GlossaConfig] = [:]
  /// The app languages of arriving catalogs (each Xcode project and `.glossa.yml` read once).
  var arrivingAppLanguages = AppLanguageLookup(reportsProblems: false)
  var worktrees: [GitWorktree] = []
  var outsideWorktrees: Set<String> = []
  /// Reads the catalogs at a git revision for `:since REF` (git is the command line's to run).
  package var readRevision: RevisionReader = { _, _ in .failure(RevisionReadError(description: "git is not available here")) }
  /// Where the journal and the shown languages are kept (`XDG_STATE_HOME`, `TMPDIR`).
  let environment: [String: String]
  /// Notices catalogs someone else writes while the editor is open.
  var diskWatch = EditorDiskWatch()
  /// The editor asked to quit (a `.quit` effect): the loop ends after the current event.
  private var quitRequested = false

  package init(
    recovery: RecoveryPrompt.Outcome, languages: [String]?, readOnly: Bool, displayPath: String,
    workbenches: [EditorWorkbench] = [], memory: [TranslationMemory.Source] = [],
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) {
    let first = workbenches.first ?? EditorWorkbench()
    var options = EditorOptions(
      languages: languages, readOnly: readOnly, displayPath: displayPath, workbench: first.rules,
      spellChecker: first.spellChecker, memory: memory)
    options.catalogWorkbenches = workbenches.map(\.rules)
    options.appLanguages = AppLanguageLookup.languages(of: recovery.workspace)
    state = EditorState(workspace: recovery.workspace, options: options)
    self.recovery = recovery
    journal = JournalKeeper(readOnly: readOnly, environment: environment)
    self.environment = environment
    for (member, conflicts) in recovery.conflicts {
      state.openConflicts(conflicts, catalog: member, origin: "restoring unsaved edits")
    }
  }

  /// Lists the leaves that differ from each catalog at a git revision (nil: it did not exist
  /// then) in the conflict view: keep yours accepts a change, take theirs reverts it.
  package mutating func openChangesSince(_ name: String, revisions: [Int: Catalog?]) {
    var total = 0
    for (member, revision) in revisions.sorted(by: { $0.key < $1.key }) {
      let current = state.workspace[member].catalog
      let old = revision ?? Catalog(sourceLanguage: current.sourceLanguage, version: current.version)
      let changes = SinceReview.conflicts(current: current, revision: old)
      total += changes.count
      let label = name.count <= 6 ? "at " + name : "was"
      send(
        .conflictsFound(
          ConflictsFound(
            changes, catalog: member, origin: "changes since \(name): m keep mine · t take theirs (\(name)'s value)",
            theirsLabel: label, reviewing: true)))
    }
    if total == 0 { state.showStartMessage("No changes since \(name)") }
  }

  /// Runs until the user quits, input closes or the catalog turns out unreadable; returns the
  /// exit status and what to print once the terminal is given back.
  package mutating func run(on terminal: some TerminalDevice) -> EditorExit {
    // Here, not in init: its message ("Enter commits it, Esc drops it") comes after the start
    // messages (spelling notice, broken catalogs), as the restored edits' message does.
    if let draft = recovery.draft { state.restoreDraft(draft) }
    if let warning = journal.start(state: state) { send(.message(warning)) }
    // The restored edits are in this editor's journal now: the old one can let go of them.
    if journal.isDurable { recovery.releaseSources() }
    terminal.setEmergencyHook {
      RecoveryJournal.emergencySync()
      ScratchCopy.removeCurrent()
    }
    if recovery.restoredEdits > 0 && state.openDraft == nil {
      send(.message("Restored \(Plural.count(recovery.restoredEdits, "unsaved edit")) from a stopped editor"))
    }
    diskWatch.remember(state.workspace.members.map(\.document))
    var needsDraw = true
    while true {
      if needsDraw {
        let size = terminal.size
        let frame = state.render(width: size.width, height: size.height)
        terminal.draw(frame.screen, cursor: frame.cursor)
      }
      needsDraw = true
      // The whole catalog is read once its first entries are on the screen.
      wholeCatalog?.start()
      // Poll the translation between keys, redrawing its progress; flush the journal on time
      // even when no key comes; look at the catalogs' files. The whole catalog is taken as soon
      // as it is read.
      let polling = translation != nil || arriving != nil || codeScans.isRunning
      let working = polling || journal.hasPendingWork(state: state) || wholeCatalog != nil
      let wait: Int32 = wholeCatalog != nil ? 20 : polling ? 100 : EditorDiskWatch.idleWait
      guard let key = terminal.readKey(waitingAtMost: wait) else {
        if let failure = takeFinishedJobs() { return fail(failure, terminal: terminal) }
        journal.idle(state: state)
        // Nothing came and nothing ran: the screen is as drawn unless a file was taken in.
        needsDraw = followDisk() || working
        if quitRequested { return quit(terminal) }
        continue
      }
      if key == .inputClosed {
        journal.keep()
        terminal.shutdown()
        if let kept = journal.path, state.workspace.isModified {
          return EditorExit(status: 1, message: "glossa: input closed; unsaved edits kept in \(kept)")
        }
        return EditorExit(status: 1)
      }
      // A key that needs more than the first entries waits for the whole catalog (a moment).
      if wholeCatalog != nil, !state.answersWhileReadingRest(key),
        let failure = absorbWholeCatalog(waiting: true)
      {
        return fail(failure, terminal: terminal)
      }
      send(.key(key))
      if quitRequested { return quit(terminal) }
      if let failure = takeFinishedJobs() { return fail(failure, terminal: terminal) }
      // Keys coming fast do not hold the look back: it is due every half second all the same.
      _ = followDisk()
      // The typed draft and the flush, at the journal's cadence.
      if let warning = journal.record(state: state) { send(.message(warning)) }
      if quitRequested { return quit(terminal) }
    }
  }

  /// Hands `event` to the editor and carries out the effects it returns, sending what came of
  /// each back in turn, until none is left or one is `.quit`.
  mutating func send(_ event: EditorEvent) {
    var effects = state.update(event)
    while !effects.isEmpty {
      let effect = effects.removeFirst()
      if effect == .quit {
        quitRequested = true
        return
      }
      effects += perform(effect)
    }
  }

  /// A quit is the user's word: what was saved is on disk, and what was not was discarded.
  private mutating func quit(_ terminal: some TerminalDevice) -> EditorExit {
    terminal.shutdown()
    journal.finish()
    return EditorExit(status: 0)
  }

  /// The catalog could not be read after all: nothing was changed, so the editor ends with the
  /// error, as it does when the file is read whole before the first screen.
  private mutating func fail(_ error: CatalogReadError, terminal: some TerminalDevice) -> EditorExit {
    terminal.shutdown()
    journal.finish()
    return EditorExit(status: 2, message: error.description)
  }

  /// Carries out one effect; the events it leads to go to the editor at once, and the effects
  /// they return come back to be carried out next.
  private mutating func perform(_ effect: EditorEffect) -> [EditorEffect] {
    switch effect {
    case .save, .saveAndQuit:
      return save(force: false)
    case .overwrite:
      return save(force: true, only: state.changedOnDiskMembers)
    case .saveOverwritingReadOnly:
      return save(force: false, overwritingReadOnly: true)
    case .reload:
      return reload()
    case .quit:
      return [.quit]
    case .journal(let steps):
      return journal.record(steps, state: state).map { state.update(.message($0)) } ?? []
    case .translate(let cells):
      do {
        let member = state.translationCatalog ?? 0
        translation = try EditorTranslationJob(cells: cells, document: state.workspace[member])
      } catch {
        return state.update(.translationEnded(TranslationBatch(stopped: error.message)))
      }
      return []
    case .cancelTranslation:
      translation?.cancel()
      translation = nil
      return []
    case .showChangesSince(let revision):
      return showChangesSince(revision)
    case .saveShownLanguages(let languages):
      // Kept for the workspace under its first catalog, where the next open looks (one file,
      // however many catalogs the app has).
      guard keepsShownLanguages, let path = state.workspace.members.first?.document.path else { return [] }
      do {
        try ShownLanguagesFile.save(languages, for: path, environment: environment)
      } catch {
        return state.update(.message("Could not keep the languages for the next open: \(error.description)"))
      }
      return []
    }
  }

  /// `:since REF` typed in the editor: git's errors go to the message line, not the terminal.
  private mutating func showChangesSince(_ revision: String) -> [EditorEffect] {
    let paths = state.workspace.members.indices.compactMap { member in state.workspace[member].path.map { (member, $0) } }
    switch readRevision(revision, paths.map(\.1)) {
    case .success(let old):
      var revisions: [Int: Catalog?] = [:]
      for (member, path) in paths { revisions[member] = old[path] ?? nil }
      openChangesSince(revision, revisions: revisions)
      return []
    case .failure(let error):
      return state.update(.message(":since \(revision): \(error.description)"))
    }
  }
}

/// How an editor session ended: the process's exit status, and a line for standard error once
/// the terminal is given back.
package struct EditorExit: Equatable {
  package var status: Int32
  package var message: String?

  package init(status: Int32, message: String? = nil) {
    self.status = status
    self.message = message
  }
}

/// The catalogs at `paths` as they were at a git revision, by path (nil: the file did not exist
/// then); a failure in words (not a worktree, not a revision).
package typealias RevisionReader = (_ revision: String, _ paths: [String]) -> Result<[String: Catalog?], RevisionReadError>

package struct RevisionReadError: Error, CustomStringConvertible {
  package var description: String

  package init(description: String) {
    self.description = description
  }
}

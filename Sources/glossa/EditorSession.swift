import CatalogWorkspace
import Curses
import Editor
import Foundation
import StringCatalog
import TerminalScreen

/// Runs the editor on the real terminal: keys in, effects out, screens drawn. The editor itself
/// is plain Swift; this is the only place that does its file work and talks to `Terminal`.
struct EditorSession {
  var state: EditorState
  /// The machine translation running for `T` / `:translate`, if any.
  private var translation: EditorTranslationJob?
  /// Per catalog, a git merge's conflicts: the record goes once they are decided and saved.
  private var mergeConflicts: [Int: PendingMergeConflicts] = [:]
  /// False for the scratch copy of the sample: its path is new each run, so a choice made with
  /// `L` would only leave a file behind.
  var keepsShownLanguages = true
  /// Every committed change, appended before the next key is read (see `RecoveryJournal`).
  private var journal: JournalKeeper
  /// What the start-up restored, released from its old journal once ours holds it.
  private let recovery: RecoveryPrompt.Outcome
  /// A large app's catalogs still being read after the first screen.
  var arriving: ArrivingCatalogs?
  /// A large catalog read whole while the editor shows its first entries.
  var wholeCatalog: BackgroundOpen?
  /// The app's code being read for the code context (`sources:`, `--sources`).
  var codeScans = CodeScans()
  /// Each `.glossa.yml` read for arriving catalogs, and the git worktrees met.
  private var arrivingConfigs: [String: GlossaConfig] = [:]
  /// The app languages of arriving catalogs (each Xcode project and `.glossa.yml` read once).
  private var arrivingAppLanguages = AppLanguageLookup(reportsProjectProblems: false)
  private var worktrees: [GitWorktree] = []
  private var outsideWorktrees: Set<String> = []
  /// Notices catalogs someone else writes while the editor is open.
  private var diskWatch = EditorDiskWatch()

  init(
    recovery: RecoveryPrompt.Outcome, languages: [String]?, readOnly: Bool, displayPath: String,
    workbenches: [EditorWorkbench] = [], memory: [TranslationMemory.Source] = []
  ) {
    let first = workbenches.first ?? EditorWorkbench()
    var options = EditorOptions(
      languages: languages, readOnly: readOnly, displayPath: displayPath, workbench: first.rules,
      spellChecker: first.spellChecker, memory: memory)
    options.catalogWorkbenches = workbenches.map(\.rules)
    options.appLanguages = AppLanguageLookup.languages(of: recovery.workspace)
    state = EditorState(workspace: recovery.workspace, options: options)
    self.recovery = recovery
    journal = JournalKeeper(readOnly: readOnly)
    for (member, conflicts) in recovery.conflicts {
      state.openConflicts(conflicts, catalog: member, origin: "restoring unsaved edits")
    }
  }

  /// Lists the leaves that differ from each catalog at a git revision (nil: it did not exist
  /// then) in the conflict view: keep yours accepts a change, take theirs reverts it.
  mutating func openChangesSince(_ name: String, revisions: [Int: Catalog?]) {
    var total = 0
    for (member, revision) in revisions.sorted(by: { $0.key < $1.key }) {
      let current = state.workspace[member].catalog
      let old = revision ?? Catalog(sourceLanguage: current.sourceLanguage, version: current.version)
      let changes = SinceReview.conflicts(current: current, revision: old)
      total += changes.count
      let label = name.count <= 6 ? "at " + name : "was"
      state.openConflicts(
        changes, catalog: member, origin: "changes since \(name): m keep mine · t take theirs (\(name)'s value)", theirsLabel: label,
        reviewing: true)
    }
    if total == 0 { state.showStartMessage("No changes since \(name)") }
  }

  /// `:since REF` typed in the editor: git's errors go to the message line, not the terminal.
  private mutating func showChangesSince(_ revision: String) {
    let paths = state.workspace.members.indices.compactMap { member in state.workspace[member].path.map { (member, $0) } }
    switch SinceRevision.catalogs(at: revision, of: paths.map(\.1)) {
    case .success(let olds):
      var revisions: [Int: Catalog?] = [:]
      for (member, path) in paths { revisions[member] = olds[path] ?? nil }
      openChangesSince(revision, revisions: revisions)
    case .failure(let error):
      state.showMessage(":since \(revision): \(error.description)")
    }
  }

  /// Opens the conflict view on what a git merge left undecided in each catalog.
  mutating func openMergeConflicts(from first: Int = 0) {
    for member in first..<state.workspace.count {
      guard let path = state.workspace[member].path,
        let pending = PendingMergeConflicts.find(
          for: path, catalog: state.workspace[member].catalog, worktrees: &worktrees, outside: &outsideWorktrees)
      else { continue }
      mergeConflicts[member] = pending
      state.openConflicts(pending.conflicts, catalog: member, origin: PendingMergeConflicts.origin, theirsLabel: "theirs")
      if let message = pending.settledMessage {
        state.showStartMessage(message)
      } else if let first = pending.memberLines.first {
        state.showStartMessage("Ours kept for " + first)
      }
    }
  }

  /// Returns the process exit status.
  mutating func run() -> Int32 {
    let terminal: Terminal
    do {
      terminal = try Terminal()
    } catch {
      printError("glossa: \(error)")
      return 2
    }
    // Here, not in init: its message ("Enter commits it, Esc drops it") comes after the start
    // messages (spelling notice, broken catalogs), as the restored edits' message does.
    if let draft = recovery.draft { state.restoreDraft(draft) }
    journal.start(state: &state)
    // The restored edits are in this editor's journal now: the old one can let go of them.
    if journal.isDurable { recovery.releaseSources() }
    Terminal.setEmergencyHook {
      RecoveryJournal.emergencySync()
      ScratchCopy.removeCurrent()
    }
    if recovery.restoredEdits > 0 && state.openDraft == nil {
      state.showMessage("Restored \(Plural.count(recovery.restoredEdits, "unsaved edit")) from a stopped editor")
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
        pollTranslation()
        absorbArrivingCatalogs()
        adoptCodeScan()
        if let failure = absorbWholeCatalog(waiting: false) { return fail(failure, terminal: terminal) }
        journal.idle(state: state)
        // Nothing came and nothing ran: the screen is as drawn unless a file was taken in.
        needsDraw = followDisk() || working
        continue
      }
      if key == .inputClosed {
        journal.keep()
        terminal.shutdown()
        if let kept = journal.path, state.workspace.isModified {
          printError("glossa: input closed; unsaved edits kept in \(kept)")
        }
        return 1
      }
      // A key that needs more than the first entries waits for the whole catalog (a moment).
      if wholeCatalog != nil, !state.answersWhileReadingRest(key),
        let failure = absorbWholeCatalog(waiting: true)
      {
        return fail(failure, terminal: terminal)
      }
      var effects = state.handle(key)
      while !effects.isEmpty {
        let effect = effects.removeFirst()
        if effect == .quit {
          journal.record(state: &state)
          terminal.shutdown()
          // A quit is the user's word: what was saved is on disk, and what was not was discarded.
          journal.finish()
          return 0
        }
        effects += perform(effect)
      }
      pollTranslation()
      absorbArrivingCatalogs()
      adoptCodeScan()
      // Keys coming fast do not hold the look back: it is due every half second all the same.
      _ = followDisk()
      journal.record(state: &state)
    }
  }

  /// Takes in what someone else wrote to a catalog (when a look is due); the journal records the
  /// merged state as it does after a reload. True when something was taken.
  private mutating func followDisk() -> Bool {
    guard diskWatch.follow(&state) else { return false }
    journal.record(state: &state)
    return true
  }

  /// Takes the whole catalog in place of its first entries once it is read (or, `waiting`, when
  /// it is). Returns the error when the file turned out not to be a catalog past its start.
  private mutating func absorbWholeCatalog(waiting: Bool) -> CatalogReadError? {
    guard let whole = wholeCatalog, let outcome = waiting ? whole.wait() : whole.take() else { return nil }
    wholeCatalog = nil
    switch outcome {
    case .failure(let error):
      return error
    case .success(let (document, warnings)):
      state.adoptWholeCatalog(document)
      if keepsShownLanguages { openMergeConflicts() }
      if let first = warnings.first {
        let more = warnings.count > 1 ? " (and \(warnings.count - 1) more; glossa lint lists them)" : ""
        state.showMessage(first.description + more)
      }
      return nil
    }
  }

  /// The catalog could not be read after all: nothing was changed, so the editor ends with the
  /// error, as it does when the file is read whole before the first screen.
  private mutating func fail(_ error: CatalogReadError, terminal: Terminal) -> Int32 {
    terminal.shutdown()
    journal.finish()
    printError(error.description)
    return 2
  }

  /// Starts reading the app's code for the code context, off the key loop.
  mutating func startCodeScan(folders: [String]) {
    guard codeScans.scan(folders) else { return }
    // Places already found stay shown while a later catalog's folders are scanned.
    if case .off = state.codeContext { state.codeScanStarted() }
  }

  /// Hands the code scan's result to the editor once it has ended.
  private mutating func adoptCodeScan() {
    guard let result = codeScans.takeEnded() else { return }
    state.adoptCodeUses(result)
  }

  /// Adds the catalogs read since the last look, with their `.glossa.yml` and merge conflicts.
  private mutating func absorbArrivingCatalogs() {
    guard let arriving else { return }
    let (groups, done) = arriving.take()
    for group in groups {
      var workbenches: [WorkbenchRules] = []
      for member in group.members {
        let workbench = try? EditorWorkbench.load(forCatalogAt: member.document.path, read: &arrivingConfigs)
        workbenches.append((workbench ?? EditorWorkbench()).rules)
      }
      let appLanguages = arrivingAppLanguages.languages(of: group.members)
      let first = state.workspace.count
      state.appendMembers(group.members, broken: group.broken, workbenches: workbenches, appLanguages: appLanguages)
      if keepsShownLanguages { openMergeConflicts(from: first) }
    }
    if !groups.isEmpty {
      startCodeScan(folders: CodeScanJob.folders(options: [], configs: arrivingConfigs.keys.sorted().compactMap { arrivingConfigs[$0] }))
    }
    if done {
      self.arriving = nil
      let broken = state.workspace.broken.count
      let notOpened = broken > 0 ? " (\(Plural.count(broken, "catalog")) could not be read: C lists them)" : ""
      state.showMessage("All \(Plural.count(state.workspace.count, "catalog")) read\(notOpened)")
    }
  }

  private mutating func perform(_ effect: EditorEffect) -> [EditorEffect] {
    switch effect {
    case .save, .saveAndQuit:
      return save(force: false)
    case .overwrite:
      return save(force: true, only: state.changedOnDiskMembers)
    case .saveOverwritingReadOnly:
      return save(force: false, overwritingReadOnly: true)
    case .reload:
      reload()
      return []
    case .quit:
      return [.quit]
    case .translate(let cells):
      do {
        let member = state.translationCatalog ?? 0
        translation = try EditorTranslationJob(cells: cells, document: state.workspace[member])
      } catch {
        return state.translationFinished(results: [], failures: [], state: .needsReview, stopped: error.message)
      }
      return []
    case .cancelTranslation:
      translation?.cancel()
      translation = nil
      return []
    case .showChangesSince(let revision):
      showChangesSince(revision)
      return []
    case .saveShownLanguages(let languages):
      // Kept for the workspace under its first catalog, where the next open looks (one file,
      // however many catalogs the app has).
      guard keepsShownLanguages, let path = state.workspace.members.first?.document.path else { return [] }
      do {
        try ShownLanguagesFile.save(languages, for: path)
      } catch {
        state.showMessage("Could not keep the languages for the next open: \(error.description)")
      }
      return []
    }
  }

  /// Shows the translation's progress; when it has ended, hands its results to the editor (one
  /// undo step per catalog), which may ask for the next catalog's cells.
  private mutating func pollTranslation() {
    guard let job = translation else { return }
    let snapshot = job.snapshot
    guard snapshot.finished else {
      state.translationProgress(done: snapshot.doneCells)
      return
    }
    translation = nil
    var effects = state.translationFinished(
      results: snapshot.results, failures: snapshot.failures, state: .needsReview, stopped: snapshot.stopped)
    while !effects.isEmpty { effects += perform(effects.removeFirst()) }
  }

  /// Writes every catalog with unsaved changes (a single catalog is written when asked even if
  /// unchanged, as before), each with the guarded atomic save; one that fails stays modified.
  private mutating func save(force: Bool, overwritingReadOnly: Bool = false, only: [Int]? = nil) -> [EditorEffect] {
    journal.syncBeforeSave()
    let workspace = state.workspace
    let members = only ?? (workspace.count == 1 ? [0] : workspace.modifiedMembers)
    var saved: [Int: CatalogDocument] = [:]
    var failed: [Int: SaveOutcome] = [:]
    for member in members where workspace.members.indices.contains(member) {
      var document = workspace[member]
      do {
        try document.save(force: force, overwritingReadOnly: overwritingReadOnly)
        saved[member] = document
      } catch {
        switch error {
        case .changedOnDisk: failed[member] = .changedOnDisk
        case .readOnly: failed[member] = .readOnly
        case .failed(let reason): failed[member] = .failed(reason)
        }
      }
    }
    diskWatch.remember(saved.values)
    let effects = state.saveFinished(saved: saved, failed: failed)
    journal.rewriteAfterSave(state: state)
    forgetMergeRecordsIfDecided(saved: Set(saved.keys))
    return effects
  }

  private mutating func reload() {
    for member in state.changedOnDiskMembers {
      var document = state.workspace[member]
      let name = state.workspace.members[member].displayPath
      do {
        let outcome = try document.reloadFromDisk()
        state.replaceDocument(document, member: member, message: "Reloaded \(name)" + outcome.mergeSummary)
        diskWatch.remember([document])
        state.openConflicts(outcome.conflicts, catalog: member, origin: "\(name) changed on disk")
      } catch {
        state.showMessage("Reload failed: \(error.description)")
      }
    }
    journal.record(state: &state)
  }

  /// After a save with every merge conflict of a catalog decided, its record has done its work;
  /// the file is ready for `git add`.
  private mutating func forgetMergeRecordsIfDecided(saved: Set<Int>) {
    guard !state.hasOpenConflicts else { return }
    for member in saved.sorted() {
      guard let pending = mergeConflicts[member] else { continue }
      pending.removeRecord()
      mergeConflicts[member] = nil
      state.showMessage("Saved; the merge conflicts are decided: git add \(pending.relativePath)")
    }
  }
}

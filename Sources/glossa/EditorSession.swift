import Curses
import Editor
import Foundation
import StringCatalog
import TerminalScreen

/// Runs the editor on the real terminal: keys in, effects out, screens drawn. The editor itself
/// is plain Swift; this is the only place that does its file work and talks to `Terminal`.
struct EditorSession {
  var state: EditorState
  /// Recovery files restored at start: each is deleted once the file on disk holds its edits.
  private var restored: [(path: String, record: RecoveryRecord)]
  /// The machine translation running for `T` / `:translate`, if any.
  private var translation: EditorTranslationJob?
  /// A git merge's conflicts for this catalog: the record goes once they are decided and saved.
  private var mergeConflicts: PendingMergeConflicts?
  /// False for the scratch copy of the sample: its path is new each run, so a choice made with
  /// `L` would only leave a file behind.
  var keepsShownLanguages = true

  init(
    recovery: RecoveryPrompt.Outcome, languages: [String]?, readOnly: Bool, displayPath: String,
    workbench: EditorWorkbench = EditorWorkbench(),
    memory: [TranslationMemory.Source] = []
  ) {
    state = EditorState(
      document: recovery.document,
      options: EditorOptions(
        languages: languages, readOnly: readOnly, displayPath: displayPath, workbench: workbench.rules,
        spellChecker: workbench.spellChecker, memory: memory))
    restored = recovery.restored
    state.openConflicts(recovery.conflicts, origin: "restoring a recovery file")
  }

  /// Lists the leaves that differ from the catalog at a git revision (nil: it did not exist then)
  /// in the conflict view: keep yours accepts a change, take theirs reverts it.
  mutating func openChangesSince(_ name: String, revision: Catalog?) {
    let current = state.document.catalog
    let old = revision ?? Catalog(sourceLanguage: current.sourceLanguage, version: current.version)
    let changes = SinceReview.conflicts(current: current, revision: old)
    guard !changes.isEmpty else {
      state.showStartMessage("No changes since \(name)")
      return
    }
    let label = name.count <= 6 ? "at " + name : "was"
    state.openConflicts(
      changes, origin: "changes since \(name): m accepts yours · t reverts to \(name)'s", theirsLabel: label, reviewing: true)
  }

  /// `:since REF` typed in the editor: git's errors go to the message line, not the terminal.
  private mutating func showChangesSince(_ revision: String) {
    guard let path = state.document.path else { return }
    switch SinceRevision.catalog(at: revision, of: path) {
    case .success(let old): openChangesSince(revision, revision: old)
    case .failure(let error): state.showMessage(":since \(revision): \(error.description)")
    }
  }

  /// Opens the conflict view on what a git merge left undecided in this catalog.
  mutating func openMergeConflicts(_ pending: PendingMergeConflicts) {
    mergeConflicts = pending
    state.openConflicts(pending.conflicts, origin: PendingMergeConflicts.origin, theirsLabel: "theirs")
    if let message = pending.settledMessage {
      state.showStartMessage(message)
    } else if let first = pending.memberLines.first {
      state.showStartMessage("Ours kept for " + first)
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
    EmergencyRecovery.track(state.document)
    Terminal.setEmergencyHook {
      EmergencyRecovery.writeIfNeeded()
      ScratchCopy.removeCurrent()
    }
    if state.document.isModified { state.showMessage("Restored unsaved edits from the recovery file") }
    while true {
      let size = terminal.size
      let frame = state.render(width: size.width, height: size.height)
      terminal.draw(frame.screen, cursor: frame.cursor)
      let key: Key
      if translation != nil {
        // Poll the translation between keys, redrawing its progress.
        guard let read = terminal.readKey(waitingAtMost: 100) else {
          pollTranslation()
          continue
        }
        key = read
      } else {
        key = terminal.readKey()
      }
      if key == .inputClosed {
        let kept = EmergencyRecovery.writeIfNeeded()
        terminal.shutdown()
        if let kept { printError("glossa: input closed; unsaved edits kept in \(kept)") }
        return 1
      }
      var effects = state.handle(key)
      while !effects.isEmpty {
        let effect = effects.removeFirst()
        if effect == .quit {
          terminal.shutdown()
          forgetRestoredRecordsOnDisk()
          return 0
        }
        effects += perform(effect)
      }
      pollTranslation()
      EmergencyRecovery.track(state.document)
    }
  }

  private mutating func perform(_ effect: EditorEffect) -> [EditorEffect] {
    switch effect {
    case .save, .saveAndQuit:
      return save(force: false)
    case .overwrite:
      return save(force: true)
    case .saveOverwritingReadOnly:
      return save(force: false, overwritingReadOnly: true)
    case .reload:
      reload()
      return []
    case .quit:
      return [.quit]
    case .translate(let cells):
      do {
        translation = try EditorTranslationJob(cells: cells, document: state.document)
      } catch {
        state.translationFinished(results: [], failures: [], state: .needsReview, stopped: error.message)
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
      guard keepsShownLanguages, let path = state.document.path else { return [] }
      do {
        try ShownLanguagesFile.save(languages, for: path)
      } catch {
        state.showMessage("Could not keep the languages for the next open: \(error.description)")
      }
      return []
    }
  }

  /// Shows the translation's progress; when it has ended, hands its results to the editor (one
  /// undo step).
  private mutating func pollTranslation() {
    guard let job = translation else { return }
    let snapshot = job.snapshot
    guard snapshot.finished else {
      state.translationProgress(done: snapshot.doneCells)
      return
    }
    translation = nil
    state.translationFinished(
      results: snapshot.results, failures: snapshot.failures, state: .needsReview, stopped: snapshot.stopped)
  }

  private mutating func save(force: Bool, overwritingReadOnly: Bool = false) -> [EditorEffect] {
    var document = state.document
    do {
      try document.save(force: force, overwritingReadOnly: overwritingReadOnly)
      let effects = state.saveFinished(.saved(path: document.path ?? ""), savedDocument: document)
      forgetRestoredRecordsOnDisk()
      forgetMergeRecordIfDecided()
      return effects
    } catch {
      switch error {
      case .changedOnDisk: return state.saveFinished(.changedOnDisk)
      case .readOnly: return state.saveFinished(.readOnly)
      case .failed(let reason): return state.saveFinished(.failed(reason))
      }
    }
  }

  private mutating func reload() {
    var document = state.document
    do {
      let outcome = try document.reloadMergingEdits()
      var message = "Reloaded \(state.document.path ?? "the file")"
      if outcome.mergedKeys > 0 { message += "; your unsaved edits to \(outcome.mergedKeys) keys are merged in" }
      let leaves = outcome.conflicts.reduce(0) { $0 + $1.leaves.count }
      if leaves > 0 { message += "; \(leaves) changed on both sides: decide each" }
      state.replaceDocument(document, message: message)
      state.openConflicts(outcome.conflicts, origin: "the file changed on disk")
    } catch {
      state.showMessage("Reload failed: \(error.description)")
    }
  }

  /// After a save with every merge conflict decided, the record has done its work; the file is
  /// ready for `git add`.
  private mutating func forgetMergeRecordIfDecided() {
    guard let pending = mergeConflicts, !state.hasOpenConflicts else { return }
    pending.removeRecord()
    mergeConflicts = nil
    state.showMessage("Saved; the merge conflicts are decided: git add \(pending.relativePath)")
  }

  /// Deletes the restored recovery files whose every edit the file on disk now holds (or that a
  /// person decided otherwise in the conflict view); the others stay for the next open.
  private mutating func forgetRestoredRecordsOnDisk() {
    let disk = state.document.diskCatalog
    let decided = state.decidedLeaves
    restored.removeAll { file in
      guard file.record.isContained(in: disk, decided: decided) else { return false }
      RecoveryFile.remove(path: file.path)
      return true
    }
  }
}

/// What the SIGHUP/SIGTERM hook and closed input write: the unsaved edit stack of the document
/// being edited, so the next open of the same file can restore it.
enum EmergencyRecovery {
  // Written after every key on the main thread; read by the signal hook, which interrupts that
  // same thread, so there is no concurrent access. Holding the document is a copy-on-write
  // reference, so tracking costs nothing per key; the changes are derived only when written.
  nonisolated(unsafe) private static var document: CatalogDocument?

  static func track(_ document: CatalogDocument) {
    self.document = document.isModified ? document : nil
  }

  /// Writes the recovery file when there are unsaved edits; returns its path.
  @discardableResult
  static func writeIfNeeded() -> String? {
    guard let document, let path = document.path else { return nil }
    let record = RecoveryRecord(
      document: document, catalogPath: RecoveryFile.absolutePath(of: path), processID: getpid(),
      writtenAt: Int(Date().timeIntervalSince1970))
    guard !record.isEmpty else { return nil }
    return try? RecoveryFile.write(record)
  }
}

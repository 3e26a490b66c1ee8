import CatalogWorkspace
import Editor
import Foundation
import StringCatalog

/// The work the session runs beside the key loop — machine translation, the rest of a large
/// catalog or app being read, the code scan — and the merge conflicts found as catalogs open.
/// Each hands its result to the editor as an event.
extension EditorSession {
  /// Hands the editor what each job finished since the last look. Returns the error when the
  /// whole catalog turned out not to be a catalog past its start.
  mutating func takeFinishedJobs() -> CatalogReadError? {
    pollTranslation()
    absorbArrivingCatalogs()
    adoptCodeScan()
    return absorbWholeCatalog(waiting: false)
  }

  /// Starts reading the app's code for the code context, off the key loop.
  package mutating func startCodeScan(folders: [String]) {
    guard codeScans.scan(folders) else { return }
    send(.codeScanStarted)
  }

  /// Opens the conflict view on what a git merge left undecided in each catalog.
  package mutating func openMergeConflicts(from first: Int = 0) {
    for member in first..<state.workspace.count {
      var problems: [String] = []
      let pending = state.workspace[member].path.flatMap { path in
        PendingMergeConflicts.find(
          for: path, catalog: state.workspace[member].catalog, worktrees: &worktrees, outside: &outsideWorktrees,
          problems: &problems)
      }
      if let problem = problems.first { send(.message(problem)) }
      guard let pending else { continue }
      mergeConflicts[member] = pending
      send(
        .conflictsFound(
          ConflictsFound(pending.conflicts, catalog: member, origin: PendingMergeConflicts.origin, theirsLabel: "theirs")))
      if let message = pending.settledMessage {
        state.showStartMessage(message)
      } else if let first = pending.memberLines.first {
        state.showStartMessage("Ours kept for " + first)
      }
    }
  }

  /// Takes the whole catalog in place of its first entries once it is read (or, `waiting`, when
  /// it is). Returns the error when the file turned out not to be a catalog past its start.
  mutating func absorbWholeCatalog(waiting: Bool) -> CatalogReadError? {
    guard let whole = wholeCatalog, let outcome = waiting ? whole.wait() : whole.take() else { return nil }
    wholeCatalog = nil
    switch outcome {
    case .failure(let error):
      return error
    case .success(let (document, warnings)):
      send(.wholeCatalogRead(document))
      if keepsShownLanguages { openMergeConflicts() }
      if let first = warnings.first {
        let more = warnings.count > 1 ? " (and \(warnings.count - 1) more; glossa lint lists them)" : ""
        send(.message(first.description + more))
      }
      return nil
    }
  }

  /// Hands the code scan's result to the editor once it has ended.
  private mutating func adoptCodeScan() {
    guard let result = codeScans.takeEnded() else { return }
    send(.codeScanEnded(result))
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
      send(
        .catalogsArrived(
          ArrivingGroup(members: group.members, broken: group.broken, workbenches: workbenches, appLanguages: appLanguages)))
      if keepsShownLanguages { openMergeConflicts(from: first) }
    }
    if !groups.isEmpty {
      startCodeScan(folders: CodeScanJob.folders(options: [], configs: arrivingConfigs.keys.sorted().compactMap { arrivingConfigs[$0] }))
    }
    if done {
      self.arriving = nil
      let broken = state.workspace.broken.count
      let notOpened = broken > 0 ? " (\(Plural.count(broken, "catalog")) could not be read: C lists them)" : ""
      send(.message("All \(Plural.count(state.workspace.count, "catalog")) read\(notOpened)"))
    }
  }

  /// Shows the translation's progress; when it has ended, hands its results to the editor (one
  /// undo step per catalog), which may ask for the next catalog's cells.
  private mutating func pollTranslation() {
    guard let job = translation else { return }
    let snapshot = job.snapshot
    guard snapshot.finished else {
      send(.translationProgress(done: snapshot.doneCells))
      return
    }
    translation = nil
    send(
      .translationEnded(
        TranslationBatch(
          results: snapshot.results, failures: snapshot.failures, state: .needsReview, stopped: snapshot.stopped)))
  }
}

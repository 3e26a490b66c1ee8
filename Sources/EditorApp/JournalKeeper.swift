import Editor
import Foundation
import StringCatalog

/// The editor session's side of the recovery journal: hands it every step the editor took (by
/// catalog path), the text being typed at the journal's cadence, a snapshot after each save, and
/// says on the message line — at once, and at every later commit — when it cannot write.
package struct JournalKeeper {
  private var journal: RecoveryJournal?
  private let readOnly: Bool
  /// Where the journal goes (`RecoveryJournal.folders`).
  private let environment: [String: String]
  /// Why journalling is not working, shown until it works again.
  private var problem: String?
  /// The draft last handed to the journal, and when.
  private var writtenDraft: JournalDraft?
  private var draftWrittenAt = 0.0

  package init(readOnly: Bool, environment: [String: String]) {
    self.readOnly = readOnly
    self.environment = environment
  }

  package var path: String? { journal?.path }

  /// True when the journal is written and flushed without error.
  package var isDurable: Bool {
    guard let journal else { return false }
    return journal.failure == nil && !journal.needsRewrite && !journal.hasUnsyncedRecords
  }

  /// Something is waiting for the journal's cadence — records to flush, or typed text not yet
  /// written (typed within 2 s of the last draft, after the last flush): the key loop must wake
  /// up for it, or a pause in typing would leave the draft unwritten until the next key.
  package func hasPendingWork(state: EditorState) -> Bool {
    guard let journal else { return false }
    return journal.hasUnsyncedRecords || state.openDraft != writtenDraft
  }

  /// Starts this process's journal with what the workspace already holds unsaved (restored
  /// edits) and flushes it. Returns a warning for the message line when it cannot journal.
  package mutating func start(state: EditorState) -> String? {
    guard !readOnly else { return nil }
    let started = RecoveryJournal.start(environment: environment)
    journal = started.journal
    problem = started.problem
    if let journal {
      journal.rewrite(snapshot(of: state), draft: draftRecord(of: state))
      writtenDraft = state.openDraft
      if let failure = journal.failure { problem = failure }
    }
    return problem.map { "Warning: " + $0 }
  }

  /// Appends the editor's new steps (its `.journal` effect; none after a key that changed
  /// nothing) and the draft when due, then flushes when due. A step without changes asks for a
  /// whole snapshot (a reload replaced a catalog).
  /// Returns a warning for the message line when the steps are not safe from a crash (again).
  package mutating func record(_ steps: [JournalStep] = [], state: EditorState) -> String? {
    guard let journal else {
      guard !steps.isEmpty, let problem else { return nil }
      return "Warning: " + problem
    }
    var needsSnapshot = journal.needsRewrite
    for step in steps {
      guard !step.changes.isEmpty, let catalogPath = catalogPath(of: step.catalog, in: state) else {
        needsSnapshot = true
        continue
      }
      journal.append(step, catalogPath: catalogPath)
    }
    let draft = state.openDraft
    if needsSnapshot || journal.needsRewrite {
      journal.rewrite(snapshot(of: state), draft: draftRecord(of: state))
      writtenDraft = draft
    } else if draft != writtenDraft && (draft == nil || RecoveryJournal.now() - draftWrittenAt >= RecoveryJournal.syncInterval) {
      writeDraft(draft, state: state)
    }
    journal.syncIfDue()
    if let failure = journal.failure {
      guard !steps.isEmpty else { return nil }
      return relocate(after: failure, state: state) ?? "Warning: unsaved edits are not safe from a crash: \(failure)"
    } else if problem != nil, !steps.isEmpty, !journal.needsRewrite {
      problem = nil
    }
    return nil
  }

  /// The journal's folder cannot be written any more (a full disk): the journal moves to the
  /// next folder (`$TMPDIR`'s) with everything unsaved, and the old file goes; returns the
  /// message saying so. nil when no other folder takes it either.
  private mutating func relocate(after failure: String, state: EditorState) -> String? {
    guard let old = journal else { return nil }
    guard let moved = RecoveryJournal.start(environment: environment, avoiding: (old.path as NSString).deletingLastPathComponent).journal
    else { return nil }
    moved.rewrite(snapshot(of: state), draft: draftRecord(of: state))
    guard moved.failure == nil else {
      moved.remove()
      return nil
    }
    old.remove()
    journal = moved
    writtenDraft = state.openDraft
    return "Warning: \(failure); journalling to \(moved.path) instead"
  }

  /// No key for a while: the draft and the flush catch up.
  package mutating func idle(state: EditorState) {
    guard let journal else { return }
    let draft = state.openDraft
    if draft != writtenDraft { writeDraft(draft, state: state) }
    journal.syncIfDue()
  }

  private mutating func writeDraft(_ draft: JournalDraft?, state: EditorState) {
    guard let journal else { return }
    journal.recordDraft(draft, catalogPath: draft.flatMap { catalogPath(of: $0.catalog, in: state) })
    writtenDraft = draft
    draftWrittenAt = RecoveryJournal.now()
  }

  /// Everything written is made durable before a save starts.
  package func syncBeforeSave() {
    journal?.sync()
  }

  /// After a save, the journal holds only what is still unsaved.
  package mutating func rewriteAfterSave(state: EditorState) {
    guard let journal else { return }
    journal.rewrite(snapshot(of: state), draft: draftRecord(of: state))
    writtenDraft = state.openDraft
  }

  /// The terminal went away (input closed): the journal stays for the next open.
  package func keep() {
    journal?.sync()
  }

  /// A clean quit: nothing in the journal is wanted any more.
  package mutating func finish() {
    journal?.remove()
    journal = nil
  }

  private func catalogPath(of member: Int, in state: EditorState) -> String? {
    guard state.workspace.members.indices.contains(member), let path = state.workspace[member].path else { return nil }
    return RecoveryFile.absolutePath(of: path)
  }

  private func snapshot(of state: EditorState) -> [RecoveryRecord] {
    let now = Int(Date().timeIntervalSince1970)
    return state.workspace.modifiedMembers.compactMap { member in
      guard let path = catalogPath(of: member, in: state) else { return nil }
      let record = RecoveryRecord(document: state.workspace[member], catalogPath: path, processID: getpid(), writtenAt: now)
      return record.isEmpty ? nil : record
    }
  }

  private func draftRecord(of state: EditorState) -> (catalogPath: String, draft: JournalDraft)? {
    guard let draft = state.openDraft, let path = catalogPath(of: draft.catalog, in: state) else { return nil }
    return (path, draft)
  }
}

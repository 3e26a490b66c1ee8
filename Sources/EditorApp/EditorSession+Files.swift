import CatalogWorkspace
import Editor
import Foundation
import StringCatalog

/// The session's file work: guarded saves, reloads, changes someone else wrote, and the git
/// merge records a save settles. What came of each goes to the editor as an event.
extension EditorSession {
  /// Takes in what someone else wrote to a catalog (when a look is due). True when something
  /// was taken (the screen needs drawing).
  mutating func followDisk() -> Bool {
    guard let (changes, failures) = diskWatch.look(at: state) else { return false }
    send(.changedOnDisk(changes, failures: failures))
    return true
  }

  /// Writes every catalog with unsaved changes (a single catalog is written when asked even if
  /// unchanged, as before), each with the guarded atomic save; one that fails stays modified.
  mutating func save(force: Bool, overwritingReadOnly: Bool = false, only: [Int]? = nil) -> [EditorEffect] {
    journal.syncBeforeSave()
    let workspace = state.workspace
    let members = only ?? (workspace.count == 1 ? [0] : workspace.modifiedMembers)
    var saved: [Int: CatalogDocument] = [:]
    var failed: [Int: SaveOutcome] = [:]
    // The parts of one file (an .xcloc's XLIFF) are written together, in one replace, and every
    // part of that file takes the new save point, asked for or not.
    var partsAsked: [String: [Int]] = [:]
    for member in members where workspace.members.indices.contains(member) {
      if let file = workspace[member].filePart?.file {
        partsAsked[file, default: []].append(member)
        continue
      }
      var document = workspace[member]
      do {
        try document.save(force: force, overwritingReadOnly: overwritingReadOnly)
        saved[member] = document
      } catch {
        failed[member] = SaveOutcome(error)
      }
    }
    for (file, asked) in partsAsked.sorted(by: { $0.key < $1.key }) {
      let parts = workspace.members.indices.filter { workspace[$0].filePart?.file == file }
      do {
        let documents = try CatalogDocument.saveParts(
          parts.map { workspace[$0] }, force: force, overwritingReadOnly: overwritingReadOnly)
        for (member, document) in zip(parts, documents) { saved[member] = document }
      } catch {
        for member in asked { failed[member] = SaveOutcome(error) }
      }
    }
    diskWatch.remember(saved.values)
    var effects = state.update(.saved(saved, failed: failed))
    // What the save changed in the editor is journalled before the journal is rewritten to hold
    // only what is still unsaved.
    if case .journal(let steps) = effects.first {
      effects.removeFirst()
      if let warning = journal.record(steps, state: state) { effects += state.update(.message(warning)) }
    }
    journal.rewriteAfterSave(state: state)
    return effects + forgetMergeRecordsIfDecided(saved: Set(saved.keys))
  }

  /// Reads each catalog that changed on disk again, its unsaved edits merged in.
  mutating func reload() -> [EditorEffect] {
    var effects: [EditorEffect] = []
    for member in state.changedOnDiskMembers {
      var document = state.workspace[member]
      let name = state.workspace.members[member].displayPath
      do {
        let outcome = try document.reloadFromDisk()
        diskWatch.remember([document])
        effects += state.update(
          .reloaded(
            member: member, document: document, message: "Reloaded \(name)" + outcome.mergeSummary,
            conflicts: outcome.conflicts, origin: "\(name) changed on disk"))
      } catch {
        effects += state.update(.message("Reload failed: \(error.description)"))
      }
    }
    return effects
  }

  /// After a save with every merge conflict of a catalog decided, its record has done its work;
  /// the file is ready for `git add`.
  private mutating func forgetMergeRecordsIfDecided(saved: Set<Int>) -> [EditorEffect] {
    guard !state.hasOpenConflicts else { return [] }
    var effects: [EditorEffect] = []
    for member in saved.sorted() {
      guard let pending = mergeConflicts[member] else { continue }
      pending.removeRecord()
      mergeConflicts[member] = nil
      effects += state.update(.message("Saved; the merge conflicts are decided: git add \(pending.relativePath)"))
    }
    return effects
  }
}

extension SaveOutcome {
  init(_ error: CatalogDocument.SaveError) {
    switch error {
    case .changedOnDisk: self = .changedOnDisk
    case .readOnly: self = .readOnly
    case .failed(let reason): self = .failed(reason)
    }
  }
}

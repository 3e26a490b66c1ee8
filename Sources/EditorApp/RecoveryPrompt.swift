import Foundation
import StringCatalog
import TerminalScreen

/// Before the editor starts: offers the unsaved edits that stopped editors left behind for the
/// catalogs being opened — their journals (and recovery files of older Glossa versions) — one
/// at a time, newest first, each answered with one key.
package enum RecoveryPrompt {
  /// What the user chose to restore: the workspace with the edits re-applied, the leaves that
  /// changed on both sides (per catalog), the draft to offer back, and what to drop from the
  /// old journals once this editor's own journal holds the restored edits.
  package struct Outcome {
    package var workspace: Workspace
    package var conflicts: [(member: Int, conflicts: [EntryConflict])] = []
    package var draft: JournalDraft?
    package var transferred: [(journal: String, catalogs: Set<String>)] = []
    package var legacyFiles: [String] = []
    package var restoredEdits = 0

    /// Drops what was restored from where it came from: call once this editor's journal holds it.
    package func releaseSources() {
      for (journal, catalogs) in transferred { RecoveryJournal.drop(catalogs: catalogs, fromAbandoned: journal) }
      for file in legacyFiles { RecoveryFile.remove(path: file) }
    }
  }

  /// One stopped editor's unsaved edits for catalogs of this workspace.
  private struct Offer {
    package var records: [(member: Int, record: RecoveryRecord)]
    package var draft: JournalDraft?
    package var processID: Int32
    package var writtenAt: Int
    package var source: String
    /// Bytes of the journal that could not be read (damage): what they held is not offered.
    package var unreadableBytes = 0
  }

  /// `environment`: where journals are looked for (`RecoveryJournal.folders`).
  package static func offerRestore(
    into workspace: Workspace, console: some PromptConsole, environment: [String: String]
  ) -> Outcome {
    var outcome = Outcome(workspace: workspace)
    let (journals, refusals) = RecoveryJournal.abandonedJournals(environment: environment)
    // Paths from the environment and file names from a folder: escaped before they reach the terminal.
    for refusal in refusals { say(refusal, on: console) }
    for journal in journals {
      guard let contents = JournalContents.read(path: journal) else {
        say("A recovery journal could not be read and is left as it is: \(journal)", on: console)
        continue
      }
      if contents.isEmpty {
        if contents.unreadableBytes == 0 {
          unlink(journal)
        } else {
          let movedTo = RecoveryJournal.moveAside(journal)
          say(
            "No edits could be read from a damaged recovery journal (\(Plural.count(contents.unreadableBytes, "byte")) "
              + "could not be read); it is kept as \(movedTo ?? journal)", on: console)
        }
        continue
      }
      let (offer, alreadyOnDisk) = relevant(contents, source: journal, in: outcome.workspace)
      if !alreadyOnDisk.isEmpty { RecoveryJournal.drop(catalogs: alreadyOnDisk, fromAbandoned: journal) }
      guard let offer else { continue }
      let catalogs = Set(offer.records.map(\.record.catalogPath) + (contents.draft.map { [$0.catalogPath] } ?? []))
      switch ask(offer, in: outcome.workspace, console: console) {
      case "y":
        restore(offer, into: &outcome)
        outcome.transferred.append((journal, catalogs))
      case "d":
        RecoveryJournal.drop(catalogs: catalogs, fromAbandoned: journal)
      default:
        break
      }
    }
    offerLegacyFiles(into: &outcome, console: console, environment: environment)
    return outcome
  }

  /// The journal's records for members of the workspace that the files do not hold yet, and the
  /// catalogs whose records they already hold (saved after all: nothing to offer).
  private static func relevant(
    _ contents: JournalContents, source: String, in workspace: Workspace
  ) -> (offer: Offer?, alreadyOnDisk: Set<String>) {
    var records: [(member: Int, record: RecoveryRecord)] = []
    var onDisk: Set<String> = []
    for record in contents.records {
      guard let member = workspace.member(forPath: record.catalogPath) else { continue }
      if record.isContained(in: workspace[member].catalog) {
        onDisk.insert(record.catalogPath)
      } else {
        records.append((member, record))
      }
    }
    var draft: JournalDraft?
    if let typed = contents.draft, let member = workspace.member(forPath: typed.catalogPath) {
      draft = typed.draft
      draft?.catalog = member
      onDisk.remove(typed.catalogPath)
    }
    guard !records.isEmpty || draft != nil else { return (nil, onDisk) }
    let offer = Offer(
      records: records, draft: draft, processID: contents.processID, writtenAt: contents.writtenAt, source: source,
      unreadableBytes: contents.unreadableBytes)
    return (offer, onDisk)
  }

  /// Recovery files written by Glossa before the journal (one per catalog and process).
  private static func offerLegacyFiles(
    into outcome: inout Outcome, console: some PromptConsole, environment: [String: String]
  ) {
    for member in outcome.workspace.members.indices {
      guard let path = outcome.workspace[member].path else { continue }
      for file in RecoveryFile.paths(for: path, environment: environment) {
        guard let record = RecoveryFile.load(path: file) else {
          say("A recovery file for \(path) could not be read and is left as it is: \(file)", on: console)
          continue
        }
        if record.isEmpty || record.isContained(in: outcome.workspace[member].catalog) {
          RecoveryFile.remove(path: file)
          continue
        }
        let offer = Offer(
          records: [(member, record)], draft: nil, processID: record.processID, writtenAt: record.writtenAt, source: file)
        switch ask(offer, in: outcome.workspace, console: console) {
        case "y":
          restore(offer, into: &outcome)
          outcome.legacyFiles.append(file)
        case "d":
          RecoveryFile.remove(path: file)
        default:
          break
        }
      }
    }
  }

  private static func restore(_ offer: Offer, into outcome: inout Outcome) {
    for (member, record) in offer.records {
      var document = outcome.workspace[member]
      let label = "restore \(Plural.count(record.edits.count, "unsaved edit")) (editor \(record.processID))"
      let conflicts = record.restore(into: &document, label: label)
      outcome.workspace.replace(document, at: member)
      outcome.restoredEdits += record.edits.count
      if !conflicts.isEmpty { outcome.conflicts.append((member, conflicts)) }
    }
    if let draft = offer.draft { outcome.draft = draft }
  }

  /// Prints the offer and reads one key: y, n or d (anything else counts as n).
  private static func ask(_ offer: Offer, in workspace: Workspace, console: some PromptConsole) -> Character {
    // The draft's key, the catalogs' and journal's paths come from files: shown, never obeyed.
    say(describe(offer, in: workspace), on: console)
    console.write("Restore them? [y]es · [n]o, keep them for later · [d]iscard them: ")
    let answer = console.readAnswer()
    console.write((answer.map(String.init) ?? "") + "\n")
    return answer ?? "n"
  }

  /// One paragraph of text naming paths and keys from files: escaped, then wrapped to the console.
  private static func say(_ text: String, on console: some PromptConsole) {
    console.write(PromptText.wrapped(ControlEscape.escaping(text), width: console.width) + "\n")
  }

  private static func describe(_ offer: Offer, in workspace: Workspace) -> String {
    let date = Date(timeIntervalSince1970: TimeInterval(offer.writtenAt))
    let formatter = DateFormatter()
    formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
    var parts = offer.records.map { member, record in
      "\(Plural.count(record.edits.count, "key")) changed in \(workspace.members[member].displayPath)"
    }
    if let draft = offer.draft {
      parts.append("an unfinished edit of \"\(draft.key)\" (\(draft.language))")
    }
    let damage =
      offer.unreadableBytes == 0
      ? ""
      : "; it is damaged: \(Plural.count(offer.unreadableBytes, "byte")) could not be read, and the edits they held are not offered"
    return "Unsaved edits from an editor (process \(offer.processID)) that stopped at \(formatter.string(from: date)): "
      + parts.joined(separator: ", ") + " (kept in \(offer.source)\(damage))."
  }
}

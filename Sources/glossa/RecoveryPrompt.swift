import Foundation
import StringCatalog

/// Before the editor starts: offers the unsaved edits that killed editors left behind for this
/// catalog, one recovery file at a time, newest first.
enum RecoveryPrompt {
  /// What the user chose to restore: the document with the edits re-applied, the records kept
  /// until the file on disk holds them, and the leaves that changed on both sides.
  struct Outcome {
    var document: CatalogDocument
    var restored: [(path: String, record: RecoveryRecord)] = []
    var conflicts: [EntryConflict] = []
  }

  static func offerRestore(into document: CatalogDocument) -> Outcome {
    var outcome = Outcome(document: document)
    guard let path = document.path else { return outcome }
    for file in RecoveryFile.paths(for: path) {
      guard let record = RecoveryFile.load(path: file) else {
        print("A recovery file for \(path) could not be read and is left as it is: \(file)")
        continue
      }
      guard !record.isEmpty else {
        RecoveryFile.remove(path: file)
        continue
      }
      if record.isContained(in: outcome.document.catalog) {
        // Everything it holds is already in the file (saved after all): nothing to offer.
        RecoveryFile.remove(path: file)
        continue
      }
      print(describe(record, file: file, catalogPath: path))
      print("Restore them? [y]es / [n]o, keep the file / [d]elete it: ", terminator: "")
      FileHandle.standardOutput.synchronizeFile()
      let answer = readLine()?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
      switch answer.first {
      case "y":
        let label = "restore \(record.edits.count) unsaved edits (editor \(record.processID))"
        outcome.conflicts += record.restore(into: &outcome.document, label: label)
        outcome.restored.append((file, record))
      case "d":
        RecoveryFile.remove(path: file)
      default:
        break
      }
    }
    return outcome
  }

  private static func describe(_ record: RecoveryRecord, file: String, catalogPath: String) -> String {
    let date = Date(timeIntervalSince1970: TimeInterval(record.writtenAt))
    let formatter = DateFormatter()
    formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
    let keys = record.edits.count
    return "Unsaved edits to \(catalogPath) from an editor (process \(record.processID)) that stopped at "
      + "\(formatter.string(from: date)): \(keys) key\(keys == 1 ? "" : "s") changed, in \(file)."
  }
}

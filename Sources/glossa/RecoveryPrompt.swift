import Foundation
import StringCatalog

/// Before the editor starts: offers the unsaved edits a killed session left behind.
enum RecoveryPrompt {
  static func offerRestore(into document: CatalogDocument) -> CatalogDocument {
    guard let path = document.path, let changes = RecoveryFile.load(for: path), !changes.isEmpty else {
      return document
    }
    let recovery = RecoveryFile.path(for: path)
    print("Unsaved edits to \(path) from an earlier session were found (\(changes.count) changes, in \(recovery)).")
    print("Restore them? [y]es / [n]o, keep the file / [d]elete it: ", terminator: "")
    FileHandle.standardOutput.synchronizeFile()
    let answer = readLine()?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
    switch answer.first {
    case "y":
      var restored = document
      for change in changes { restored.perform(change) }
      RecoveryFile.remove(for: path)
      return restored
    case "d":
      RecoveryFile.remove(for: path)
      return document
    default:
      return document
    }
  }
}

import CatalogModel
import CatalogFiles
import CatalogEditing
import CatalogChecks
import Foundation

/// The journals of editors that stopped (quit uncleanly, killed, crashed): found by their lock,
/// which only a running editor holds, so a reused process id never hides one.
extension RecoveryJournal {
  /// Every journal whose editor is gone, newest first.
  public static func abandoned(environment: [String: String] = ProcessInfo.processInfo.environment) -> [String] {
    var found: [(path: String, time: Double)] = []
    for folder in folders(environment: environment) {
      guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
      for name in names where name.hasPrefix("journal.") && name.hasSuffix(suffix) {
        let path = folder + "/" + name
        guard isAbandoned(path) else { continue }
        let modified = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
        found.append((path, modified?.timeIntervalSince1970 ?? 0))
      }
    }
    return found.sorted { $0.time != $1.time ? $0.time > $1.time : $0.path > $1.path }.map(\.path)
  }

  /// True when no running editor holds the journal's lock.
  package static func isAbandoned(_ path: String) -> Bool {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else { return false }
    flock(descriptor, LOCK_UN)
    return true
  }

  /// Drops what an abandoned journal holds for `catalogPaths` (restored into another editor,
  /// whose own journal now holds it, or discarded by the user); deletes the journal when
  /// nothing else is left in it. The rewrite is atomic.
  public static func drop(catalogs catalogPaths: Set<String>, fromAbandoned path: String) {
    guard let contents = JournalContents.read(path: path) else { return }
    let kept = contents.records.filter { !catalogPaths.contains($0.catalogPath) }
    let draft = contents.draft.flatMap { catalogPaths.contains($0.catalogPath) ? nil : $0 }
    guard !kept.isEmpty || draft != nil else {
      unlink(path)
      return
    }
    let bytes = JournalRecord.snapshot(processID: contents.processID, time: contents.writtenAt, records: kept, draft: draft)
    try? FileBytes.writeAtomically(bytes, to: path)
  }
}

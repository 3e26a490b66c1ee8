import CatalogModel
import CatalogFiles
import CatalogEditing
import CatalogChecks
import Foundation

/// The journals of editors that stopped (quit uncleanly, killed, crashed): found by their lock,
/// which only a running editor holds, so a reused process id never hides one.
///
/// A journal is put back into a catalog at one key press, so only this user's own journals are
/// offered: in a private folder (`PrivateFolder`), regular files of this user's with mode 0600,
/// as Glossa creates them. Anything else is passed over, and `refusals` says why.
extension RecoveryJournal {
  /// Every journal whose editor is gone, newest first.
  public static func abandoned(environment: [String: String] = ProcessInfo.processInfo.environment) -> [String] {
    abandonedJournals(environment: environment).paths
  }

  /// Every journal whose editor is gone, newest first, and why others were not considered.
  public static func abandonedJournals(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> (paths: [String], refusals: [String]) {
    var found: [(path: String, time: Double)] = []
    var refusals: [String] = []
    for folder in folders(environment: environment) {
      var info = stat()
      // A folder that is not there holds nothing to refuse.
      guard lstat(folder, &info) == 0 else { continue }
      if let problem = PrivateFolder.problem(with: folder) {
        refusals.append("Journals in \(folder) are not offered: \(problem)")
        continue
      }
      guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
      for name in names where name.hasPrefix("journal.") && name.hasSuffix(suffix) {
        let path = folder + "/" + name
        if let problem = PrivateFolder.problem(withOwnFile: path) {
          refusals.append("A journal is not offered: \(problem)")
          continue
        }
        guard isAbandoned(path) else { continue }
        let modified = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
        found.append((path, modified?.timeIntervalSince1970 ?? 0))
      }
    }
    let paths = found.sorted { $0.time != $1.time ? $0.time > $1.time : $0.path > $1.path }.map(\.path)
    return (paths, refusals)
  }

  /// True when no running editor holds the journal's lock.
  package static func isAbandoned(_ path: String) -> Bool {
    let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else { return false }
    flock(descriptor, LOCK_UN)
    return true
  }

  package static let damagedSuffix = ".damaged"

  /// Moves a journal with unreadable parts aside, to `PATH.damaged` (or `PATH.RANDOM.damaged`
  /// when that is taken): kept for whatever a person or a later Glossa can still get out of it,
  /// and no longer offered. Returns the new path; nil when it could not be moved (it then stays
  /// where it is: never deleted).
  @discardableResult
  public static func moveAside(_ path: String) -> String? {
    for attempt in 0..<16 {
      let target = path + (attempt == 0 ? "" : "." + ExclusiveFile.randomSuffix()) + damagedSuffix
      // link, then unlink: unlike rename, a link never replaces a file already at the target.
      if link(path, target) == 0 {
        unlink(path)
        return target
      }
      guard errno == EEXIST else {
        // A file system without hard links: a rename to a name seen free (the folder is private).
        var info = stat()
        return lstat(target, &info) != 0 && errno == ENOENT && rename(path, target) == 0 ? target : nil
      }
    }
    return nil
  }

  /// Drops what an abandoned journal holds for `catalogPaths` (restored into another editor,
  /// whose own journal now holds it, or discarded by the user); deletes the journal when
  /// nothing else is left in it. The rewrite is atomic. A journal with unreadable parts is
  /// never rewritten or deleted: it is moved aside whole, and what is left of it for other
  /// catalogs is written to its old name.
  public static func drop(catalogs catalogPaths: Set<String>, fromAbandoned path: String) {
    guard let contents = JournalContents.read(path: path) else { return }
    let kept = contents.records.filter { !catalogPaths.contains($0.catalogPath) }
    let draft = contents.draft.flatMap { catalogPaths.contains($0.catalogPath) ? nil : $0 }
    let bytes = JournalRecord.snapshot(processID: contents.processID, time: contents.writtenAt, records: kept, draft: draft)
    if contents.unreadableBytes > 0 {
      guard moveAside(path) != nil, !kept.isEmpty || draft != nil else { return }
      writeNew(bytes, at: path)
    } else if kept.isEmpty && draft == nil {
      unlink(path)
    } else {
      try? FileBytes.writeAtomically(bytes, to: path)
    }
  }

  /// Writes `bytes` as a new journal file (mode 0600) at `path`, where nothing is any more.
  private static func writeNew(_ bytes: [UInt8], at path: String) {
    let folder = (path as NSString).deletingLastPathComponent
    let name = (path as NSString).lastPathComponent
    guard name.hasSuffix(suffix),
      let (_, descriptor) = try? ExclusiveFile.create(in: folder, name: String(name.dropLast(suffix.count)), ending: suffix)
    else { return }
    defer { close(descriptor) }
    if bytes.withUnsafeBytes({ FileBytes.writeAll($0, to: descriptor) }) == nil { fsync(descriptor) }
  }
}

import CatalogModel
import CatalogFiles
import CatalogEditing
import CatalogChecks
import Foundation

/// Unsaved edits kept on disk when an editor is killed (SIGHUP, SIGTERM, closed terminal), so the
/// next open of the same catalog can restore them.
///
/// Each process writes its own file, `NAME-HASH.PID.recovery.json` (HASH: of the catalog's
/// absolute path), so two editors on one catalog never overwrite each other's edits; the next
/// open offers every file of that catalog, newest first.
public enum RecoveryFile {
  /// `$XDG_STATE_HOME/glossa`, else `~/.local/state/glossa`.
  public static func folder(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
    if let state = environment["XDG_STATE_HOME"], !state.isEmpty { return state + "/glossa" }
    let home = environment["HOME"] ?? NSHomeDirectory()
    return home + "/.local/state/glossa"
  }

  public static func absolutePath(of catalogPath: String) -> String {
    URL(fileURLWithPath: catalogPath).standardizedFileURL.path
  }

  /// What every recovery file of `catalogPath` starts with.
  package static func prefix(for catalogPath: String) -> String {
    let absolute = absolutePath(of: catalogPath)
    let hash = String(FileFingerprint.stableHash(Array(absolute.utf8)), radix: 16)
    let name = URL(fileURLWithPath: absolute).deletingPathExtension().lastPathComponent
    return "\(name)-\(hash)."
  }

  package static let suffix = ".recovery.json"

  /// The recovery file of process `processID` for `catalogPath`.
  public static func path(
    for catalogPath: String, processID: Int32, environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> String {
    folder(environment: environment) + "/" + prefix(for: catalogPath) + "\(processID)" + suffix
  }

  /// Every recovery file of `catalogPath`, newest first.
  public static func paths(
    for catalogPath: String, environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> [String] {
    let folder = folder(environment: environment)
    let prefix = prefix(for: catalogPath)
    // Only from a folder no one else may write, as the journals (see `PrivateFolder`).
    guard PrivateFolder.problem(with: folder) == nil,
      let names = try? FileManager.default.contentsOfDirectory(atPath: folder)
    else { return [] }
    let found = names.filter { name in
      guard name.hasPrefix(prefix), name.hasSuffix(suffix), name.count > prefix.count + suffix.count else { return false }
      var info = stat()
      guard lstat(folder + "/" + name, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_uid == geteuid() else {
        return false
      }
      let middle = name.dropFirst(prefix.count).dropLast(suffix.count)
      return middle.allSatisfy(\.isASCII) && middle.allSatisfy(\.isNumber)
    }
    let dated = found.map { name -> (path: String, time: Double) in
      let path = folder + "/" + name
      let modified = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
      return (path, modified?.timeIntervalSince1970 ?? 0)
    }
    return dated.sorted { $0.time != $1.time ? $0.time > $1.time : $0.path > $1.path }.map(\.path)
  }

  /// Writes `record` as its process's file (creating the folder); returns the file's path.
  @discardableResult
  public static func write(
    _ record: RecoveryRecord, environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws(FileBytes.Failure) -> String {
    let target = path(for: record.catalogPath, processID: record.processID, environment: environment)
    try createFolder(containing: target)
    try FileBytes.writeAtomically(RecoveryCoding.encode(record), to: target)
    return target
  }

  /// Creates the state folder a file of it is about to be written to (mode 0700: it holds the
  /// journals, which only this user may write; see `PrivateFolder`).
  package static func createFolder(containing target: String) throws(FileBytes.Failure) {
    try PrivateFolder.create((target as NSString).deletingLastPathComponent)
  }

  /// The record in the file at `path`, if it exists and is readable.
  public static func load(path: String) -> RecoveryRecord? {
    guard let bytes = try? FileBytes.read(path: path) else { return nil }
    return try? RecoveryCoding.decode(bytes)
  }

  public static func remove(path: String) {
    unlink(path)
  }
}

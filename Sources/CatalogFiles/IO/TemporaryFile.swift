import CatalogModel
import CTempFiles
import Foundation

/// The temporary file an atomic write fills before renaming it over its target.
///
/// It lives beside the target (a rename cannot cross file systems) and is named
/// `.NAME.glossa-tmp.PID.RANDOM`: hidden, recognisably Glossa's, and owned by a process whose
/// liveness can be checked, so a later write of the same target removes the ones a killed
/// process left (`kill -9` runs no handler) without touching a live writer's.
package struct TemporaryFile {
  package let path: String
  package let descriptor: Int32
  private let slot: Int32

  package static func prefix(for name: String) -> String { ".\(name).glossa-tmp." }

  /// Creates the file (mode 0600 until it is complete) and registers it with the signal
  /// handlers, which remove it if SIGINT, SIGTERM or SIGHUP ends the process.
  package static func create(for name: String, in folder: String) throws(FileWriteError) -> TemporaryFile {
    ctf_prepare()
    let path = folder + "/" + prefix(for: name) + "\(getpid()).\(ExclusiveFile.randomSuffix())"
    // Registered before it exists: a signal between open and register must not leave it behind.
    let slot = ctf_register(path)
    let descriptor = ExclusiveFile.open(path)
    guard descriptor >= 0 else {
      let reason = String(cString: strerror(errno))
      ctf_unregister(slot)
      throw .failed("cannot create a temporary file in \(folder): \(reason)")
    }
    return TemporaryFile(path: path, descriptor: descriptor, slot: slot)
  }

  /// The file was renamed into place: nothing is left to remove.
  package func renamed() {
    ctf_unregister(slot)
  }

  /// Removes the file after a failure.
  package func discard() {
    unlink(path)
    ctf_unregister(slot)
  }

  /// Removes the temporary files of `name` whose writing process is gone.
  package static func removeStale(of name: String, in folder: String) {
    let prefix = prefix(for: name)
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
    for candidate in names where candidate.hasPrefix(prefix) {
      guard let pid = pid_t(candidate.dropFirst(prefix.count).prefix { $0 != "." }), pid > 0, pid != getpid() else {
        continue
      }
      // EPERM means the process exists (another user's): only ESRCH says it is gone.
      if kill(pid, 0) != 0 && errno == ESRCH { unlink(folder + "/" + candidate) }
    }
  }
}

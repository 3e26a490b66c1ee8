import CTempFiles
import Foundation

/// A batch's `glossa-command-*` folder: the batch document, the reply and the error output.
/// All four paths are registered with the signal handlers, which remove them if glossa is
/// ended by a signal; `remove()` does it on every other path.
struct CommandFolder {
  let folder: String
  var input: String { folder + "/batch.json" }
  var output: String { folder + "/reply.json" }
  var errors: String { folder + "/stderr" }
  private let slots: [Int32]

  init(in parent: URL, input text: String) throws {
    ctf_prepare()
    folder = parent.appendingPathComponent("glossa-command-\(UUID().uuidString)").path
    // Registered before they exist: a signal in between must not leave them behind.
    var slots: [Int32] = []
    for path in [folder, folder + "/batch.json", folder + "/reply.json", folder + "/stderr"] {
      slots.append(ctf_register(path))
    }
    self.slots = slots
    do {
      try FileManager.default.createDirectory(
        atPath: folder, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
      try Data(text.utf8).write(to: URL(fileURLWithPath: input))
    } catch {
      remove()
      throw error
    }
  }

  /// At most `limit` bytes of a file; nil when it holds more (unless `cut`, which gives the
  /// first `limit`).
  func read(_ path: String, limit: Int, cut: Bool = false) -> [UInt8]? {
    guard let handle = FileHandle(forReadingAtPath: path) else { return [] }
    defer { try? handle.close() }
    let data = (try? handle.read(upToCount: limit + 1)) ?? Data()
    if data.count > limit { return cut ? [UInt8](data.prefix(limit)) : nil }
    return [UInt8](data)
  }

  /// Removes what the signal handler would, the same way: a handler running meanwhile (on
  /// another thread) may have removed some of it already, which a recursive removal would stop
  /// at, leaving the folder.
  func remove() {
    for file in [input, output, errors] { unlink(file) }
    if rmdir(folder) != 0 && errno == ENOTEMPTY { try? FileManager.default.removeItem(atPath: folder) }
    for slot in slots { ctf_unregister(slot) }
  }
}

import CatalogModel
import Foundation

/// Creates a new file that nothing else can have prepared: `O_CREAT | O_EXCL | O_NOFOLLOW`, so
/// a file or a symbolic link already at the name (left by a crash, or planted to redirect the
/// write to another file) is never opened, truncated or written through. Every file Glossa
/// writes and renames into place (the journal, its rewrites, the temporary file of an atomic
/// save, an export) is created here.
package enum ExclusiveFile {
  /// Opens `folder/NAME ENDING` for writing as a new file with `mode`; when that name is taken,
  /// tries `NAME.RANDOM ENDING` a few times (`uniqueSuffix`: always, for a temporary name).
  /// Returns the path it created and its descriptor (the caller closes it).
  package static func create(
    in folder: String, name: String, ending: String = "", mode: mode_t = 0o600, extraFlags: Int32 = 0,
    uniqueSuffix: Bool = false
  ) throws(FileBytes.Failure) -> (path: String, descriptor: Int32) {
    var attempt = 0
    while true {
      let path = folder + "/" + name + (uniqueSuffix || attempt > 0 ? "." + randomSuffix() : "") + ending
      let descriptor = open(path, mode: mode, extraFlags: extraFlags)
      if descriptor >= 0 { return (path, descriptor) }
      let reason = errno
      attempt += 1
      // EEXIST: a file or a link is there (O_EXCL refuses a link even to nothing).
      guard reason == EEXIST, attempt < 16 else {
        throw FileBytes.Failure(message: "cannot create \(path): \(String(cString: strerror(reason)))")
      }
    }
  }

  /// The one `open` for a new file: -1 with `errno` set when it cannot be created.
  package static func open(_ path: String, mode: mode_t = 0o600, extraFlags: Int32 = 0) -> Int32 {
    Foundation.open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC | extraFlags, mode)
  }

  package static func randomSuffix() -> String {
    String(UInt32.random(in: 0...UInt32.max), radix: 36)
  }
}

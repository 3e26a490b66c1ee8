import Foundation

/// The one wording every command uses for a path that names nothing, as other tools say it.
package enum MissingPath {
  /// `glossa: PATH: No such file or directory` when `path` does not exist; nil when it does (or
  /// cannot be checked for another reason, which the reader then reports).
  package static func message(_ path: String) -> String? {
    var info = stat()
    guard stat(path, &info) != 0, errno == ENOENT else { return nil }
    return "glossa: \(path): No such file or directory"
  }
}

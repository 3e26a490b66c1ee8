import CatalogModel

/// Why a file was not replaced. In every case the file on disk is exactly as it was.
public enum FileWriteError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file's bytes are no longer the ones the writer read (or it appeared, or vanished).
  case changedOnDisk
  /// The file's owner may not write it (mode bits); writing needs an explicit override.
  case readOnly
  /// The file has this many names (hard links); replacing it would leave the others behind.
  case hardLinked(links: Int)
  /// Any other failure: the system's reason, e.g. "cannot write: File too large".
  case failed(String)

  public var description: String {
    switch self {
    case .changedOnDisk: "the file changed on disk"
    case .readOnly: "the file is read-only"
    case .hardLinked(let links):
      "the file has \(links) hard links, and replacing it would leave the other names with the old content"
    case .failed(let reason): reason
    }
  }

  /// The message a command prints: `glossa: PATH changed on disk while it was being formatted;
  /// nothing written` for `activity` "formatted", `glossa: PATH: the file is read-only; nothing
  /// written`.
  public func commandMessage(path: String, activity: String) -> String {
    switch self {
    case .changedOnDisk: "glossa: \(path) changed on disk while it was being \(activity); nothing written"
    default: "glossa: \(path): \(description); nothing written"
    }
  }
}

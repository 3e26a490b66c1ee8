import CatalogModel
import Foundation

/// A path with every symbolic link resolved, and whether one such path lies inside a folder's:
/// the one check by which `export` refuses to write through a link out of `--out`, and folder
/// discovery refuses to follow a link out of the folders it was given.
public enum ResolvedPath {
  /// `path` made absolute with its links, `.` and `..` resolved (`realpath`); nil when some part
  /// of it names nothing (a dangling link) or cannot be read.
  public static func of(_ path: String) -> String? {
    guard let pointer = realpath(path, nil) else { return nil }
    defer { free(pointer) }
    return String(cString: pointer)
  }

  /// True when `resolved` is `folder` or lies below it; both already resolved.
  public static func isInside(_ resolved: String, folder: String) -> Bool {
    resolved == folder || resolved.hasPrefix(folder == "/" ? "/" : folder + "/")
  }
}

import CatalogModel
import Foundation

/// A folder that holds files only this user may write (the recovery journals, which the next
/// open offers to put back into a catalog). Another user who could write into it could plant a
/// journal that writes their text into this user's catalog, or a symbolic link that makes Glossa
/// overwrite a file of this user's: so, as tmux and ssh-agent check their socket folders, it is
/// used only when it is a real folder (not a symbolic link), owned by this user, that neither
/// its group nor others may write.
public enum PrivateFolder {
  /// Creates `folder` (mode 0700; missing parents with the usual 0777 less the umask) when it is
  /// missing, then checks it. Throws why it cannot be used.
  public static func prepare(_ folder: String) throws(FileBytes.Failure) {
    try create(folder)
    if let problem = problem(with: folder) { throw FileBytes.Failure(message: problem) }
  }

  /// Creates `folder` (mode 0700) and its missing parents (0777 less the umask), unchecked.
  /// One level at a time with `mkdir`, so the error names the cause ("Not a directory", "No
  /// space left on device"): Foundation's says only "The operation could not be completed".
  package static func create(_ folder: String) throws(FileBytes.Failure) {
    var path = folder.hasPrefix("/") ? "" : "."
    let components = folder.split(separator: "/")
    for (index, component) in components.enumerated() {
      path += "/" + component
      let isLast = index == components.count - 1
      guard mkdir(path, isLast ? 0o700 : 0o777) != 0, errno != EEXIST else { continue }
      throw FileBytes.Failure(message: "cannot create \(folder): \(String(cString: strerror(errno)))")
    }
  }

  /// Makes a new folder `parent/name` (mode 0700), or `parent/name.RANDOM` when that name is
  /// taken: never one that was there before (in a shared `/tmp`, another user's). Returns its path.
  public static func createNew(in parent: String, name: String) throws(FileBytes.Failure) -> String {
    for attempt in 0..<16 {
      let path = parent + "/" + name + (attempt == 0 ? "" : "." + ExclusiveFile.randomSuffix())
      if mkdir(path, 0o700) == 0 { return path }
      guard errno == EEXIST else { break }
    }
    throw FileBytes.Failure(message: "cannot create a folder \(name) in \(parent): \(String(cString: strerror(errno)))")
  }

  /// Why `folder` must not be used, nil when it may (see the type's comment).
  public static func problem(with folder: String) -> String? {
    var info = stat()
    guard lstat(folder, &info) == 0 else { return "cannot use \(folder): \(String(cString: strerror(errno)))" }
    let refusing = "refusing to use \(folder): "
    if info.st_mode & S_IFMT == S_IFLNK { return refusing + "it is a symbolic link, not a folder" }
    guard info.st_mode & S_IFMT == S_IFDIR else { return refusing + "it is not a folder" }
    guard info.st_uid == geteuid() else { return refusing + "it belongs to user \(info.st_uid), not to you (\(geteuid()))" }
    let writableBy = [(S_IWGRP, "its group"), (S_IWOTH, "other users")].filter { info.st_mode & $0.0 != 0 }.map(\.1)
    guard writableBy.isEmpty else {
      let mode = String(info.st_mode & 0o7777, radix: 8)
      return refusing + "\(writableBy.joined(separator: " and ")) may write to it (mode \(mode)); chmod 700 it to use it"
    }
    return nil
  }

  /// Why the file at `path` in a private folder is not one this user wrote there for
  /// themselves: not a regular file (a symbolic link, say), another user's, or readable or
  /// writable by anyone else (Glossa creates such files with mode 0600). Nil when it is.
  public static func problem(withOwnFile path: String) -> String? {
    var info = stat()
    guard lstat(path, &info) == 0 else { return "cannot use \(path): \(String(cString: strerror(errno)))" }
    let ignoring = "ignoring \(path): "
    guard info.st_mode & S_IFMT == S_IFREG else { return ignoring + "not a regular file" }
    guard info.st_uid == geteuid() else { return ignoring + "it belongs to user \(info.st_uid), not to you (\(geteuid()))" }
    guard info.st_mode & 0o7777 == 0o600 else {
      return ignoring + "its mode is \(String(info.st_mode & 0o7777, radix: 8)), not 600"
    }
    return nil
  }
}

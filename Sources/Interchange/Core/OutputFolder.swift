import Foundation
import StringCatalog

/// Where `glossa export` writes: every file an exporter names goes through `path(of:)`, which
/// refuses any path that could leave the folder, and `write` refuses to write through a symbolic
/// link that points outside it.
package struct OutputFolder {
  package let path: String
  /// The folder with its symbolic links resolved (it exists once `create` has run).
  private var resolved: String

  /// Creates the folder (and its parents) when missing.
  package init(creating path: String) throws(InterchangeError) {
    self.path = path
    do {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    } catch {
      throw InterchangeError("glossa: \(path): cannot create the output folder (\(error.localizedDescription))")
    }
    guard let real = ResolvedPath.of(path) else { throw InterchangeError("glossa: \(path): cannot resolve the output folder") }
    resolved = real
  }

  /// `relative` checked part by part (each a plain file name: not empty, `.` or `..`, without `/`,
  /// NUL or a line break) and joined to the folder.
  package func path(of relative: String) throws(InterchangeError) -> String {
    let parts = relative.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    for part in parts {
      if let problem = Self.fileNameProblem(part) {
        throw InterchangeError("glossa: \(path): refusing to write \(relative.debugDescription): \(problem)")
      }
    }
    return parts.reduce(path) { ($0 as NSString).appendingPathComponent($1) }
  }

  /// Writes each file under the folder, creating its subfolders; stops at the first refusal.
  package func write(_ files: [ExportFile]) throws(InterchangeError) {
    for file in files {
      let target = try path(of: file.path)
      let parent = (target as NSString).deletingLastPathComponent
      do {
        try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
      } catch {
        throw InterchangeError("glossa: \(parent): cannot create the folder (\(error.localizedDescription))")
      }
      try checkInside(parent, shown: (file.path as NSString).deletingLastPathComponent)
      var info = stat()
      if lstat(target, &info) == 0, info.st_mode & S_IFMT == S_IFLNK { try checkInside(target, shown: file.path) }
      do {
        try FileBytes.writeAtomically(file.bytes, to: target)
      } catch {
        throw InterchangeError("glossa: \(target): \(error.message)")
      }
    }
  }

  /// Why `name` cannot be one part of a path under the folder, nil when it can.
  package static func fileNameProblem(_ name: String) -> String? {
    if name.isEmpty { return "an empty file name" }
    if name == "." || name == ".." { return "\(name.debugDescription) is not a file name" }
    if name.contains("/") { return "a file name cannot hold '/'" }
    if name.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
      return "a file name cannot hold control characters"
    }
    if name.utf8.count > 255 { return "a file name has at most 255 bytes" }
    return nil
  }

  /// `place` (an existing folder, or a symbolic link) must resolve to the folder or below it.
  private func checkInside(_ place: String, shown: String) throws(InterchangeError) {
    guard let real = ResolvedPath.of(place) else {
      throw InterchangeError("glossa: \(place): a symbolic link that points nowhere; refusing to write through it")
    }
    guard ResolvedPath.isInside(real, folder: resolved) else {
      let what = shown.isEmpty ? "the output folder" : shown.debugDescription
      throw InterchangeError(
        "glossa: \(place): \(what) leads outside \(path) (to \(real)) through a symbolic link; refusing to write there")
    }
  }
}

import CatalogModel
import Foundation

/// The state of one `CatalogDiscovery.discover` call: what was found, what was seen (files and
/// real folders by device and inode), what git ignores, and the problems met.
package struct DiscoveryWalk {
  private struct FileID: Hashable {
    package var device: UInt64
    package var inode: UInt64

    package init(_ info: stat) {
      device = UInt64(info.st_dev)
      inode = UInt64(info.st_ino)
    }
  }

  package let extensions: Set<String>
  package let currentDirectory: String
  package let onEach: ((DiscoveredCatalog) -> Void)?
  package private(set) var found: [DiscoveredCatalog] = []
  package private(set) var problems: [DiscoveryProblem] = []
  private var seenFiles: Set<FileID> = []
  private var seenFolders: Set<FileID> = []
  package private(set) var ignores = GitIgnoredPaths()
  /// Work counts, which tests hold linear: folders listed and entries given to `stat`.
  package private(set) var listings = 0
  package private(set) var stats = 0

  package init(extensions: Set<String>, currentDirectory: String, onEach: ((DiscoveredCatalog) -> Void)?) {
    self.extensions = extensions
    self.currentDirectory = currentDirectory
    self.onEach = onEach
  }

  package mutating func add(_ argument: String) {
    var info = stat()
    guard stat(argument, &info) == 0 else {
      if errno == ENOENT || errno == ENOTDIR {
        problems.append(DiscoveryProblem(path: argument, kind: .missing))
      } else {
        // Another reason (a permission): the reader says it with the file's name.
        take(argument, root: nil, relative: Self.lastComponent(argument), info: nil)
      }
      return
    }
    guard (info.st_mode & S_IFMT) == S_IFDIR else {
      take(argument, root: nil, relative: Self.lastComponent(argument), info: info)
      return
    }
    let before = found.count
    let duplicatesBefore = duplicates
    let root = argument.count > 1 && argument.hasSuffix("/") ? String(argument.dropLast()) : argument
    ignores.learn(workTreeHolding: root)
    walk(folder: root, info: info, root: root, relative: "")
    if found.count == before && duplicates == duplicatesBefore && !problems.contains(where: { $0.path == argument }) {
      problems.append(DiscoveryProblem(path: argument, kind: .noCatalogs(extensions: extensions.sorted())))
    }
  }

  /// Files and folders skipped because an earlier argument or link gave the same one.
  private var duplicates = 0

  private mutating func walk(folder: String, info: stat, root: String, relative: String) {
    guard seenFolders.insert(FileID(info)).inserted else {
      duplicates += 1  // an earlier argument (or link) already gave what is under it
      return
    }
    listings += 1
    guard let names = Self.names(in: folder) else {
      problems.append(DiscoveryProblem(path: folder, kind: .unreadable(String(cString: strerror(errno)))))
      return
    }
    if !relative.isEmpty && names.contains(where: { $0.name == ".git" }) { ignores.learn(workTreeAt: folder) }
    for (name, isPlainFile) in names {
      let path = DiscoveryPath.join(folder, name)
      let under = relative.isEmpty ? name : relative + "/" + name
      if ignores.contains(path) { continue }
      let isCandidate = extensions.contains(String(DiscoveryPath.fileExtension(name)))
      let isSkippedFolder = name.hasPrefix(".") || CatalogDiscovery.skippedFolders.contains(name)
      if !isCandidate && (isSkippedFolder || isPlainFile) { continue }
      var entry = stat()
      stats += 1
      guard stat(path, &entry) == 0 else { continue }  // a dangling link names nothing
      if (entry.st_mode & S_IFMT) == S_IFDIR {
        if !isSkippedFolder { walk(folder: path, info: entry, root: root, relative: under) }
      } else if isCandidate && (entry.st_mode & S_IFMT) == S_IFREG {
        take(path, root: root, relative: under, info: entry)
      }
    }
  }

  private mutating func take(_ path: String, root: String?, relative: String, info: stat?) {
    if let info, !seenFiles.insert(FileID(info)).inserted {
      duplicates += 1
      return
    }
    // A file argument is shown as it was typed (as every command always has).
    let shown = root == nil ? path : displayPath(path)
    let catalog = DiscoveredCatalog(path: path, displayPath: shown, root: root, relativeToRoot: relative)
    found.append(catalog)
    onEach?(catalog)
  }

  /// Relative to the current directory when under it, else the path tidied.
  private func displayPath(_ path: String) -> String {
    let tidy = CatalogDiscovery.tidy(path)
    guard tidy.hasPrefix("/") else { return tidy }
    let base = CatalogDiscovery.tidy(currentDirectory)
    let prefix = base == "/" ? "/" : base + "/"
    return tidy.hasPrefix(prefix) ? String(tidy.dropFirst(prefix.count)) : tidy
  }

  private static func lastComponent(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }

  /// The folder's entries, sorted by name, each with whether the listing already says it is a
  /// plain file (which then needs no `stat` unless it is a candidate); nil when it cannot be listed.
  private static func names(in folder: String) -> [(name: String, isPlainFile: Bool)]? {
    guard let directory = opendir(folder) else { return nil }
    defer { closedir(directory) }
    var names: [(name: String, isPlainFile: Bool)] = []
    while let entry = readdir(directory) {
      let name = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
        pointer.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
      }
      if name != "." && name != ".." { names.append((name, entry.pointee.d_type == UInt8(DT_REG))) }
    }
    return names.sorted { $0.name < $1.name }
  }
}

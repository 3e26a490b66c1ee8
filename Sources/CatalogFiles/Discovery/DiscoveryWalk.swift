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
  /// The folder arguments with their links resolved: a symbolic link is followed only to a
  /// place inside one of them (as git and ripgrep never follow one out of the tree).
  private var givenFolders: [String] = []
  package let onEach: ((DiscoveredCatalog) -> Void)?
  package private(set) var found: [DiscoveredCatalog] = []
  package private(set) var problems: [DiscoveryProblem] = []
  private var seenFiles: Set<FileID> = []
  private var seenFolders: Set<FileID> = []
  package private(set) var ignores = GitIgnoredPaths()
  /// `--exclude` globs, and the `exclude:` of each folder argument's `.glossa.yml`.
  private var exclusion: PathExclusion
  /// Work counts, which tests hold linear: folders listed and entries given to `stat`.
  package private(set) var listings = 0
  package private(set) var stats = 0

  package init(
    extensions: Set<String>, currentDirectory: String, exclusion: PathExclusion = PathExclusion(),
    onEach: ((DiscoveredCatalog) -> Void)?
  ) {
    self.extensions = extensions
    self.exclusion = exclusion
    self.currentDirectory = currentDirectory
    self.onEach = onEach
  }

  /// Learns every folder argument before the walk: a link in the first may lead into the second.
  package mutating func allow(folders arguments: [String]) {
    for argument in arguments {
      var info = stat()
      guard stat(argument, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR, let real = ResolvedPath.of(argument) else { continue }
      givenFolders.append(real)
    }
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
    let problemsBefore = problems.count
    let root = argument.count > 1 && argument.hasSuffix("/") ? String(argument.dropLast()) : argument
    ignores.learn(workTreeHolding: root)
    exclusion.addConfig(forFolder: root, currentDirectory: currentDirectory)
    walk(folder: root, info: info, root: root, relative: "")
    if found.count == before && duplicates == duplicatesBefore && problems.count == problemsBefore {
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
    for (name, kind) in names {
      let path = DiscoveryPath.join(folder, name)
      let under = relative.isEmpty ? name : relative + "/" + name
      if ignores.contains(path) { continue }
      let isCandidate = extensions.contains(String(DiscoveryPath.fileExtension(name)))
      let isSkippedFolder =
        name.hasPrefix(".") || CatalogDiscovery.skippedFolders.contains(name) || name.hasSuffix(CatalogDiscovery.bundleSuffix)
      if !isCandidate && (isSkippedFolder || kind == .plainFile) { continue }
      if exclusion.excludes(path, currentDirectory: currentDirectory) { continue }
      var entry = stat()
      stats += 1
      guard stat(path, &entry) == 0 else { continue }  // a dangling link names nothing
      let isFolder = (entry.st_mode & S_IFMT) == S_IFDIR
      let isCatalog = isCandidate && (entry.st_mode & S_IFMT) == S_IFREG
      guard isCatalog || (isFolder && !isSkippedFolder) else { continue }
      if isLink(path, kind), let outside = outsideTarget(path) {
        // A folder out of the tree is not followed; a catalog there is named, never read or written.
        if isCatalog { problems.append(DiscoveryProblem(path: path, kind: .outsideLink(target: outside, root: root))) }
        continue
      }
      if isFolder {
        walk(folder: path, info: entry, root: root, relative: under)
      } else {
        take(path, root: root, relative: under, info: entry)
      }
    }
  }

  /// Whether the entry is a symbolic link: the listing says so, or (a file system whose listing
  /// gives no type) `lstat` does.
  private mutating func isLink(_ path: String, _ kind: EntryKind) -> Bool {
    switch kind {
    case .link: return true
    case .plainFile, .other: return false
    case .unknown:
      var info = stat()
      stats += 1
      return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    }
  }

  /// Where the link at `path` leads when that is outside every folder given; nil when inside.
  private func outsideTarget(_ path: String) -> String? {
    guard let real = ResolvedPath.of(path) else { return path }
    return givenFolders.contains { ResolvedPath.isInside(real, folder: $0) } ? nil : real
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

  /// What the listing says an entry is: a plain file needs no `stat` unless it is a candidate, a
  /// link has its target checked.
  private enum EntryKind {
    case plainFile, link, other, unknown

    package init(_ type: UInt8) {
      switch Int32(type) {
      case Int32(DT_REG): self = .plainFile
      case Int32(DT_LNK): self = .link
      case Int32(DT_UNKNOWN): self = .unknown
      default: self = .other
      }
    }
  }

  /// The folder's entries, sorted by name, each with what the listing says it is; nil when the
  /// folder cannot be listed.
  private static func names(in folder: String) -> [(name: String, kind: EntryKind)]? {
    guard let directory = opendir(folder) else { return nil }
    defer { closedir(directory) }
    var names: [(name: String, kind: EntryKind)] = []
    while let entry = readdir(directory) {
      let name = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
        pointer.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
      }
      if name != "." && name != ".." { names.append((name, EntryKind(entry.pointee.d_type))) }
    }
    return names.sorted { $0.name < $1.name }
  }
}

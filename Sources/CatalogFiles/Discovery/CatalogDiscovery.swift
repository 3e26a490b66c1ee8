import CatalogModel
import Foundation

/// One catalog found by `CatalogDiscovery`.
public struct DiscoveredCatalog: Sendable, Equatable {
  /// The path to open: the argument, or the folder argument joined with the path under it.
  public var path: String
  /// For headers and messages: a file argument as typed; a file found in a folder relative to the
  /// current directory when it lies under it (else `path`, tidied).
  public var displayPath: String
  /// The folder argument it was found under; nil for a file argument.
  public var root: String?
  /// The path under `root` (`A/Localizable.xcstrings`); the file name for a file argument.
  public var relativeToRoot: String

  public init(path: String, displayPath: String, root: String?, relativeToRoot: String) {
    self.path = path
    self.displayPath = displayPath
    self.root = root
    self.relativeToRoot = relativeToRoot
  }
}

/// Why an argument, or a part of a folder, gave no catalog: each prints as one `glossa: PATH: …` line.
public struct DiscoveryProblem: Sendable, Equatable, CustomStringConvertible {
  public enum Kind: Sendable, Equatable {
    /// The path names nothing.
    case missing
    /// A folder with no file of the kinds looked for.
    case noCatalogs(extensions: [String])
    /// A folder that cannot be listed (the system's reason).
    case unreadable(String)
    /// A catalog under the folder `root` that is a symbolic link to `target`, outside every
    /// folder given: skipped, never read nor written.
    case outsideLink(target: String, root: String)
  }

  public var path: String
  public var kind: Kind

  public var description: String { "glossa: " + message }

  /// The description without the `glossa: ` prefix (as the editor lists what it did not open).
  public var message: String {
    switch kind {
    case .missing: return "\(path): No such file or directory"
    case .noCatalogs(let extensions):
      // Catalogs first: `no .xcstrings, .strings or .stringsdict files found`.
      let kinds = extensions.sorted { ($0 == "xcstrings" ? 0 : 1, $0) < ($1 == "xcstrings" ? 0 : 1, $1) }.map { "." + $0 }
      let named = kinds.count <= 1 ? kinds.joined() : kinds.dropLast().joined(separator: ", ") + " or " + (kinds.last ?? "")
      return "\(path): no \(named) files found"
    case .unreadable(let reason): return "\(path): \(reason)"
    case .outsideLink(let target, let root): return "\(path): skipped: a symbolic link to \(target), outside \(root)"
    }
  }

  /// A part of a folder that was found but cannot be read (or must not be): the rest of the
  /// folder is still worth opening. A missing argument or a folder without catalogs is not.
  public var isSkippedPart: Bool {
    switch kind {
    case .unreadable, .outsideLink: return true
    case .missing, .noCatalogs: return false
    }
  }
}

/// Thrown when some argument gave no catalog; `found` still holds every catalog the other
/// arguments gave, so a command can report the problems and go on with the rest (exit 2 at the end).
public struct DiscoveryError: Error, Sendable, Equatable, CustomStringConvertible {
  public var problems: [DiscoveryProblem]
  public var found: [DiscoveredCatalog]

  public var description: String { problems.map(\.description).joined(separator: "\n") }
}

/// The one way every command (and the editor) turns its PATH arguments into catalogs.
///
/// Each argument is a file or a folder. A file is taken as it is, whatever its name. A folder
/// gives every file with one of `extensions` under it, recursively, skipping hidden folders,
/// build and dependency folders (`skippedFolders`), `.xcloc` bundles and, inside a git work tree, what git ignores
/// (git is asked once per work tree). Symlinked folders are followed, each real folder once, so
/// a link cycle ends, but only while they stay inside the folders given (a cloned repository's
/// `link -> /` is not a way to the whole disk); a symlinked catalog outside them is reported as
/// skipped (`outsideLink`), so no command reads or writes it. Two paths naming the same file (a
/// symlink, `a/../a`) give it once.
///
/// Order: by path, compared a component at a time (a folder's files stay together). Catalogs
/// are handed to `onEach` as they are found, in that same order, so a caller can start on the
/// first before a large tree is walked; the walk is linear in the entries it lists.
public enum CatalogDiscovery {
  public static let skippedFolders: Set<String> = [".build", "DerivedData", "Pods", "Carthage", "node_modules"]
  /// Xcode localization bundles (`de.xcloc`): their `Source Contents` hold copies of the
  /// workspace's catalogs, handed to translators, never catalogs of the workspace themselves.
  public static let bundleSuffix = ".xcloc"

  public static func discover(
    _ arguments: [String], extensions: Set<String> = ["xcstrings"],
    currentDirectory: String = FileManager.default.currentDirectoryPath, excluding exclusion: PathExclusion = PathExclusion(),
    onEach: ((DiscoveredCatalog) -> Void)? = nil
  ) throws(DiscoveryError) -> [DiscoveredCatalog] {
    let walk = self.walk(arguments, extensions: extensions, currentDirectory: currentDirectory, excluding: exclusion, onEach: onEach)
    if !walk.problems.isEmpty { throw DiscoveryError(problems: walk.problems, found: walk.found) }
    return walk.found
  }

  /// The whole walk, with its work counts (for tests).
  package static func walk(
    _ arguments: [String], extensions: Set<String> = ["xcstrings"], currentDirectory: String,
    excluding exclusion: PathExclusion = PathExclusion(), onEach: ((DiscoveredCatalog) -> Void)? = nil
  ) -> DiscoveryWalk {
    var walk = DiscoveryWalk(extensions: extensions, currentDirectory: currentDirectory, exclusion: exclusion, onEach: onEach)
    let ordered = arguments.enumerated().sorted { first, second in
      let (a, b) = (DiscoveryPath.components(first.element), DiscoveryPath.components(second.element))
      return a == b ? first.offset < second.offset : a.lexicographicallyPrecedes(b)
    }
    walk.allow(folders: arguments)
    for (_, argument) in ordered { walk.add(argument) }
    return walk
  }

  /// `path` with `.` and empty components dropped and `x/..` folded, lexically (for display and
  /// ordering only; files are compared by device and inode).
  public static func tidy(_ path: String) -> String {
    let parts = DiscoveryPath.components(path)
    let joined = parts.joined(separator: "/")
    if path.hasPrefix("/") { return "/" + joined }
    return joined.isEmpty ? "." : joined
  }
}

/// Path text helpers for the walk.
package enum DiscoveryPath {
  package static func components(_ path: String) -> [String] {
    var result: [String] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: true) {
      if part == "." { continue }
      if part == "..", let last = result.last, last != ".." {
        result.removeLast()
        continue
      }
      result.append(String(part))
    }
    return result
  }

  package static func join(_ base: String, _ name: String) -> String {
    if base == "." { return name }
    return base.hasSuffix("/") ? base + name : base + "/" + name
  }

  package static func fileExtension(_ name: String) -> Substring {
    guard let dot = name.lastIndex(of: ".") else { return "" }
    return name[name.index(after: dot)...]
  }
}

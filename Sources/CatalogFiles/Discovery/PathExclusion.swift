import CatalogModel
import Foundation

/// Files and folders a folder search leaves out: `--exclude GLOB` (relative to the current
/// folder) and `.glossa.yml`'s `exclude:` (relative to that file's folder). As in .gitignore, a
/// glob without `/` is a name matched anywhere (`Sparkle.framework`, `*.lproj`); one with `/`
/// is a path from its folder, where `*` and `?` stay within one component and `**` is any
/// number of folders (`Vendor/**/*.strings`). A folder matched is skipped with all it holds.
/// Files named as arguments are always read: only what a folder gives is left out.
public struct PathExclusion: Sendable, Equatable {
  private struct Rule: Sendable, Equatable {
    /// The tidy absolute folder a path glob is relative to.
    var base: String
    var components: [GlobPattern]
    var matchesNameOnly: Bool
  }

  private var rules: [Rule] = []
  /// The configuration files already read (each folder argument looks one up).
  private var configsRead: Set<String> = []

  public init() {}

  /// `patterns` relative to `folder` (made absolute from `currentDirectory`).
  public init(_ patterns: [String], relativeTo folder: String, currentDirectory: String = FileManager.default.currentDirectoryPath) {
    add(patterns, relativeTo: folder, currentDirectory: currentDirectory)
  }

  public var isEmpty: Bool { rules.isEmpty }

  public mutating func add(_ patterns: [String], relativeTo folder: String, currentDirectory: String) {
    let base = Self.absolute(folder, currentDirectory: currentDirectory)
    for pattern in patterns {
      let trimmed = pattern.hasSuffix("/") ? String(pattern.dropLast()) : pattern
      let parts = trimmed.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }.map(String.init)
      guard !parts.isEmpty else { continue }
      rules.append(Rule(base: base, components: parts.map(GlobPattern.init), matchesNameOnly: !trimmed.contains("/")))
    }
  }

  /// Adds the `exclude:` of the `.glossa.yml` found for `folder` (in it or the nearest parent, up
  /// to the repository root), once per file. A file that cannot be read adds nothing here: the
  /// commands that read it report why.
  public mutating func addConfig(forFolder folder: String, currentDirectory: String) {
    let absolute = Self.absolute(folder, currentDirectory: currentDirectory)
    guard let path = GlossaConfig.find(forCatalogAt: DiscoveryPath.join(absolute, "-")), configsRead.insert(path).inserted,
      let config = try? GlossaConfig.load(path: path), !config.exclude.isEmpty
    else { return }
    add(config.exclude, relativeTo: (path as NSString).deletingLastPathComponent, currentDirectory: currentDirectory)
  }

  /// Whether the entry at `path` (as the walk spells it) is left out.
  public func excludes(_ path: String, currentDirectory: String) -> Bool {
    guard !rules.isEmpty else { return false }
    let absolute = Self.absolute(path, currentDirectory: currentDirectory)
    let name = absolute.split(separator: "/").last.map(String.init) ?? absolute
    for rule in rules {
      if rule.matchesNameOnly {
        if rule.components[0].matches(name) { return true }
        continue
      }
      let prefix = rule.base == "/" ? "/" : rule.base + "/"
      guard absolute.hasPrefix(prefix) else { continue }
      let relative = absolute.dropFirst(prefix.count).split(separator: "/").map(String.init)
      if Self.matches(rule.components[...], relative[...]) { return true }
    }
    return false
  }

  /// Whether the relative `path` (a file git lists) or a folder on its way is left out.
  public func excludesOnTheWay(_ path: String, currentDirectory: String) -> Bool {
    var prefix = ""
    for part in path.split(separator: "/") {
      prefix = prefix.isEmpty ? String(part) : prefix + "/" + part
      if excludes(prefix, currentDirectory: currentDirectory) { return true }
    }
    return false
  }

  /// `**` matches any number of components; the others one each.
  private static func matches(_ globs: ArraySlice<GlobPattern>, _ parts: ArraySlice<String>) -> Bool {
    guard let first = globs.first else { return parts.isEmpty }
    if first.text == "**" {
      for skip in 0...parts.count where matches(globs.dropFirst(), parts.dropFirst(skip)) { return true }
      return false
    }
    guard let part = parts.first, first.matches(part) else { return false }
    return matches(globs.dropFirst(), parts.dropFirst())
  }

  private static func absolute(_ path: String, currentDirectory: String) -> String {
    CatalogDiscovery.tidy(path.hasPrefix("/") ? path : DiscoveryPath.join(currentDirectory, path))
  }
}

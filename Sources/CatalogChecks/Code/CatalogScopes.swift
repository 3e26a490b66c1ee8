import CatalogModel
import CatalogFiles
import CatalogEditing
import Foundation

/// Which linted files a source file takes a table's keys from, with several catalogs under
/// `--sources`: those of that table under the nearest folder above the source file that holds
/// any — the target's folder (`App/` for `App/Resources/Localizable.xcstrings`, `Widget/` for
/// the widget's).
///
/// Swift packages (a folder with `Package.swift`) keep their own: a package's code takes its
/// package's catalogs and the app's (code in a package reads the main bundle unless it names
/// `.module`); code in a package without catalogs, or outside packages, takes the app's — the
/// catalogs in no package. A source file shared by several targets gets all their catalogs.
package struct CatalogScopes {
  private struct Scope: Hashable {
    package var group: Group
    /// nil: any table.
    package var table: String?
    package var folder: String
  }

  private enum Group: Hashable {
    /// The catalogs in no package (the app's).
    case app
    /// The catalogs of the package in this folder.
    case package(String)
    /// Every catalog, for when only packages have any.
    case any
  }

  /// Every folder above a file → the files under it, by package and table.
  private var filesUnder: [Scope: [Int]] = [:]
  private var packages: Set<String?> = []
  private var packageFolders = PackageFolders()

  /// `files`: the paths and tables of the files that can be a source file's catalogs.
  package init(files: [(path: String, table: String)]) {
    for (index, file) in files.enumerated() {
      let path = Self.resolved(file.path)
      let package = packageFolders.package(inOneOf: Self.folders(above: path))
      packages.insert(package)
      for folder in Self.folders(above: path) {
        for group in [package.map(Group.package) ?? .app, .any] {
          for table in [file.table, nil] {
            filesUnder[Scope(group: group, table: table, folder: folder), default: []].append(index)
          }
        }
      }
    }
  }

  /// The answers so far: a source file is asked about once per use.
  private var answers: [Question: [Int]] = [:]

  private struct Question: Hashable {
    package var path: String
    package var table: String?
  }

  /// The files of `table` (nil: any table) the source file at `path` takes its keys from.
  package mutating func files(forSource path: String, table: String?) -> [Int] {
    let question = Question(path: path, table: table)
    if let known = answers[question] { return known }
    let folders = Self.folders(above: Self.resolved(path))
    let package = packageFolders.package(inOneOf: folders)
    var found: [Int] = []
    if let package, packages.contains(package) { found = nearest(.package(package), table, folders) }
    found += nearest(.app, table, folders)
    // Only packages have catalogs: the nearest of any.
    if found.isEmpty && !packages.contains(nil) { found = nearest(.any, table, folders) }
    answers[question] = found
    return found
  }

  private func nearest(_ group: Group, _ table: String?, _ folders: [String]) -> [Int] {
    for folder in folders {
      if let found = filesUnder[Scope(group: group, table: table, folder: folder)] { return found }
    }
    return []
  }

  private static func resolved(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
  }

  /// The folders above `path`, nearest first, `/` last.
  package static func folders(above path: String) -> [String] {
    var folders: [String] = []
    var current = path
    while current != "/", let slash = current.lastIndex(of: "/") {
      current = slash == current.startIndex ? "/" : String(current[..<slash])
      folders.append(current)
    }
    return folders
  }
}

/// The nearest folder holding a `Package.swift` above a path, each folder asked once.
private struct PackageFolders {
  private var isPackage: [String: Bool] = [:]

  /// The first of `folders` (those above a file, nearest first) that holds a `Package.swift`.
  package mutating func package(inOneOf folders: [String]) -> String? {
    for folder in folders {
      if let known = isPackage[folder] {
        if known { return folder }
        continue
      }
      let found = FileManager.default.fileExists(atPath: folder + (folder == "/" ? "" : "/") + "Package.swift")
      isPackage[folder] = found
      if found { return folder }
    }
    return nil
  }
}

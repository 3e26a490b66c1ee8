import Foundation

/// Which linted files a source file takes its keys from, with several catalogs under
/// `--sources`: those under the nearest folder above the source file that holds any — the
/// target's or package's folder (`App/` for `App/Resources/Localizable.xcstrings`,
/// `Packages/Kit/` for a package's own catalog). A package without a catalog of its own so falls
/// to the app's, whose bundle its SwiftUI text is looked up in; a folder shared by several
/// targets gets all their catalogs. A source file with no such folder above it (catalogs linted
/// from elsewhere) takes every file.
struct CatalogScopes {
  /// Folder (resolved absolute path) → the files under it, for every folder above a file.
  private var filesUnder: [String: [Int]] = [:]
  private let everyFile: [Int]

  /// `files`: the paths of the files that can be a source file's catalogs.
  init(files: [String]) {
    everyFile = Array(files.indices)
    for (index, path) in files.enumerated() {
      var folder = Self.resolved(path)
      while let parent = Self.parent(of: folder) {
        filesUnder[parent, default: []].append(index)
        folder = parent
      }
    }
  }

  /// The indices of the files the source file at `path` takes its keys from.
  func files(forSource path: String) -> [Int] {
    var folder = Self.resolved(path)
    while let parent = Self.parent(of: folder) {
      if let found = filesUnder[parent] { return found }
      folder = parent
    }
    return everyFile
  }

  private static func resolved(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
  }

  private static func parent(of path: String) -> String? {
    guard path != "/", let slash = path.lastIndex(of: "/") else { return nil }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }
}

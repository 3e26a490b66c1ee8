import CatalogModel
import CatalogFiles
import CatalogEditing
import Foundation

/// The files a `glossa lint PATH...` run reads: the files named, and under each folder every
/// `.xcstrings`, `.strings` and `.stringsdict` file, found by `CatalogDiscovery` (recursively;
/// hidden, build, dependency and git-ignored folders are skipped).
public enum LintInputs {
  public static let extensions: Set<String> = ["xcstrings", "strings", "stringsdict"]

  public struct Resolved: Sendable {
    /// In path order, each file once.
    public var files: [String]
    /// Paths that do not exist, or files of another kind.
    public var problems: [(path: String, message: String)]
    /// Folders that gave no file (or could not be listed): `glossa: DIR: …` messages, not findings.
    public var folderProblems: [DiscoveryProblem] = []
  }

  public static func resolve(_ paths: [String], excluding exclusion: PathExclusion = PathExclusion()) -> Resolved {
    var problems: [(path: String, message: String)] = []
    var arguments: [String] = []
    for path in paths {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        problems.append((path, "no such file or folder"))
        continue
      }
      if isDirectory.boolValue || extensions.contains(fileExtension(path)) {
        arguments.append(path)
      } else {
        problems.append((path, "not a .xcstrings, .strings or .stringsdict file"))
      }
    }
    do {
      let found = try CatalogDiscovery.discover(arguments, extensions: extensions, excluding: exclusion)
      return Resolved(files: found.map(\.path), problems: problems)
    } catch {
      return Resolved(files: error.found.map(\.path), problems: problems, folderProblems: error.problems)
    }
  }

  package static func fileExtension(_ path: String) -> String {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    guard let dot = name.lastIndex(of: ".") else { return "" }
    return String(name[name.index(after: dot)...])
  }
}

import Foundation

/// The files a `glossa lint PATH...` run reads: the files named, and under each folder every
/// `.xcstrings`, `.strings` and `.stringsdict` file (recursively; hidden folders such as `.git`
/// and `.build` are skipped).
public enum LintInputs {
  public static let extensions: Set<String> = ["xcstrings", "strings", "stringsdict"]

  public struct Resolved: Sendable {
    /// In the order given; each folder's files sorted.
    public var files: [String]
    /// Paths that do not exist, or files of another kind.
    public var problems: [(path: String, message: String)]
  }

  public static func resolve(_ paths: [String]) -> Resolved {
    var files: [String] = []
    var problems: [(path: String, message: String)] = []
    var seen: Set<String> = []
    for path in paths {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        problems.append((path, "no such file or folder"))
        continue
      }
      if isDirectory.boolValue {
        for file in filesUnder(path) where seen.insert(file).inserted { files.append(file) }
      } else if extensions.contains(fileExtension(path)) {
        if seen.insert(path).inserted { files.append(path) }
      } else {
        problems.append((path, "not a .xcstrings, .strings or .stringsdict file"))
      }
    }
    return Resolved(files: files, problems: problems)
  }

  static func fileExtension(_ path: String) -> String {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    guard let dot = name.lastIndex(of: ".") else { return "" }
    return String(name[name.index(after: dot)...])
  }

  private static func filesUnder(_ folder: String) -> [String] {
    guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
    let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
    var found: [String] = []
    while let relative = walker.nextObject() as? String {
      let name = relative.split(separator: "/").last.map(String.init) ?? relative
      if name.hasPrefix(".") {
        walker.skipDescendants()
        continue
      }
      if extensions.contains(fileExtension(name)) {
        let path = base + "/" + relative
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
          found.append(path)
        }
      }
    }
    return found.sorted()
  }
}

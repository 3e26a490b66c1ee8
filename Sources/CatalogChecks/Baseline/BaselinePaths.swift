import CatalogModel
import CatalogFiles
import CatalogEditing
import Foundation

/// Finding paths as a baseline names them: relative to the baseline file's folder, symbolic
/// links resolved, so that a baseline works from any working folder and in any clone.
public struct BaselinePaths: Sendable {
  private let folder: [Substring]?
  private var known: [String: String] = [:]

  public init(baselineFile: String) {
    let parent = URL(fileURLWithPath: baselineFile).standardizedFileURL.deletingLastPathComponent().path
    folder = Self.resolved(parent).map(Self.components)
  }

  /// `Resources/Localizable.xcstrings` for a finding in that file; a path that is no file on
  /// disk (standard input) as it is.
  public mutating func relative(_ file: String?) -> String {
    guard let file else { return "" }
    if let hit = known[file] { return hit }
    let url = URL(fileURLWithPath: file).standardizedFileURL
    var result = file
    if let folder, FileManager.default.fileExists(atPath: url.path),
      let parent = Self.resolved(url.deletingLastPathComponent().path)
    {
      let target = Self.components(parent) + [Substring(url.lastPathComponent)]
      let shared = zip(folder, target).prefix { $0 == $1 }.count
      let ups = Array(repeating: "..", count: folder.count - shared)
      result = (ups + target.dropFirst(shared).map(String.init)).joined(separator: "/")
    }
    known[file] = result
    return result
  }

  private static func resolved(_ path: String) -> String? {
    guard let pointer = realpath(path, nil) else { return nil }
    defer { free(pointer) }
    return String(cString: pointer)
  }

  private static func components(_ path: String) -> [Substring] {
    path.split(separator: "/")
  }
}

import CatalogModel
import Foundation

/// An app's languages beyond those its catalogs have: the `knownRegions` of the Xcode project in
/// the catalog's folder or the nearest one above it (not above the git root), and `languages:`
/// in its `.glossa.yml`. Each folder is listed and each project file read once.
public struct AppLanguages: Sendable {
  /// One language and where it comes from: a `project.pbxproj` or a `.glossa.yml` path.
  public struct Origin: Sendable, Equatable {
    public var language: String
    public var source: String
  }

  private var projectsInFolder: [String: [String]] = [:]
  private var regionsOfProject: [String: [String]] = [:]
  /// How many project files were read (each once however many catalogs it serves).
  package private(set) var projectReads = 0
  private var problems: [String] = []

  public init() {}

  /// The languages for the catalog at `path` (its source language left out), each once, the
  /// project's before the configuration's.
  public mutating func languages(forCatalogAt path: String, config: GlossaConfig?, sourceLanguage: String) -> [Origin] {
    var origins: [Origin] = []
    for project in projects(forCatalogAt: path) {
      for language in regions(of: project) { origins.append(Origin(language: language, source: project)) }
    }
    if let config, let file = config.path {
      for language in config.languages { origins.append(Origin(language: language, source: file)) }
    }
    var seen: Set<String> = [sourceLanguage]
    return origins.filter { seen.insert($0.language).inserted }
  }

  /// The `project.pbxproj` files of the nearest folder at or above the catalog's that has an
  /// `.xcodeproj`, stopping at a folder holding `.git`.
  package mutating func projects(forCatalogAt path: String) -> [String] {
    var folder = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent()
    let manager = FileManager.default
    while true {
      let found = projectFiles(in: folder.path)
      if !found.isEmpty { return found }
      if manager.fileExists(atPath: folder.appendingPathComponent(".git").path) { return [] }
      let parent = folder.deletingLastPathComponent()
      if parent.path == folder.path { return [] }
      folder = parent
    }
  }

  private mutating func projectFiles(in folder: String) -> [String] {
    if let known = projectsInFolder[folder] { return known }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    let found = names.filter { $0.hasSuffix(".xcodeproj") }.sorted().map { (folder as NSString).appendingPathComponent($0 + "/project.pbxproj") }
      .filter { FileManager.default.fileExists(atPath: $0) }
    projectsInFolder[folder] = found
    return found
  }

  private mutating func regions(of project: String) -> [String] {
    if let known = regionsOfProject[project] { return known }
    projectReads += 1
    let list = (try? FileBytes.read(path: project, limit: 64 << 20)).flatMap { ProjectRegions.read($0, path: project) }
    regionsOfProject[project] = list?.languages ?? []
    problems += list?.problems ?? []
    return list?.languages ?? []
  }

  /// The `file:line:col` problems of the project files read since the last call (each file's
  /// once): regions left out because they are no language codes, or too many.
  public mutating func takeProblems() -> [String] {
    defer { problems.removeAll() }
    return problems
  }
}

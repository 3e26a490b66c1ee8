import CatalogModel
import Foundation

/// Reads the catalogs `memory:` in `.glossa.yml` lists, for the editor's translation memory.
/// Paths and globs (`*` and `?` within one path component) are relative to the configuration
/// file's folder. What cannot be read is a warning, never a reason not to open the editor.
public enum MemoryCatalogs {
  public struct Loaded: Sendable {
    public var sources: [TranslationMemory.Source] = []
    public var warnings: [String] = []

    public init(sources: [TranslationMemory.Source] = [], warnings: [String] = []) {
      self.sources = sources
      self.warnings = warnings
    }
  }

  /// The memory of the configuration found for `catalogPath` (as `glossa translate` finds it).
  public static func load(forCatalogAt catalogPath: String) -> Loaded {
    guard let configPath = GlossaConfig.find(forCatalogAt: catalogPath) else { return Loaded() }
    let config: GlossaConfig
    do {
      config = try GlossaConfig.load(path: configPath)
    } catch {
      return Loaded(warnings: [error.description])
    }
    return load(config.memory, configPath: configPath, editing: catalogPath)
  }

  public static func load(_ patterns: [String], configPath: String, editing catalogPath: String) -> Loaded {
    var loaded = Loaded()
    let folder = URL(fileURLWithPath: configPath).standardizedFileURL.deletingLastPathComponent().path
    let edited = URL(fileURLWithPath: catalogPath).standardizedFileURL.path
    var seen: Set<String> = [edited]
    for pattern in patterns {
      let paths = expand(pattern, in: folder)
      if paths.isEmpty {
        loaded.warnings.append("\(configPath): memory: “\(pattern)” matches no file")
      }
      for path in paths where seen.insert(path).inserted {
        do {
          let result = try CatalogReader.read(path: path)
          let name = URL(fileURLWithPath: path).lastPathComponent
          loaded.sources.append(TranslationMemory.Source(name: name, catalog: result.catalog))
        } catch {
          loaded.warnings.append("memory: \(error.description)")
        }
      }
    }
    return loaded
  }

  /// The existing files `pattern` names, sorted; relative patterns start at `folder`.
  public static func expand(_ pattern: String, in folder: String) -> [String] {
    let absolute = pattern.hasPrefix("/") ? pattern : folder + "/" + pattern
    var paths = [absolute.hasPrefix("/") ? "/" : ""]
    for component in absolute.split(separator: "/").map(String.init) {
      if component.contains("*") || component.contains("?") {
        let glob = GlobPattern(component)
        paths = paths.flatMap { parent in
          let names = (try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? []
          return names.filter { !$0.hasPrefix(".") && glob.matches($0) }.sorted().map { join(parent, $0) }
        }
      } else {
        paths = paths.map { join($0, component) }
      }
    }
    var isFolder: ObjCBool = false
    return paths.filter { FileManager.default.fileExists(atPath: $0, isDirectory: &isFolder) && !isFolder.boolValue }
      .map { URL(fileURLWithPath: $0).standardizedFileURL.path }
  }

  private static func join(_ parent: String, _ name: String) -> String {
    parent.hasSuffix("/") ? parent + name : parent + "/" + name
  }
}

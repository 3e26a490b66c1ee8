import CatalogModel
import Foundation

/// Finds the `.lproj` folders under some folders, and the language each one holds.
package enum LprojScanner {
  package struct Folder {
    package var path: String
    /// Xcode's spelling: `pt-BR`, `zh-Hans` (folders named with `_` are turned into `-`).
    package var language: String
  }

  package static func folders(under roots: [String]) -> [Folder] {
    var found: [Folder] = []
    let manager = FileManager.default
    for root in roots {
      if root.hasSuffix(".lproj") { found.append(folder(root)) }
      guard let walker = manager.enumerator(atPath: root) else { continue }
      while let relative = walker.nextObject() as? String {
        guard relative.hasSuffix(".lproj") else { continue }
        found.append(folder(root + "/" + relative))
        walker.skipDescendants()
      }
    }
    return found.sorted { $0.path < $1.path }
  }

  /// The tables (`.strings` and `.stringsdict` base names) the folders hold, sorted, each once.
  package static func tables(in folders: [Folder]) -> [String] {
    var names = Set<String>()
    for folder in folders {
      for file in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] {
        let url = URL(fileURLWithPath: file)
        if url.pathExtension == "strings" || url.pathExtension == "stringsdict" {
          names.insert(url.deletingPathExtension().lastPathComponent)
        }
      }
    }
    return names.sorted()
  }

  private static func folder(_ path: String) -> Folder {
    let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    return Folder(path: path, language: name.replacingOccurrences(of: "_", with: "-"))
  }
}

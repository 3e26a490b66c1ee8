import Dispatch
import Foundation

/// Reads the catalogs discovery found, on every core at once (one reader and one model per
/// catalog, so the app's many files are read as fast as one large one). A catalog that does not
/// parse becomes a broken member with its `file:line:col` error; the others open.
public enum WorkspaceLoader {
  public struct Loaded: Sendable {
    public var members: [Workspace.Member] = []
    public var broken: [Workspace.BrokenMember] = []
    public var warnings: [String] = []
  }

  public static func load(_ found: [DiscoveredCatalog]) -> Loaded {
    let results = ParallelResults<Result<(document: CatalogDocument, warnings: [CatalogReadWarning]), CatalogReadError>>(count: found.count)
    DispatchQueue.concurrentPerform(iterations: found.count) { index in
      let catalog = found[index]
      do throws(CatalogReadError) {
        let opened = try CatalogDocument.open(path: catalog.path)
        results.set(index, .success(opened))
      } catch {
        results.set(index, .failure(error))
      }
    }
    var loaded = Loaded()
    let values = results.optionalValues
    for (index, catalog) in found.enumerated() {
      switch values[index] {
      case .success(let opened)?:
        loaded.members.append(Workspace.Member(document: opened.document, displayPath: catalog.displayPath))
        loaded.warnings += opened.warnings.map(\.description)
      case .failure(let error)?:
        loaded.broken.append(
          Workspace.BrokenMember(path: catalog.path, displayPath: catalog.displayPath, message: error.description))
      case nil:
        break
      }
    }
    return loaded
  }
}

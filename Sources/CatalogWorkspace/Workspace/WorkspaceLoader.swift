import CatalogModel
import CatalogFiles
import CatalogEditing
import CatalogChecks
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

  /// `progress` is told, from the reading threads, every `progressStep` catalogs read (an app of
  /// thousands of catalogs shows that it is being read, not hanging).
  public static let progressStep = 250

  public static func load(_ found: [DiscoveredCatalog], progress: (@Sendable (Int) -> Void)? = nil) -> Loaded {
    let results = ParallelResults<Result<(document: CatalogDocument, warnings: [CatalogReadWarning]), CatalogReadError>>(count: found.count)
    DispatchQueue.concurrentPerform(iterations: found.count) { index in
      let catalog = found[index]
      do throws(CatalogReadError) {
        let opened = try CatalogDocument.open(path: catalog.path)
        let done = results.set(index, .success(opened))
        if done % progressStep == 0 { progress?(done) }
      } catch {
        let done = results.set(index, .failure(error))
        if done % progressStep == 0 { progress?(done) }
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

import StringCatalog
import XCTest

@testable import Editor

/// Small app-shaped workspaces for the editor's workspace tests, built from catalog text.
enum WorkspaceFixtures {
  /// A catalog with `keys`, each translated into German as "DE key" unless listed in `missing`
  /// (no German at all) or `review` (German needing review).
  static func catalog(keys: [String], missing: Set<String> = [], review: Set<String> = []) throws -> Catalog {
    var members: [String] = []
    for key in keys.sorted(by: CatalogOrder.precedes) {
      let escaped = key.replacingOccurrences(of: "\"", with: "\\\"")
      if missing.contains(key) {
        members.append("    \"\(escaped)\" : {\n\n    }")
        continue
      }
      let state = review.contains(key) ? "needs_review" : "translated"
      members.append(
        "    \"\(escaped)\" : {\n      \"localizations\" : {\n        \"de\" : {\n          \"stringUnit\" : {\n"
          + "            \"state\" : \"\(state)\",\n            \"value\" : \"DE \(escaped)\"\n          }\n        }\n      }\n    }")
    }
    let text = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n" + members.joined(separator: ",\n")
      + "\n  },\n  \"version\" : \"1.0\"\n}"
    return try CatalogReader.read(bytes: Array(text.utf8)).catalog
  }

  /// A workspace of `catalogs` (display path → catalog), in the given order.
  static func workspace(_ catalogs: [(String, Catalog)]) -> Workspace {
    Workspace(
      members: catalogs.map { path, catalog in
        Workspace.Member(document: CatalogDocument(catalog: catalog, path: "/app/" + path), displayPath: path)
      })
  }

  /// Two catalogs of an app: a shared key ("OK") in both, one missing and one review cell each.
  static func twoCatalogs() throws -> Workspace {
    workspace([
      ("App/Localizable.xcstrings", try catalog(keys: ["Cancel", "OK", "Open"], missing: ["Open"], review: ["Cancel"])),
      ("Widget/Localizable.xcstrings", try catalog(keys: ["OK", "Refresh", "Share"], missing: ["Share"], review: ["Refresh"])),
    ])
  }

  static func harness(_ workspace: Workspace, width: Int = 100, height: Int = 30) -> EditorHarness {
    var harness = EditorHarness(
      catalog: Catalog(sourceLanguage: "en", version: "1.0"), options: EditorOptions(), width: width, height: height)
    harness.state = EditorState(workspace: workspace, options: EditorOptions())
    harness.state.resize(width: width, height: height)
    return harness
  }
}

import Foundation
import StringCatalog
import MCP
import StringCatalog

/// `glossa mcp`: the workspace's tools for agents, over the Model Context Protocol on standard
/// input and output (JSON-RPC, one message a line). Standard output carries the protocol only;
/// what a person should see goes to standard error.
package enum AgentServer {
  static let instructions = """
    Glossa serves an app's Xcode String Catalogs. Read with list_catalogs, get_strings and get_context; \
    write drafts with submit_translations (they land as needs_review for a person to review in the Glossa \
    editor, never as translated). Send back the revision each string was read with: a string that changed \
    since is refused, so re-read it.
    """

  /// Serves until standard input closes. `report` gets the lines for standard error (what was opened).
  package static func run(
    paths: [String], excluding exclusion: PathExclusion = PathExclusion(), version: String, report: @escaping @Sendable (String) -> Void
  ) async throws {
    let workspace = AgentWorkspace(paths: paths, excluding: exclusion)
    for problem in workspace.problems { report(problem) }
    report("glossa mcp: \(Plural.count(workspace.catalogCount, "catalog")) under \(workspace.session.root)")
    let calls = AgentCalls(workspace)
    let server = Server(
      name: "glossa", version: version, title: "Glossa", instructions: instructions,
      capabilities: .init(tools: .init(listChanged: false)))
    await server.withMethodHandler(ListTools.self) { _ in
      ListTools.Result(tools: AgentToolList.tools)
    }
    await server.withMethodHandler(CallTool.self) { parameters in
      let result = await calls.call(parameters.name, arguments: parameters.arguments)
      return CallTool.Result(content: [.text(text: result.text, annotations: nil, _meta: nil)], isError: result.isError)
    }
    try await server.start(transport: LineTransport(report: report))
    await server.waitUntilCompleted()
  }
}

/// Tool calls one at a time: the SDK answers requests concurrently, and a workspace is changed
/// by one writer.
actor AgentCalls {
  private var workspace: AgentWorkspace

  init(_ workspace: AgentWorkspace) {
    self.workspace = workspace
  }

  func call(_ name: String, arguments: [String: Value]?) -> AgentToolResult {
    workspace.call(name, arguments: arguments)
  }
}

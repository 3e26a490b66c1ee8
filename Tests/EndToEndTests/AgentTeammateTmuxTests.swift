import Foundation
import StringCatalog
import TestSupport
import XCTest

/// The editor and an agent on one app at once: the real Python MCP client drives `glossa mcp`
/// while the editor is open in tmux with an unsaved edit. The editor notices the agent's write
/// on its own (no save refused first), shows the drafts as needing review, and one Ctrl-S then
/// writes the person's edit; both files hold exactly the expected leaves.
final class AgentTeammateTmuxTests: WorkspaceTmuxTestCase {
  /// The Sync package's catalog, as `glossa mcp` names it from the app folder.
  private var syncName: String { WorkspaceAppFixture.catalogPaths[7] }

  func testTheEditorShowsAnAgentsDraftsAndSavesThePersonsEditBesideThem() throws {
    let python = try MCPClient.require()
    let before = try snapshots()
    let session = try openApp()
    jump(session, to: 2)
    session.commitCell("Neu A ✓")
    XCTAssertTrue(statusBar(session).hasPrefix(" \(shown(2)) [+1]"), statusBar(session))
    let reviewBefore = try XCTUnwrap(reviewCount(statusBar(session)), statusBar(session))

    let drafts = try submitThreeDrafts(python: python)
    XCTAssertEqual(drafts.count, 3)

    session.waitFor("\(shown(7)) changed on disk: 3 strings changed")
    session.wait(for: "three more to review") { self.reviewCount(self.statusBar(in: $0)) == reviewBefore + 3 }
    XCTAssertTrue(statusBar(session).hasPrefix(" \(shown(2)) [+1]"), "the cursor stays on its key: \(statusBar(session))")
    jump(session, to: 7)
    let screen = session.screen
    for draft in drafts {
      XCTAssertTrue(screen.contains("│?  " + draft.value.prefix(4)), "\(draft.value) marked needs review:\n\(screen)")
    }

    session.send("C-s")
    session.waitFor("Saved \(shown(2))")
    session.send("q")
    session.waitFor("[exit 0]")

    var expectedA = try CatalogReader.read(bytes: [UInt8](before[2].bytes)).catalog
    try expectedA.applyChange(expectedA.changeSettingValue("Neu A ✓", key: "", language: "de"))
    var expectedSync = try CatalogReader.read(bytes: [UInt8](before[7].bytes)).catalog
    for draft in drafts {
      expectedSync.strings[draft.key]?.setLocalization(Localization(value: draft.value, state: .needsReview), for: "de")
    }
    try assertFile(2, is: expectedA)
    try assertFile(7, is: expectedSync)
    try assertUntouched(except: [2, 7], since: before)
  }

  /// The German cells needing review over the app, as the status bar counts them ("· 9 review").
  private func reviewCount(_ statusBar: String) -> Int? {
    guard let end = statusBar.range(of: " review")?.lowerBound else { return nil }
    return Int(statusBar[..<end].split(separator: " ").last ?? "")
  }

  /// The agent's side: `get_strings` on the Sync catalog, then `submit_translations` of three of
  /// its translated German cells (placeholders kept), each with the revision it read.
  private func submitThreeDrafts(python: String) throws -> [(key: String, value: String)] {
    let script = folder + "/agent.py"
    try Data(Self.agentScript.utf8).write(to: URL(fileURLWithPath: script))
    let run = Shell.run([python, script, binary, app.folder, syncName])
    XCTAssertEqual(run.status, 0, run.error)
    let reply = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any], run.error)
    let result = try XCTUnwrap(reply["result"] as? [String: Any])
    XCTAssertEqual(result["accepted"] as? Int, 3, "\(result)")
    XCTAssertEqual(result["saved"] as? [String], [syncName])
    let submitted = try XCTUnwrap(reply["submitted"] as? [[String: Any]])
    return submitted.compactMap { item in
      guard let key = item["key"] as? String, let value = item["value"] as? String else { return nil }
      return (key, value)
    }
  }

  private static let agentScript = """
    import asyncio, json, sys
    from mcp import ClientSession, StdioServerParameters
    from mcp.client.stdio import stdio_client

    GLOSSA, FOLDER, CATALOG = sys.argv[1:4]

    async def main():
        server = StdioServerParameters(command=GLOSSA, args=["mcp", "."], cwd=FOLDER)
        async with stdio_client(server) as (read, write):
            async with ClientSession(read, write) as session:
                await session.initialize()
                listed = await session.call_tool("get_strings", {"language": "de", "catalog": CATALOG, "filter": "all"})
                items = json.loads(listed.content[0].text)["items"]
                chosen = [item for item in items if item["state"] == "translated" and "value" in item["source"]][:3]
                submitted = [
                    {"catalog": item["catalog"], "key": item["key"], "language": "de",
                     "value": f"DE{number} " + item["source"]["value"], "revision": item["revision"]}
                    for number, item in enumerate(chosen, 1)
                ]
                result = await session.call_tool("submit_translations", {"items": submitted})
                sys.stdout.write(json.dumps({"submitted": submitted, "result": json.loads(result.content[0].text)}))

    asyncio.run(main())
    """
}

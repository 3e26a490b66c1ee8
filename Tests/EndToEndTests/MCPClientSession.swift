import Foundation
import TestSupport
import XCTest

/// One session of the real Python MCP client (PyPI `mcp`) with `glossa mcp`: initialize, list the
/// tools, then each call in order, as an agent would. The driver prints what it got as one JSON
/// object; the tests assert on it.
struct MCPClientSession {
  struct Call {
    var tool: String
    var arguments: [String: Any]
  }

  struct Reply {
    var isError: Bool
    var text: String

    /// The result's JSON text, parsed.
    var json: [String: Any] {
      (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] ?? [:]
    }

    /// Per-item results of a batch tool.
    var results: [[String: Any]] { json["results"] as? [[String: Any]] ?? [] }
  }

  var protocolVersion: String
  var serverName: String
  var tools: [String]
  var replies: [Reply]

  static let driver = """
    import asyncio, json, sys
    from mcp import ClientSession, StdioServerParameters
    from mcp.client.stdio import stdio_client

    async def main():
        spec = json.load(open(sys.argv[1]))
        params = StdioServerParameters(command=spec["command"], args=spec["args"], cwd=spec["cwd"])
        out = {"replies": []}
        async with stdio_client(params) as (read, write):
            async with ClientSession(read, write) as session:
                init = await session.initialize()
                out["protocolVersion"] = init.protocol_version
                out["serverName"] = init.server_info.name
                out["tools"] = [tool.name for tool in (await session.list_tools()).tools]
                for call in spec["calls"]:
                    result = await session.call_tool(call["tool"], call["arguments"])
                    text = "".join(part.text for part in result.content if hasattr(part, "text"))
                    out["replies"].append({"isError": bool(result.is_error), "text": text})
        sys.stdout.write(json.dumps(out))

    asyncio.run(main())
    """

  /// Runs `calls` in one session of `glossa mcp ARGUMENTS` started in `folder`.
  static func run(_ calls: [Call], arguments: [String] = ["mcp", "."], in folder: URL) throws -> MCPClientSession {
    let python = try MCPClient.require()
    let glossa = try GlossaExecutable.require()
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-mcp-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let script = scratch.appendingPathComponent("driver.py")
    try Data(driver.utf8).write(to: script)
    let spec: [String: Any] = [
      "command": glossa.path, "args": arguments, "cwd": folder.path,
      "calls": calls.map { ["tool": $0.tool, "arguments": $0.arguments] },
    ]
    let specFile = scratch.appendingPathComponent("spec.json")
    try JSONSerialization.data(withJSONObject: spec).write(to: specFile)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: python)
    process.arguments = [script.path, specFile.path]
    let output = scratch.appendingPathComponent("out")
    let errors = scratch.appendingPathComponent("err")
    FileManager.default.createFile(atPath: output.path, contents: nil)
    FileManager.default.createFile(atPath: errors.path, contents: nil)
    process.standardOutput = try FileHandle(forWritingTo: output)
    process.standardError = try FileHandle(forWritingTo: errors)
    try process.run()
    let deadline = Date().addingTimeInterval(120)
    while process.isRunning && Date() < deadline { usleep(20_000) }
    if process.isRunning {
      process.terminate()
      XCTFail("the MCP client session did not end within 120 s")
    }
    process.waitUntilExit()
    let stdout = try Data(contentsOf: output)
    let stderr = String(decoding: try Data(contentsOf: errors), as: UTF8.self)
    guard process.terminationStatus == 0,
      let object = try JSONSerialization.jsonObject(with: stdout) as? [String: Any]
    else {
      throw SessionError(message: "client exited \(process.terminationStatus): \(stderr)")
    }
    let replies = (object["replies"] as? [[String: Any]] ?? []).map {
      Reply(isError: $0["isError"] as? Bool ?? false, text: $0["text"] as? String ?? "")
    }
    return MCPClientSession(
      protocolVersion: object["protocolVersion"] as? String ?? "", serverName: object["serverName"] as? String ?? "",
      tools: object["tools"] as? [String] ?? [], replies: replies)
  }

  struct SessionError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
  }
}

import Foundation
import XCTest

/// `glossa mcp` spoken to as raw JSON-RPC over pipes, one message a line, without any SDK: what
/// goes on the wire, an older protocol revision, malformed input, and the end of input.
final class MCPProtocolTests: XCTestCase {
  /// The server's process with line-wise access to its standard output.
  private final class Server {
    let process = Process()
    let input = Pipe()
    let output = Pipe()
    let errors = Pipe()
    private var buffer = Data()

    init(in folder: URL) throws {
      process.executableURL = try GlossaExecutable.require()
      process.arguments = ["mcp", "."]
      process.currentDirectoryURL = folder
      process.standardInput = input
      process.standardOutput = output
      process.standardError = errors
      try process.run()
    }

    func send(_ line: String) {
      input.fileHandleForWriting.write(Data((line + "\n").utf8))
    }

    /// The next line of standard output (nil at its end or after 30 s).
    func nextLine() -> String? {
      let deadline = Date().addingTimeInterval(30)
      while Date() < deadline {
        if let newline = buffer.firstIndex(of: 0x0A) {
          let line = buffer[buffer.startIndex..<newline]
          buffer = Data(buffer[(newline + 1)...])
          return String(decoding: line, as: UTF8.self)
        }
        let more = output.fileHandleForReading.availableData
        if more.isEmpty { return nil }
        buffer.append(more)
      }
      return nil
    }

    /// The next message, parsed (every line must be one JSON object: the protocol only).
    func nextMessage(file: StaticString = #filePath, line: UInt = #line) -> [String: Any] {
      guard let text = nextLine() else {
        XCTFail("no message from the server", file: file, line: line)
        return [:]
      }
      guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else {
        XCTFail("not a JSON-RPC message on standard output: \(text)", file: file, line: line)
        return [:]
      }
      return object
    }
  }

  func testRawJSONRPCOverPipes() throws {
    let folder = try CLIFolder()
    try folder.write("Localizable.xcstrings", Array(try Data(contentsOf: CLIPaths.sample)))
    let server = try Server(in: folder.url)
    server.send(
      #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2024-11-05","capabilities":{},"clientInfo":{"name":"raw","version":"1"}}}"#
    )
    let initialized = server.nextMessage()
    XCTAssertEqual(initialized["id"] as? Int, 1)
    let result = initialized["result"] as? [String: Any]
    XCTAssertEqual(result?["protocolVersion"] as? String, "2024-11-05", "an older revision the client asks for is kept")
    XCTAssertEqual((result?["serverInfo"] as? [String: Any])?["name"] as? String, "glossa")
    server.send(#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#)

    server.send(#"{"jsonrpc":"2.0","id":2,"method":"tools/list"}"#)
    let tools = ((server.nextMessage()["result"] as? [String: Any])?["tools"] as? [[String: Any]]) ?? []
    XCTAssertEqual(tools.count, 8)
    let schema = tools.first { $0["name"] as? String == "get_strings" }?["inputSchema"] as? [String: Any]
    XCTAssertEqual(schema?["required"] as? [String], ["language"])

    server.send("{not json")
    let malformed = server.nextMessage()
    XCTAssertEqual((malformed["error"] as? [String: Any])?["code"] as? Int, -32700, "a parse error, answered")

    server.send(#"{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"get_strings","arguments":{"language":"de","limit":1}}}"#)
    let called = server.nextMessage()
    XCTAssertEqual(called["id"] as? Int, 3)
    let content = ((called["result"] as? [String: Any])?["content"] as? [[String: Any]])?.first
    let text = content?["text"] as? String ?? ""
    XCTAssertTrue(text.contains("\"revision\""), text)

    server.send(#"{"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"name":"get_strings","arguments":{"language":7}}}"#)
    let wrongType = server.nextMessage()["result"] as? [String: Any]
    XCTAssertEqual(wrongType?["isError"] as? Bool, true)

    server.input.fileHandleForWriting.closeFile()
    XCTAssertNil(server.nextLine(), "nothing but replies on standard output")
    let deadline = Date().addingTimeInterval(30)
    while server.process.isRunning && Date() < deadline { usleep(20_000) }
    XCTAssertFalse(server.process.isRunning, "the server ends when its input closes")
    XCTAssertEqual(server.process.terminationStatus, 0)
    let log = String(decoding: server.errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    XCTAssertTrue(log.contains("glossa mcp: 1 catalog under"), log)
  }
}

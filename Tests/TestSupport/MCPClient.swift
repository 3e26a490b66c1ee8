import Foundation
import XCTest

/// The real Python MCP client (PyPI `mcp`, the official SDK) that drives `glossa mcp` in tests as
/// an agent would. `.ci/run` installs it in a virtual environment at `.build-mcp/venv`;
/// `GLOSSA_MCP_PYTHON` may name another Python that has it. Without it each such test skips with
/// this one reason (under CI it fails).
public enum MCPClient {
  public static let skipReason =
    "the Python MCP client is not installed (python3 -m venv .build-mcp/venv && .build-mcp/venv/bin/pip install mcp)"

  /// `<repository>/.build-mcp/venv/bin/python3`.
  static let venvPython: String = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // TestSupport
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()  // repository root
    .appendingPathComponent(".build-mcp/venv/bin/python3").path

  /// A Python that can `import mcp`, or nil.
  public static let python: String? = {
    var candidates = [venvPython]
    if let named = ProcessInfo.processInfo.environment["GLOSSA_MCP_PYTHON"] { candidates.insert(named, at: 0) }
    for candidate in candidates where FileManager.default.isExecutableFile(atPath: candidate) {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: candidate)
      process.arguments = ["-c", "import mcp.client.stdio"]
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      do {
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus == 0 { return candidate }
      } catch {
        continue
      }
    }
    return nil
  }()

  public static func require() throws -> String {
    if let python { return python }
    throw Requirement.missing(skipReason)
  }
}

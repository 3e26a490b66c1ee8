import AgentServer
import TerminalScreen
import ArgumentParser
import Dispatch
import Foundation

/// `glossa mcp [PATH...]`: the agent server over the workspace the editor would open.
struct MCPCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "mcp",
    abstract: "Serve the workspace's catalogs to agents over the Model Context Protocol (stdio).",
    discussion: """
      Speaks MCP (JSON-RPC, one message a line) on standard input and output until input closes; \
      logs go to standard error. The workspace is what `glossa PATH...` opens: each PATH a catalog or \
      a folder searched recursively (default: the current folder), with each catalog's .glossa.yml. \
      Tools: list_catalogs, get_strings, get_context, submit_translations, get_review_queue, \
      review_translations, lint, rename_key. Translations agents submit land as needs_review (or \
      machine_translated) for a person to review with R in the editor. \
      Add it to Claude Code with: claude mcp add glossa -- glossa mcp .
      """
  )

  @Argument(help: "The .xcstrings files and folders (default: the current folder).", completion: .catalogs)
  var paths: [String] = []

  @OptionGroup var excluding: ExcludeOption

  func validate() throws {
    if paths.contains(StandardInput.argument) {
      throw ValidationError("mcp reads its requests from standard input: - cannot be a catalog")
    }
  }

  func run() throws {
    let paths = self.paths
    let exclusion = excluding.exclusion
    let finished = DispatchSemaphore(value: 0)
    let failure = ServerFailure()
    Task.detached {
      do {
        try await AgentServer.run(paths: paths, excluding: exclusion, version: GlossaVersion.current) { printError(ControlEscape.escaping($0)) }
      } catch {
        failure.set("glossa mcp: \(error)")
      }
      finished.signal()
    }
    finished.wait()
    if let message = failure.message {
      printError(message)
      throw ExitCode(2)
    }
  }
}

/// The server's error, handed from its task to the waiting command.
final class ServerFailure: @unchecked Sendable {
  // Written once by the server's task before it signals, read after the wait.
  private let lock = NSLock()
  private var stored: String?

  func set(_ message: String) {
    lock.lock()
    stored = message
    lock.unlock()
  }

  var message: String? {
    lock.lock()
    defer { lock.unlock() }
    return stored
  }
}

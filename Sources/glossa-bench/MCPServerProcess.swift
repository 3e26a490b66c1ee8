import Foundation

/// The real `glossa mcp` as a child over pipes, spoken to as raw JSON-RPC (one message a line),
/// as an agent's client does: no SDK between the benchmark and the server's own transport.
final class MCPServerProcess {
  /// One answered request: the wall time from writing the request to reading its answer's line,
  /// and the server's CPU time in between (all its threads; nil where Linux's `/proc` is not),
  /// which the other processes on a shared machine change less.
  struct Answer {
    var seconds: Double
    var cpuSeconds: Double?
    var message: [String: Any]

    /// `result.content[0].text` parsed (a tool result is JSON text); nil for a tool error.
    var toolResult: [String: Any]? {
      guard let result = message["result"] as? [String: Any], result["isError"] as? Bool != true,
        let content = result["content"] as? [[String: Any]], let text = content.first?["text"] as? String
      else { return nil }
      return (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any]
    }

    /// What went wrong, in a line: the JSON-RPC error or the tool's refusal.
    var problem: String {
      if let error = message["error"] as? [String: Any] { return "\(error["message"] ?? error)" }
      let result = message["result"] as? [String: Any]
      let text = (result?["content"] as? [[String: Any]])?.first?["text"] as? String
      return String((text ?? "\(message)").prefix(300))
    }
  }

  private let process = Process()
  private let input = Pipe()
  private let output = Pipe()
  private var buffer: [UInt8] = []
  private var nextID = 1
  /// Monotonic nanoseconds just before the process was started.
  let startedAt: UInt64

  var secondsSinceStart: Double { Double(DispatchTime.now().uptimeNanoseconds - startedAt) / 1e9 }

  /// Starts `glossa mcp PATH` with its standard error dropped (it says what it opened).
  init?(glossa: String, path: String) {
    process.executableURL = URL(fileURLWithPath: glossa)
    process.arguments = ["mcp", path]
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    startedAt = DispatchTime.now().uptimeNanoseconds
    do {
      try process.run()
    } catch {
      return nil
    }
  }

  /// `initialize` (protocol 2025-11-25) then `notifications/initialized`; the answer's time is
  /// counted from the process's start, since the server reads the workspace before it answers.
  func initialize() -> Answer? {
    let params: [String: Any] = [
      "protocolVersion": "2025-11-25", "capabilities": [String: Any](),
      "clientInfo": ["name": "glossa-bench", "version": "1"],
    ]
    guard var answer = request("initialize", params: params), answer.message["result"] != nil else { return nil }
    answer.seconds = secondsSinceStart
    send(["jsonrpc": "2.0", "method": "notifications/initialized"])
    return answer
  }

  /// `tools/call` of one tool.
  func call(_ tool: String, _ arguments: [String: Any] = [:]) -> Answer? {
    request("tools/call", params: ["name": tool, "arguments": arguments])
  }

  /// Sends a request and waits for the line that answers its id (other lines, such as
  /// notifications, are skipped); nil when the server ended or said nothing for five minutes.
  func request(_ method: String, params: [String: Any]) -> Answer? {
    let id = nextID
    nextID += 1
    let cpuBefore = cpuSeconds()
    let began = DispatchTime.now().uptimeNanoseconds
    guard send(["jsonrpc": "2.0", "id": id, "method": method, "params": params]) else { return nil }
    while let line = nextLine() {
      let elapsed = Double(DispatchTime.now().uptimeNanoseconds - began) / 1e9
      guard let message = (try? JSONSerialization.jsonObject(with: Data(line))) as? [String: Any],
        message["id"] as? Int == id
      else { continue }
      let cpu = cpuBefore.flatMap { before in cpuSeconds().map { $0 - before } }
      return Answer(seconds: elapsed, cpuSeconds: cpu, message: message)
    }
    return nil
  }

  /// Closes the server's input (it then answers what it read and ends) and waits for it.
  func finish() {
    try? input.fileHandleForWriting.close()
    process.waitUntilExit()
  }

  /// The server's time on a CPU so far: the first field of each of its threads' `schedstat`
  /// (nanoseconds). The SDK's worker threads live on between calls, so none is lost in between.
  private func cpuSeconds() -> Double? {
    let tasks = "/proc/\(process.processIdentifier)/task"
    guard let threads = try? FileManager.default.contentsOfDirectory(atPath: tasks) else { return nil }
    var nanoseconds = 0
    for thread in threads {
      guard let text = try? String(contentsOfFile: "\(tasks)/\(thread)/schedstat", encoding: .utf8),
        let first = text.split(separator: " ").first, let value = Int(first)
      else { continue }
      nanoseconds += value
    }
    return Double(nanoseconds) / 1e9
  }

  @discardableResult
  private func send(_ message: [String: Any]) -> Bool {
    guard var data = try? JSONSerialization.data(withJSONObject: message) else { return false }
    data.append(0x0A)
    do {
      try input.fileHandleForWriting.write(contentsOf: data)
      return true
    } catch {
      return false
    }
  }

  /// The next line of the server's output, read in 64 KB chunks.
  private func nextLine() -> [UInt8]? {
    let descriptor = output.fileHandleForReading.fileDescriptor
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    var scanned = 0
    while true {
      if let newline = buffer[scanned...].firstIndex(of: 0x0A) {
        let line = Array(buffer[..<newline])
        buffer.removeSubrange(...newline)
        return line
      }
      scanned = buffer.count
      var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      guard poll(&poller, 1, 300_000) > 0 else { return nil }
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return nil }
      buffer += chunk[..<count]
    }
  }
}

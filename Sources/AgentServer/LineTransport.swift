import Foundation
import Logging
import MCP

/// MCP's stdio transport, one JSON-RPC message a line, read on a thread of its own.
///
/// The SDK's own stdio transport looks for the line break from the start of everything pending
/// after each 4 KB read, so a 1 MB message (an agent's batch) took 15 s to arrive; this one scans
/// each byte once and bounds a message's size, so an endless line cannot take the memory.
actor LineTransport: Transport {
  /// The longest message taken: a batch of 500 items of a few kilobytes each is far below it.
  static let maximumMessageBytes = 64 << 20

  nonisolated let logger = Logger(label: "glossa.mcp.transport", factory: { _ in SwiftLogNoOpLogHandler() })
  private let input: Int32
  private let output: Int32
  private let stream: AsyncThrowingStream<Data, Swift.Error>
  private let continuation: AsyncThrowingStream<Data, Swift.Error>.Continuation
  private let report: @Sendable (String) -> Void
  private let pending = PendingRequests()

  init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO, report: @escaping @Sendable (String) -> Void) {
    self.input = input
    self.output = output
    self.report = report
    (stream, continuation) = AsyncThrowingStream.makeStream(of: Data.self)
  }

  func connect() async throws {
    let input = self.input
    let continuation = self.continuation
    let report = self.report
    let pending = self.pending
    let reader = Thread {
      LineTransport.readLines(from: input, into: continuation, pending: pending, report: report)
      // Input has ended; what was asked is still answered (a script may pipe its requests in and
      // close at once), then the stream ends and so does the server.
      if pending.endInput() { continuation.finish() }
      Thread.sleep(forTimeInterval: LineTransport.answerWait)
      continuation.finish()
    }
    reader.name = "glossa mcp input"
    reader.start()
  }

  /// How long the requests still open when input ends may take to be answered.
  static let answerWait: TimeInterval = 60

  func disconnect() async {
    continuation.finish()
  }

  func send(_ data: Data) async throws {
    var message = data
    message.append(0x0A)
    try message.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) throws in
      guard let base = bytes.baseAddress else { return }
      var written = 0
      while written < bytes.count {
        let count = write(output, base + written, bytes.count - written)
        if count < 0 {
          if errno == EINTR || errno == EAGAIN { continue }
          throw MCPError.transportError(POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO))
        }
        written += count
      }
    }
    if pending.answered(data) { continuation.finish() }
  }

  nonisolated func receive() -> AsyncThrowingStream<Data, Swift.Error> {
    stream
  }

  /// Blocking reads until end of input; each complete line is a message. A line over the bound
  /// is dropped whole and stands as one malformed message, which the server answers with a
  /// parse error.
  private static func readLines(
    from input: Int32, into continuation: AsyncThrowingStream<Data, Swift.Error>.Continuation,
    pending: PendingRequests, report: @Sendable (String) -> Void
  ) {
    var line = Data()
    var skipping = false
    let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 1)
    defer { chunk.deallocate() }
    while true {
      guard let base = chunk.baseAddress else { break }
      let count = read(input, base, chunk.count)
      if count < 0 && errno == EINTR { continue }
      if count <= 0 { break }
      var start = 0
      let bytes = UnsafeRawBufferPointer(rebasing: chunk[0..<count])
      while let newline = bytes[start...].firstIndex(of: 0x0A) {
        if skipping {
          skipping = false
        } else {
          line.append(contentsOf: bytes[start..<newline])
          if !line.isEmpty {
            pending.asked(line)
            continuation.yield(line)
          }
        }
        line = Data()
        start = newline + 1
      }
      if skipping { continue }
      line.append(contentsOf: bytes[start...])
      if line.count > maximumMessageBytes {
        report("glossa mcp: a message of over \(maximumMessageBytes >> 20) MB was dropped")
        continuation.yield(Data("{".utf8))
        line = Data()
        skipping = true
      }
    }
  }
}

/// The ids of requests read and not yet answered, so that the end of input waits for their
/// answers. Shared by the reading thread and the transport's sends.
final class PendingRequests: @unchecked Sendable {
  // Every access holds the lock: the reader thread and the sending actor both use it.
  private let lock = NSLock()
  private var open: Set<String> = []
  private var inputEnded = false

  /// A message was read: a request (a method and an id) is open until its answer is sent.
  func asked(_ message: Data) {
    guard let ids = Self.ids(in: message, requests: true), !ids.isEmpty else { return }
    lock.lock()
    open.formUnion(ids)
    lock.unlock()
  }

  /// A message was sent; true when input has ended and nothing is left to answer.
  func answered(_ message: Data) -> Bool {
    let ids = Self.ids(in: message, requests: false) ?? []
    lock.lock()
    defer { lock.unlock() }
    open.subtract(ids)
    return inputEnded && open.isEmpty
  }

  /// True when nothing is left to answer.
  func endInput() -> Bool {
    lock.lock()
    defer { lock.unlock() }
    inputEnded = true
    return open.isEmpty
  }

  /// The ids of the requests (with a method) or responses (without one) in a message or batch.
  private static func ids(in message: Data, requests: Bool) -> [String]? {
    guard let parsed = try? JSONSerialization.jsonObject(with: message, options: [.fragmentsAllowed]) else { return nil }
    let objects = (parsed as? [[String: Any]]) ?? ((parsed as? [String: Any]).map { [$0] } ?? [])
    return objects.compactMap { object in
      guard let id = object["id"], (object["method"] != nil) == requests else { return nil }
      return "\(id)"
    }
  }
}

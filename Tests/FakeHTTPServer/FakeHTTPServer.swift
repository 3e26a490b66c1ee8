import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// An HTTP/1.1 server on 127.0.0.1 (a free port) for tests: each connection gets one request
/// and one answer from `handler`, then is closed. Requests are recorded. Plain POSIX sockets,
/// a thread per connection, so several requests can be in flight.
public final class FakeHTTPServer: @unchecked Sendable {
  public struct Request: Sendable {
    public var method: String
    public var path: String
    /// Header names lower-cased.
    public var headers: [String: String]
    public var body: Data

    public var bodyText: String { String(decoding: body, as: UTF8.self) }
  }

  public struct Response: Sendable {
    public var status: Int
    public var headers: [(String, String)]
    public var body: Data
    /// Set: the body goes out one byte per this many seconds (a server that never times out
    /// between packets), until it is all sent or the client hangs up.
    public var dripInterval: Double?

    public init(status: Int = 200, headers: [(String, String)] = [], body: String, dripInterval: Double? = nil) {
      self.status = status
      self.headers = headers
      self.body = Data(body.utf8)
      self.dripInterval = dripInterval
    }
  }

  public let port: UInt16
  private let socket: Int32
  private let handler: @Sendable (Request) -> Response
  private let lock = NSLock()
  private var recorded: [Request] = []
  private var inFlight = 0
  private var mostInFlight = 0

  public var baseURL: String { "http://127.0.0.1:\(port)" }

  public var requests: [Request] {
    lock.lock()
    defer { lock.unlock() }
    return recorded
  }

  /// The most requests the handler was working on at once.
  public var highestConcurrency: Int {
    lock.lock()
    defer { lock.unlock() }
    return mostInFlight
  }

  public init(handler: @escaping @Sendable (Request) -> Response) throws {
    self.handler = handler
    let listener = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard listener >= 0 else { throw POSIXError(.EIO) }
    var yes: Int32 = 1
    setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0, listen(listener, 64) == 0 else {
      close(listener)
      throw POSIXError(.EADDRINUSE)
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
    }
    port = UInt16(bigEndian: address.sin_port)
    socket = listener
    let thread = Thread { [self] in acceptLoop() }
    thread.start()
  }

  private var stopped = false

  /// Closes the listening socket; the accept thread ends. Only once: a second close could hit
  /// a descriptor number another server has been given since.
  public func stop() {
    lock.lock()
    defer { lock.unlock() }
    guard !stopped else { return }
    stopped = true
    shutdown(socket, Int32(SHUT_RDWR))
    close(socket)
  }

  deinit { stop() }

  private func acceptLoop() {
    while true {
      let connection = accept(socket, nil, nil)
      guard connection >= 0 else { return }
      let thread = Thread { [self] in serve(connection) }
      thread.start()
    }
  }

  private func serve(_ connection: Int32) {
    defer { close(connection) }
    guard let request = read(connection) else { return }
    lock.lock()
    recorded.append(request)
    inFlight += 1
    mostInFlight = max(mostInFlight, inFlight)
    lock.unlock()
    let response = handler(request)
    lock.lock()
    inFlight -= 1
    lock.unlock()
    var head = "HTTP/1.1 \(response.status) \(Self.reason(response.status))\r\n"
    head += "Content-Length: \(response.body.count)\r\nConnection: close\r\n"
    if !response.headers.contains(where: { $0.0.lowercased() == "content-type" }) {
      head += "Content-Type: application/json\r\n"
    }
    for (name, value) in response.headers { head += "\(name): \(value)\r\n" }
    head += "\r\n"
    guard let interval = response.dripInterval else {
      writeAll(connection, Data(head.utf8) + response.body)
      return
    }
    guard writeAll(connection, Data(head.utf8)) else { return }
    for byte in response.body {
      Thread.sleep(forTimeInterval: interval)
      guard writeAll(connection, Data([byte])) else { return }
    }
  }

  private func read(_ connection: Int32) -> Request? {
    var buffer = [UInt8]()
    var chunk = [UInt8](repeating: 0, count: 65536)
    var headerEnd: Int?
    var contentLength = 0
    while true {
      if let end = headerEnd, buffer.count >= end + contentLength { break }
      let count = recv(connection, &chunk, chunk.count, 0)
      guard count > 0 else { return nil }
      buffer += chunk[0..<count]
      if headerEnd == nil, let range = Self.find([13, 10, 13, 10], in: buffer) {
        headerEnd = range + 4
        let head = String(decoding: buffer[0..<range], as: UTF8.self)
        for line in head.components(separatedBy: "\r\n").dropFirst() {
          let parts = line.split(separator: ":", maxSplits: 1)
          if parts.count == 2, parts[0].lowercased() == "content-length" {
            contentLength = Int(parts[1].trimmingCharacters(in: .whitespaces)) ?? 0
          }
        }
      }
    }
    guard let end = headerEnd else { return nil }
    let lines = String(decoding: buffer[0..<(end - 4)], as: UTF8.self).components(separatedBy: "\r\n")
    let requestLine = lines.first?.split(separator: " ") ?? []
    var headers: [String: String] = [:]
    for line in lines.dropFirst() {
      let parts = line.split(separator: ":", maxSplits: 1)
      if parts.count == 2 { headers[parts[0].lowercased()] = parts[1].trimmingCharacters(in: .whitespaces) }
    }
    return Request(
      method: requestLine.first.map(String.init) ?? "", path: requestLine.dropFirst().first.map(String.init) ?? "",
      headers: headers, body: Data(buffer[end..<(end + contentLength)]))
  }

  /// False once the client has hung up.
  @discardableResult
  private func writeAll(_ connection: Int32, _ data: Data) -> Bool {
    let bytes = [UInt8](data)
    var sent = 0
    while sent < bytes.count {
      let count = bytes[sent...].withUnsafeBytes { send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
      guard count > 0 else { return false }
      sent += count
    }
    return true
  }

  private static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
    guard haystack.count >= needle.count else { return nil }
    for start in 0...(haystack.count - needle.count)
    where haystack[start..<(start + needle.count)].elementsEqual(needle) {
      return start
    }
    return nil
  }

  private static func reason(_ status: Int) -> String {
    switch status {
    case 200: return "OK"
    case 302: return "Found"
    case 401: return "Unauthorized"
    case 403: return "Forbidden"
    case 429: return "Too Many Requests"
    case 500: return "Internal Server Error"
    case 503: return "Service Unavailable"
    default: return "Status"
    }
  }
}

/// Helpers for an OpenAI-compatible fake: reading the batch document a request carries and
/// answering with a reply document.
public enum FakeChatCompletions {
  /// The user message's content (the batch document) of a chat-completions request body.
  public static func batchDocument(of request: FakeHTTPServer.Request) -> [String: Any]? {
    guard let body = try? JSONSerialization.jsonObject(with: request.body) as? [String: Any],
      let messages = body["messages"] as? [[String: Any]],
      let user = messages.first(where: { $0["role"] as? String == "user" }), let content = user["content"] as? String
    else { return nil }
    return try? JSONSerialization.jsonObject(with: Data(content.utf8)) as? [String: Any]
  }

  /// A chat-completions answer whose content is `content`.
  public static func answer(_ content: String) -> FakeHTTPServer.Response {
    let escaped = String(
      decoding: (try? JSONSerialization.data(withJSONObject: [content], options: [.withoutEscapingSlashes])) ?? Data(),
      as: UTF8.self)
    let string = String(escaped.dropFirst().dropLast())
    return FakeHTTPServer.Response(
      body: #"{"choices":[{"index":0,"message":{"role":"assistant","content":\#(string)}}]}"#)
  }

  /// A reply document that gives each item `transform(source)` (plural sources: every requested
  /// category from the source's `other`).
  public static func replyDocument(for batch: [String: Any], _ transform: (String) -> String) -> String {
    let items = batch["items"] as? [[String: Any]] ?? []
    var translations: [[String: Any]] = []
    for item in items {
      let id = item["id"] as? String ?? ""
      if let source = item["source"] as? String {
        translations.append(["id": id, "value": transform(source)])
      } else if let forms = item["source"] as? [String: String] {
        let categories = item["categories"] as? [String] ?? []
        let other = forms["other"] ?? ""
        translations.append([
          "id": id, "value": Dictionary(uniqueKeysWithValues: categories.map { ($0, transform(forms[$0] ?? other)) }),
        ])
      }
    }
    let data =
      (try? JSONSerialization.data(withJSONObject: ["translations": translations], options: [.sortedKeys])) ?? Data()
    return String(decoding: data, as: UTF8.self)
  }
}

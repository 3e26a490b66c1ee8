import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A tiny HTTP/1.1 server on 127.0.0.1 for loader tests: GET only, one
/// request per connection, answers from a table of path → (status, body)
/// that tests change while it runs. Plain POSIX sockets, one thread.
final class LocalHTTPServer: @unchecked Sendable {
  struct Response {
    var status: Int
    var body: Data
    var delivery = Delivery.whole
  }

  /// How a body is sent. The hostile ones end when the client hangs up, so a server thread
  /// never outlives the loader's give-up.
  enum Delivery {
    case whole
    /// Reads the request and never answers.
    case stall
    /// The head, then one byte of the body every `interval` seconds, on and on.
    case drip(interval: Double)
    /// The head with a huge `Content-Length` that is not announced honestly (none), then
    /// the body repeated without end.
    case endless
    /// The head announcing the whole body, half of it, then a reset (RST, not an orderly close).
    case reset
    /// `302 Found` to `location` (a redirect loop when it names this path).
    case redirect(to: String)
    /// The whole answer after a pause: a loaded machine or a slow network.
    case late(seconds: Double)
  }

  private let listener: Int32
  let port: UInt16
  private let lock = NSLock()
  private var routes: [String: Response] = [:]
  private var served: [String] = []
  private let finished = DispatchSemaphore(value: 0)

  init() throws {
    #if canImport(Glibc)
      let socketType = Int32(SOCK_STREAM.rawValue)
    #else
      let socketType = SOCK_STREAM
    #endif
    let listener = socket(AF_INET, socketType, 0)
    guard listener >= 0 else { throw POSIXError(.EIO) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr = in_addr(s_addr: inet_addr("127.0.0.1"))
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
        bind(listener, generic, length) == 0 && listen(listener, 16) == 0
          && getsockname(listener, generic, &length) == 0
      }
    }
    guard bound else {
      close(listener)
      throw POSIXError(.EADDRNOTAVAIL)
    }
    self.listener = listener
    port = UInt16(bigEndian: address.sin_port)
    let thread = Thread { [self] in
      serve()
      finished.signal()
    }
    thread.start()
  }

  /// Closes the listening socket and waits for the serving thread to end.
  func stop() {
    shutdown(listener, Int32(SHUT_RDWR))
    close(listener)
    finished.wait()
  }

  var baseURL: URL {
    URL(string: "http://127.0.0.1:\(port)/packs/") ?? URL(fileURLWithPath: "/")
  }

  func set(_ path: String, status: Int = 200, _ body: String) {
    locked { routes["/packs/" + path] = Response(status: status, body: Data(body.utf8)) }
  }

  func set(_ path: String, delivery: Delivery, _ body: String) {
    locked { routes["/packs/" + path] = Response(status: 200, body: Data(body.utf8), delivery: delivery) }
  }

  func remove(_ path: String) {
    locked { routes["/packs/" + path] = nil }
  }

  /// Counts the body bytes the `.endless` delivery managed to send before the client hung up.
  private var endlessSent = 0
  var endlessBytesSent: Int { locked { endlessSent } }

  /// Paths requested so far, in order.
  var requests: [String] { locked { served } }

  // NSLock.withLock needs macOS 13; the package targets older systems.
  private func locked<T>(_ body: () -> T) -> T {
    lock.lock()
    defer { lock.unlock() }
    return body()
  }

  private func serve() {
    while true {
      let connection = accept(listener, nil, nil)
      guard connection >= 0 else { return }
      answer(connection)
      close(connection)
    }
  }

  // A client that hangs up early must not kill the test process with SIGPIPE.
  #if canImport(Glibc)
    private static let sendFlags = Int32(MSG_NOSIGNAL)
  #else
    private static let sendFlags: Int32 = 0
  #endif

  private func answer(_ connection: Int32) {
    var request = Data()
    var buffer = [UInt8](repeating: 0, count: 4096)
    while request.range(of: Data("\r\n\r\n".utf8)) == nil {
      let count = recv(connection, &buffer, buffer.count, 0)
      guard count > 0 else { return }
      request.append(contentsOf: buffer[0..<count])
    }
    let firstLine = String(decoding: request.prefix { $0 != UInt8(ascii: "\r") }, as: UTF8.self)
    let parts = firstLine.split(separator: " ")
    let path = parts.count >= 2 ? String(parts[1]) : ""
    let response = locked { () -> Response in
      served.append(path)
      return routes[path] ?? Response(status: 404, body: Data("not found".utf8))
    }
    var head = "HTTP/1.1 \(response.status) \(response.status == 200 ? "OK" : "Error")\r\n"
    let length = response.delivery.announcesLength ? "Content-Length: \(response.body.count)\r\n" : ""
    head += length + "Content-Type: application/json\r\nConnection: close\r\n\r\n"
    switch response.delivery {
    case .whole:
      _ = sendAll(connection, Data(head.utf8) + response.body)
    case .late(let seconds):
      Thread.sleep(forTimeInterval: seconds)
      _ = sendAll(connection, Data(head.utf8) + response.body)
    case .stall:
      // Until the client gives up and closes the connection.
      while recv(connection, &buffer, buffer.count, 0) > 0 {}
    case .drip(let interval):
      guard sendAll(connection, Data(head.utf8)) else { return }
      var index = 0
      while sendAll(connection, Data([response.body.isEmpty ? 32 : response.body[index % response.body.count]])) {
        index += 1
        Thread.sleep(forTimeInterval: interval)
      }
    case .endless:
      guard sendAll(connection, Data(head.utf8)) else { return }
      let chunk = Data(repeating: 32, count: 65536)
      while sendAll(connection, chunk) { locked { endlessSent += chunk.count } }
    case .reset:
      _ = sendAll(connection, Data(head.utf8) + response.body.prefix(response.body.count / 2))
      // Linger 0: close() sends RST, as a crashed server or a dropped proxy does.
      var option = linger(l_onoff: 1, l_linger: 0)
      setsockopt(connection, SOL_SOCKET, SO_LINGER, &option, socklen_t(MemoryLayout<linger>.size))
    case .redirect(let location):
      let redirect = "HTTP/1.1 302 Found\r\nLocation: \(location)\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
      _ = sendAll(connection, Data(redirect.utf8))
    }
  }

  /// False once the client has hung up.
  private func sendAll(_ connection: Int32, _ bytes: Data) -> Bool {
    bytes.withUnsafeBytes { raw in
      var sent = 0
      while sent < raw.count, let base = raw.baseAddress {
        let count = send(connection, base + sent, raw.count - sent, Self.sendFlags)
        guard count > 0 else { return false }
        sent += count
      }
      return true
    }
  }
}

extension LocalHTTPServer.Delivery {
  var announcesLength: Bool {
    switch self {
    case .whole, .reset, .late: return true
    default: return false
    }
  }
}

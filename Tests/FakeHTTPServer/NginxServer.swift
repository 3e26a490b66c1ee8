import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A real nginx on 127.0.0.1 for the loader's tests and the pack benchmark: started in the
/// foreground (`-g 'daemon off;'`) with a configuration, logs, temp paths and document root all
/// in a temporary folder of its own, on a free port; `stop()` ends it and removes the folder.
/// Files under `root` are served at `/packs/`, with the ETag, Last-Modified and 304 answers
/// nginx gives static files, and `locationDirectives` (e.g. `expires 1h;`) added to that location.
public final class NginxServer: @unchecked Sendable {
  public static let executable: String? = ["/usr/sbin/nginx", "/usr/local/sbin/nginx", "/opt/homebrew/bin/nginx"]
    .first(where: FileManager.default.isExecutableFile)

  public static let skipReason = "nginx is not installed (apt-get install nginx): the pack loader's tests against a real HTTP server are skipped"

  public struct Failure: Error, CustomStringConvertible {
    public let description: String
  }

  /// One line of the access log.
  public struct LoggedRequest: Equatable, Sendable {
    public var method: String
    public var path: String
    public var status: Int
    /// nginx's `$body_bytes_sent`: the body bytes it sent, headers excluded.
    public var bodyBytes: Int
  }

  public let folder: URL
  /// The files served at `/packs/`.
  public let root: URL
  public let port: UInt16
  private let process: Process

  public var baseURL: URL { URL(string: "http://127.0.0.1:\(port)/packs/") ?? root }

  public init(locationDirectives: String = "") throws {
    guard let executable = Self.executable else { throw Failure(description: Self.skipReason) }
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-nginx-\(UUID().uuidString)")
    root = folder.appendingPathComponent("www/packs")
    for path in [root, folder.appendingPathComponent("temp"), folder.appendingPathComponent("logs")] {
      // World-readable: nginx's workers run as nobody when the tests run as root.
      try FileManager.default.createDirectory(
        at: path, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
    }
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)
    var lastProblem = ""
    // A free port can be taken between finding it and nginx binding it: try a few.
    for _ in 0..<5 {
      let port = try Self.freePort()
      let configuration = folder.appendingPathComponent("nginx.conf")
      try Data(Self.configuration(folder: folder.path, port: port, location: locationDirectives).utf8).write(
        to: configuration)
      let process = Process()
      process.executableURL = URL(fileURLWithPath: executable)
      process.arguments = ["-c", configuration.path, "-p", folder.path + "/", "-g", "daemon off;"]
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      if Self.waitUntilListening(port: port, while: process) {
        self.port = port
        self.process = process
        return
      }
      if process.isRunning { process.terminate() }
      process.waitUntilExit()
      lastProblem = (try? String(contentsOf: folder.appendingPathComponent("logs/error.log"), encoding: .utf8)) ?? ""
    }
    try? FileManager.default.removeItem(at: folder)
    throw Failure(description: "nginx did not start: \(lastProblem)")
  }

  /// Ends nginx (SIGQUIT: a graceful stop) and removes its folder.
  public func stop() {
    if process.isRunning { kill(process.processIdentifier, SIGQUIT) }
    process.waitUntilExit()
    try? FileManager.default.removeItem(at: folder)
  }

  /// Writes a file to serve; `modified` sets its modification time (nginx's ETag is the
  /// modification time and the size, so a replacement of the same size needs another time).
  public func write(_ name: String, _ text: String, modified: Date? = nil) throws {
    let url = root.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: url.path)
    if let modified { try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: url.path) }
  }

  public func remove(_ name: String) throws {
    try FileManager.default.removeItem(at: root.appendingPathComponent(name))
  }

  /// Every request so far, from the access log, in order.
  public func requests() -> [LoggedRequest] {
    let url = folder.appendingPathComponent("logs/access.log")
    let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    return text.split(separator: "\n").compactMap { line in
      let parts = line.split(separator: " ")
      guard parts.count == 4, let status = Int(parts[2]), let bytes = Int(parts[3]) else { return nil }
      return LoggedRequest(method: String(parts[0]), path: String(parts[1]), status: status, bodyBytes: bytes)
    }
  }

  private static func configuration(folder: String, port: UInt16, location: String) -> String {
    """
    worker_processes 1;
    pid \(folder)/nginx.pid;
    error_log \(folder)/logs/error.log;
    events { worker_connections 64; }
    http {
      log_format glossa '$request_method $uri $status $body_bytes_sent';
      access_log \(folder)/logs/access.log glossa;
      client_body_temp_path \(folder)/temp/client;
      proxy_temp_path \(folder)/temp/proxy;
      fastcgi_temp_path \(folder)/temp/fastcgi;
      uwsgi_temp_path \(folder)/temp/uwsgi;
      scgi_temp_path \(folder)/temp/scgi;
      types { application/json json; }
      default_type application/octet-stream;
      server {
        listen 127.0.0.1:\(port);
        root \(folder)/www;
        location /packs/ {
          \(location)
        }
      }
    }

    """
  }

  /// A port nothing listens on now (the kernel's choice for port 0).
  private static func freePort() throws -> UInt16 {
    let probe = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard probe >= 0 else { throw Failure(description: "no socket") }
    defer { close(probe) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(probe, $0, length) == 0 && getsockname(probe, $0, &length) == 0
      }
    }
    guard bound else { throw Failure(description: "no free port") }
    return UInt16(bigEndian: address.sin_port)
  }

  /// True once a connection to the port succeeds; false when nginx exits first or after 10 s.
  private static func waitUntilListening(port: UInt16, while process: Process) -> Bool {
    for _ in 0..<200 {
      guard process.isRunning else { return false }
      let client = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
      var address = sockaddr_in()
      address.sin_family = sa_family_t(AF_INET)
      address.sin_port = port.bigEndian
      address.sin_addr.s_addr = inet_addr("127.0.0.1")
      let connected = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          connect(client, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
        }
      }
      close(client)
      if connected { return true }
      usleep(50_000)
    }
    return false
  }
}

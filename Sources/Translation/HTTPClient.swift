import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Sends one JSON request with the retry policy; the providers build requests and read replies.
struct HTTPClient: Sendable {
  var policy: HTTPRetryPolicy
  /// What to say on 401/403: which variable to set.
  var authenticationHint: String
  /// Removed from any text of a reply that is shown (a server might echo the key).
  var secret: String?

  struct Response: Sendable {
    var status: Int
    var body: Data
  }

  func send(_ request: URLRequest) async throws(TranslationProviderError) -> Data {
    var request = request
    request.timeoutInterval = policy.requestTimeout
    var attempt = 0
    while true {
      attempt += 1
      let outcome = await Self.perform(request)
      let retryAfter: String?
      let failure: String
      switch outcome {
      case .success(let (response, body)):
        switch response.statusCode {
        case 200..<300:
          return body
        case 401, 403:
          throw .authentication("the server refused the key (HTTP \(response.statusCode)): \(authenticationHint)")
        case 429, 500..<600:
          retryAfter = response.value(forHTTPHeaderField: "Retry-After")
          failure = "HTTP \(response.statusCode)\(snippet(body))"
        default:
          throw .batchFailed("HTTP \(response.statusCode)\(snippet(body))")
        }
      case .failure(let error):
        retryAfter = nil
        failure = error.localizedDescription
      }
      guard attempt < policy.maximumTries else {
        throw .batchFailed("\(failure) (gave up after \(attempt) tries)")
      }
      if Task.isCancelled { throw .batchFailed("cancelled") }
      await policy.sleep(policy.delay(afterAttempt: attempt, retryAfter: retryAfter))
    }
  }

  /// The start of an error reply, on one line, without the key.
  private func snippet(_ body: Data) -> String {
    var text = String(decoding: body.prefix(300), as: UTF8.self)
    if let secret, !secret.isEmpty { text = text.replacingOccurrences(of: secret, with: "…") }
    text = text.split(whereSeparator: \.isNewline).joined(separator: " ")
    return text.isEmpty ? "" : ": " + text
  }

  /// One request; cancelling the calling task cancels it (an authentication failure in one
  /// batch ends the others' requests at once instead of at their time limit).
  private static func perform(_ request: URLRequest) async -> Result<(HTTPURLResponse, Data), Error> {
    let running = RunningRequest()
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let task = URLSession.shared.dataTask(with: request) { data, response, error in
          if let error {
            continuation.resume(returning: .failure(error))
          } else if let response = response as? HTTPURLResponse {
            continuation.resume(returning: .success((response, data ?? Data())))
          } else {
            continuation.resume(returning: .failure(URLError(.badServerResponse)))
          }
        }
        running.start(task)
      }
    } onCancel: {
      running.cancel()
    }
  }
}

/// The data task of one request, cancellable from the task's cancellation handler (which may
/// run before the task exists, or at the same time as it starts).
private final class RunningRequest: @unchecked Sendable {
  private let lock = NSLock()
  private var task: URLSessionDataTask?
  private var isCancelled = false

  func start(_ task: URLSessionDataTask) {
    lock.lock()
    self.task = task
    let cancelled = isCancelled
    lock.unlock()
    task.resume()
    if cancelled { task.cancel() }
  }

  func cancel() {
    lock.lock()
    isCancelled = true
    let task = self.task
    lock.unlock()
    task?.cancel()
  }
}

/// `https://` anywhere; `http://` only to this machine (an API key must not cross a network in
/// clear text).
public enum EndpointRule {
  public static func check(_ text: String) -> Result<URL, TranslationProviderError> {
    guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), let host = url.host, !host.isEmpty else {
      return .failure(.batchFailed("“\(text)” is not a URL"))
    }
    if scheme == "https" { return .success(url) }
    if scheme == "http" && isLoopback(host) { return .success(url) }
    return .failure(
      .batchFailed("“\(text)”: only https:// URLs, or http:// to this machine (localhost, 127.0.0.1, ::1)"))
  }

  public static func isLoopback(_ host: String) -> Bool {
    let bare = host.trimmingCharacters(in: CharacterSet(charactersIn: "[]")).lowercased()
    if bare == "localhost" || bare == "::1" { return true }
    // 127.0.0.0/8 as an address, not a name that merely starts with "127." (127.example.com).
    let parts = bare.split(separator: ".", omittingEmptySubsequences: false)
    return parts.count == 4 && parts[0] == "127" && parts.allSatisfy { UInt8($0) != nil }
  }
}

/// API keys come only from the environment, never from files or options.
public struct APIKeySource: Sendable {
  public var specificVariable: String

  public init(specificVariable: String) {
    self.specificVariable = specificVariable
  }

  /// `GLOSSA_API_KEY` first, then the provider's own variable.
  public func key(in environment: [String: String]) -> String? {
    for name in ["GLOSSA_API_KEY", specificVariable] {
      if let value = environment[name], !value.isEmpty { return value }
    }
    return nil
  }

  public var hint: String { "set \(specificVariable) (or GLOSSA_API_KEY) to a valid API key" }
}

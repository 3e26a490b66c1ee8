import Foundation
import GlossaRuntime
import StringCatalog

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Sends one JSON request with the retry policy; the providers build requests and read replies.
/// Each try is bounded in time and size (`HTTPRetryPolicy`); redirects are never followed.
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

  /// One session for every request of the process: it never follows a redirect, so the key
  /// goes to the `--base-url` and nowhere else.
  private static let fetcher = BoundedFetcher()

  /// `policy.requestTimeout` bounds the whole request: every try and every wait between tries.
  /// A try gets the time left; a wait that would end past the limit is not begun.
  func send(_ request: URLRequest) async throws(TranslationProviderError) -> Data {
    let deadline = policy.now() + policy.requestTimeout
    var attempt = 0
    while true {
      attempt += 1
      let timeLimit = attempt == 1 ? policy.requestTimeout : max(0, deadline - policy.now())
      let limits = FetchLimits(timeLimit: timeLimit, maximumBytes: policy.maximumReplyBytes, followsRedirects: false)
      let retryAfter: String?
      let failure: String
      var unreachable = false
      switch await Self.fetcher.fetch(request, limits: limits) {
      case .success(let (response, body)):
        switch response.statusCode {
        case 200..<300:
          return body
        case 300..<400:
          let target = response.value(forHTTPHeaderField: "Location").map { " to \(withoutSecret($0))" } ?? ""
          throw .unusable(
            "the server answered with a redirect (HTTP \(response.statusCode)\(target)); the key is sent to no other address: give the final address as --base-url"
          )
        case 401, 403:
          throw .authentication("the server refused the key (HTTP \(response.statusCode)): \(authenticationHint)")
        case 429, 500..<600:
          retryAfter = response.value(forHTTPHeaderField: "Retry-After")
          failure = "HTTP \(response.statusCode)\(snippet(body))"
        default:
          throw .batchFailed("HTTP \(response.statusCode)\(snippet(body))")
        }
      case .failure(let problem):
        switch problem {
        case .cancelled: throw .batchFailed("cancelled")
        case .tooLarge, .tooManyRedirects: throw .batchFailed(problem.description)
        case .timedOut, .transport: break
        }
        retryAfter = nil
        // A later try has only what is left of the limit.
        if case .timedOut = problem, attempt > 1 {
          failure = "timed out: the --timeout of \(FetchFailure.seconds(policy.requestTimeout)) s ran out"
        } else {
          failure = Self.words(for: problem)
        }
        unreachable = problem.isUnreachable
      }
      let tries = Plural.count(attempt, "try")
      guard attempt < policy.maximumTries else {
        throw giveUp(request, "\(failure) (gave up after \(tries))", unreachable: unreachable)
      }
      let wait = policy.delay(afterAttempt: attempt, retryAfter: retryAfter)
      guard policy.now() + wait < deadline else {
        let limit = FetchFailure.seconds(policy.requestTimeout)
        throw giveUp(
          request, "\(failure) (gave up after \(tries): the next would start after the --timeout of \(limit) s)",
          unreachable: unreachable)
      }
      if Task.isCancelled { throw .batchFailed("cancelled") }
      await policy.sleep(wait)
    }
  }

  /// The error for a request that has had its tries. Nothing answers at an unreachable address:
  /// every other batch would fail the same way, so that one stops the run.
  private func giveUp(_ request: URLRequest, _ message: String, unreachable: Bool) -> TranslationProviderError {
    guard unreachable else { return .batchFailed(message) }
    return .unusable("cannot reach \(request.url.map(Self.origin) ?? "the server"): \(message)")
  }

  /// The start of an error reply, on one line. The key is removed before the text is cut, so
  /// no part of it survives at the cut.
  private func snippet(_ body: Data) -> String {
    let text = withoutSecret(String(decoding: body, as: UTF8.self))
      .split(whereSeparator: \.isNewline).joined(separator: " ")
    return text.isEmpty ? "" : ": " + String(text.prefix(300))
  }

  private func withoutSecret(_ text: String) -> String {
    guard let secret, !secret.isEmpty else { return text }
    return text.replacingOccurrences(of: secret, with: "…")
  }

  /// `http://127.0.0.1:9`: where the request went, without the path.
  private static func origin(_ url: URL) -> String {
    "\(url.scheme ?? "http")://\(url.host ?? "")\(url.port.map { ":\($0)" } ?? "")"
  }

  /// The transport's failures in words (FoundationNetworking's own text is only a code).
  private static func words(for problem: FetchFailure) -> String {
    guard case .transport(let message, let code) = problem else { return problem.description }
    switch URLError.Code(rawValue: code) {
    case .cannotConnectToHost: return "the connection was refused"
    case .cannotFindHost, .dnsLookupFailed: return "the host name is unknown"
    case .notConnectedToInternet: return "no network connection"
    case .networkConnectionLost: return "the connection was lost"
    case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
      .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot:
      return "the secure connection failed (\(message))"
    default: return message
    }
  }
}

/// `https://` anywhere; `http://` only to this machine (an API key must not cross a network in
/// clear text).
package enum EndpointRule {
  package static func check(_ text: String) -> Result<URL, TranslationProviderError> {
    guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), let host = url.host, !host.isEmpty else {
      return .failure(.batchFailed("“\(text)” is not a URL"))
    }
    if scheme == "https" { return .success(url) }
    if scheme == "http" && isLoopback(host) { return .success(url) }
    return .failure(
      .batchFailed("“\(text)”: only https:// URLs, or http:// to this machine (localhost, 127.0.0.1, ::1)"))
  }

  package static func isLoopback(_ host: String) -> Bool {
    let bare = host.trimmingCharacters(in: CharacterSet(charactersIn: "[]")).lowercased()
    if bare == "localhost" || bare == "::1" { return true }
    // 127.0.0.0/8 as an address, not a name that merely starts with "127." (127.example.com).
    let parts = bare.split(separator: ".", omittingEmptySubsequences: false)
    return parts.count == 4 && parts[0] == "127" && parts.allSatisfy { UInt8($0) != nil }
  }
}

/// API keys come only from the environment, never from files or options.
package struct APIKeySource: Sendable {
  package var specificVariable: String

  package init(specificVariable: String) {
    self.specificVariable = specificVariable
  }

  /// `GLOSSA_API_KEY` first, then the provider's own variable.
  package func key(in environment: [String: String]) -> String? {
    for name in ["GLOSSA_API_KEY", specificVariable] {
      if let value = environment[name], !value.isEmpty { return value }
    }
    return nil
  }

  package var hint: String { "set \(specificVariable) (or GLOSSA_API_KEY) to a valid API key" }
}

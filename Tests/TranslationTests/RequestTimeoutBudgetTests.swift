import FakeHTTPServer
import Foundation
import Translation
import XCTest

/// `--timeout` bounds a request with all its tries and the waits between them. The clock is
/// the policy's, moved only by its waits, so the tries that fit are counted without waiting.
final class RequestTimeoutBudgetTests: XCTestCase {
  /// A clock that stands still but for the waits, which it records.
  private final class WaitClock: @unchecked Sendable {
    private let lock = NSLock()
    private var seconds = 1000.0
    private var recorded: [Double] = []

    func wait(_ value: Double) {
      lock.lock()
      seconds += value
      recorded.append(value)
      lock.unlock()
    }
    var now: Double {
      lock.lock()
      defer { lock.unlock() }
      return seconds
    }
    var waits: [Double] {
      lock.lock()
      defer { lock.unlock() }
      return recorded
    }
  }

  /// What a request to a server that always answers `response` came to.
  private struct Outcome: Equatable {
    var error: TranslationProviderError?
    var tries: Int
    var waits: [Double]
  }

  private func request(answering response: FakeHTTPServer.Response, timeout: Double) async throws -> Outcome {
    let server = try FakeHTTPServer { _ in response }
    defer { server.stop() }
    let clock = WaitClock()
    let provider = try OpenAIProvider(
      baseURL: server.baseURL + "/v1", model: "m", environment: ["OPENAI_API_KEY": "sk-test"],
      policy: HTTPRetryPolicy(requestTimeout: timeout, sleep: { clock.wait($0) }, now: { clock.now }))
    let error = await TranslationFixtures.failure(
      of: provider, try TranslationFixtures.batch("Delete %@?", language: "ru"))
    return Outcome(error: error, tries: server.requests.count, waits: clock.waits)
  }

  private let busy = FakeHTTPServer.Response(status: 503, body: "busy")

  /// Waits of 1, 2 and 4 s fit in 10 s; the next, 8 s, would end at 15 s: four tries, not five.
  func testBackOffStopsAtTheTimeoutNotAtTheFifthTry() async throws {
    let outcome = try await request(answering: busy, timeout: 10)
    let message = "HTTP 503: busy (gave up after 4 tries: the next would start after the --timeout of 10 s)"
    XCTAssertEqual(outcome, Outcome(error: .batchFailed(message), tries: 4, waits: [1, 2, 4]))
  }

  /// A `Retry-After` longer than what is left of the limit is not waited for.
  func testARetryAfterPastTheTimeoutEndsTheRequest() async throws {
    let later = FakeHTTPServer.Response(status: 429, headers: [("Retry-After", "30")], body: "later")
    let outcome = try await request(answering: later, timeout: 20)
    let message = "HTTP 429: later (gave up after 1 try: the next would start after the --timeout of 20 s)"
    XCTAssertEqual(outcome, Outcome(error: .batchFailed(message), tries: 1, waits: []))
  }

  /// The default limit, 120 s, fits all five tries and their 15 s of waits.
  func testTheDefaultTimeoutStillAllowsFiveTries() async throws {
    let outcome = try await request(answering: busy, timeout: 120)
    XCTAssertEqual(
      outcome, Outcome(error: .batchFailed("HTTP 503: busy (gave up after 5 tries)"), tries: 5, waits: [1, 2, 4, 8]))
  }
}

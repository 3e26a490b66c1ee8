import FakeHTTPServer
import Foundation
import StringCatalog
import Translation
import XCTest

/// The OpenAI-compatible provider against a fake chat-completions server on 127.0.0.1.
final class OpenAIProviderTests: XCTestCase {
  private let environment = ["OPENAI_API_KEY": "sk-test-123"]

  /// Sleeps requested by the retry policy, recorded instead of waited.
  private final class Sleeps: @unchecked Sendable {
    private let lock = NSLock()
    private var seconds: [Double] = []
    func record(_ value: Double) {
      lock.lock()
      seconds.append(value)
      lock.unlock()
    }
    var all: [Double] {
      lock.lock()
      defer { lock.unlock() }
      return seconds
    }
  }

  private func batch(_ keys: [String] = ["Delete %@?", "stops"], language: String = "ru") throws -> TranslationBatch {
    let catalog = try TranslationFixtures.catalog()
    let cells = keys.map { TranslationCell(key: $0, language: language) }
    return try XCTUnwrap(
      TranslationBatching.batches(for: cells, in: catalog, guide: TranslationGuide(), size: 15).first)
  }

  private func provider(_ server: FakeHTTPServer, sleeps: Sleeps = Sleeps()) throws -> OpenAIProvider {
    try OpenAIProvider(
      baseURL: server.baseURL + "/v1", model: "test-model", environment: environment,
      policy: HTTPRetryPolicy(sleep: { sleeps.record($0) }))
  }

  private static func echo(_ request: FakeHTTPServer.Request) -> FakeHTTPServer.Response {
    guard let batch = FakeChatCompletions.batchDocument(of: request) else {
      return FakeHTTPServer.Response(status: 400, body: "{}")
    }
    return FakeChatCompletions.answer(FakeChatCompletions.replyDocument(for: batch) { "RU " + $0 })
  }

  func testRequestShapeAndAuthorization() async throws {
    let server = try FakeHTTPServer(handler: Self.echo)
    defer { server.stop() }
    let batch = try batch()
    let reply = try await provider(server).translate(batch)
    XCTAssertEqual(reply.values["1"], .single("RU Delete %@?"))
    XCTAssertEqual(
      reply.values["2"],
      .plural(
        ["few", "many", "one", "other"].map {
          PluralForm(category: $0, text: $0 == "one" ? "RU %lld stop" : "RU %lld stops")
        }))
    let request = try XCTUnwrap(server.requests.first)
    XCTAssertEqual(request.method, "POST")
    XCTAssertEqual(request.path, "/v1/chat/completions")
    XCTAssertEqual(request.headers["authorization"], "Bearer sk-test-123")
    XCTAssertEqual(request.headers["content-type"], "application/json")
    let body = try XCTUnwrap(try JSONSerialization.jsonObject(with: request.body) as? [String: Any])
    XCTAssertEqual(body["model"] as? String, "test-model")
    XCTAssertEqual((body["response_format"] as? [String: String])?["type"], "json_object")
    let messages = try XCTUnwrap(body["messages"] as? [[String: String]])
    XCTAssertEqual(messages.map { $0["role"] }, ["system", "user"])
    XCTAssertEqual(messages[0]["content"], TranslationInstructions.system)
    XCTAssertEqual(messages[1]["content"], batch.document, "the user message is the batch document")
  }

  func testTooManyRequestsIsRetriedHonouringRetryAfter() async throws {
    let count = Counter()
    let server = try FakeHTTPServer { request in
      if count.next() <= 2 {
        return FakeHTTPServer.Response(status: 429, headers: [("Retry-After", "7")], body: #"{"error":"slow down"}"#)
      }
      return Self.echo(request)
    }
    defer { server.stop() }
    let sleeps = Sleeps()
    let reply = try await provider(server, sleeps: sleeps).translate(try batch())
    XCTAssertEqual(reply.values["1"], .single("RU Delete %@?"))
    XCTAssertEqual(server.requests.count, 3)
    XCTAssertEqual(sleeps.all, [7, 7])
  }

  func testServerErrorsBackOffExponentiallyAndGiveUpAfterFiveTries() async throws {
    let server = try FakeHTTPServer { _ in FakeHTTPServer.Response(status: 503, body: "busy") }
    defer { server.stop() }
    let sleeps = Sleeps()
    let openAI = try provider(server, sleeps: sleeps)
    let batch = try batch()
    do throws(TranslationProviderError) {
      _ = try await openAI.translate(batch)
      XCTFail("expected a failure")
    } catch {
      XCTAssertEqual(error, .batchFailed("HTTP 503: busy (gave up after 5 tries)"))
    }
    XCTAssertEqual(server.requests.count, 5)
    XCTAssertEqual(sleeps.all, [1, 2, 4, 8])
  }

  func testUnauthorizedStopsAtOnceNamingTheVariableWithoutTheKey() async throws {
    let server = try FakeHTTPServer { _ in
      FakeHTTPServer.Response(status: 401, body: #"{"error":"bad key sk-test-123"}"#)
    }
    defer { server.stop() }
    let openAI = try provider(server)
    let batch = try batch()
    do throws(TranslationProviderError) {
      _ = try await openAI.translate(batch)
      XCTFail("expected a failure")
    } catch {
      XCTAssertEqual(
        error,
        .authentication(
          "the server refused the key (HTTP 401): set OPENAI_API_KEY (or GLOSSA_API_KEY) to a valid API key"))
      XCTAssertFalse(error.description.contains("sk-test"))
    }
    XCTAssertEqual(server.requests.count, 1)
  }

  func testABrokenPlaceholderIsRetriedWithTheErrorThenReported() async throws {
    let server = try FakeHTTPServer { request in
      guard let batch = FakeChatCompletions.batchDocument(of: request) else {
        return FakeHTTPServer.Response(status: 400, body: "{}")
      }
      // Drops every placeholder, every time.
      return FakeChatCompletions.answer(
        FakeChatCompletions.replyDocument(for: batch) { $0.replacingOccurrences(of: "%@", with: "") })
    }
    defer { server.stop() }
    let batch = try batch(["Delete %@?", "Cancel"])
    let runner = TranslationRunner(provider: try provider(server), jobs: 1)
    var outcomes: [BatchOutcome] = []
    try await runner.run([batch]) { outcome throws(TranslationRunStop) in outcomes.append(outcome) }
    let outcome = try XCTUnwrap(outcomes.first)
    XCTAssertEqual(outcome.requests, 2)
    XCTAssertEqual(outcome.failures.map(\.cell.key), ["Delete %@?"])
    XCTAssertEqual(outcome.failures.map(\.reason), ["%@ (argument 1) is missing"])
    XCTAssertEqual(outcome.results.map(\.item.cell.key), ["Cancel"])
    XCTAssertEqual(server.requests.count, 2)
    let retried = try XCTUnwrap(server.requests.dropFirst().first.flatMap(FakeChatCompletions.batchDocument))
    let items = try XCTUnwrap(retried["items"] as? [[String: Any]])
    XCTAssertEqual(items.count, 1, "only the failed item is sent again")
    XCTAssertEqual(items.first?["key"] as? String, "Delete %@?")
    XCTAssertEqual(items.first?["error"] as? String, "%@ (argument 1) is missing")
  }

  func testAFixedReplyOnTheRetryIsAccepted() async throws {
    let server = try FakeHTTPServer { request in
      guard let batch = FakeChatCompletions.batchDocument(of: request) else {
        return FakeHTTPServer.Response(status: 400, body: "{}")
      }
      let items = batch["items"] as? [[String: Any]] ?? []
      let isRetry = items.contains { $0["error"] != nil }
      return FakeChatCompletions.answer(
        FakeChatCompletions.replyDocument(for: batch) { isRetry ? "Удалить " + $0.dropFirst(7) : "Удалить?" })
    }
    defer { server.stop() }
    var outcomes: [BatchOutcome] = []
    try await TranslationRunner(provider: try provider(server), jobs: 1).run([try batch(["Delete %@?"])]) {
      outcome throws(TranslationRunStop) in outcomes.append(outcome)
    }
    XCTAssertEqual(outcomes.first?.failures.count, 0)
    XCTAssertEqual(outcomes.first?.results.map(\.value), [.single("Удалить %@?")])
  }

  func testJobsBoundsTheRequestsInFlight() async throws {
    // Counts, not timing: the server holds the first requests until three are in its handler at
    // once, so `--jobs 3` must really send three together (the server sees 3), and never more.
    let gate = RequestGate(count: 3)
    let server = try FakeHTTPServer { request in
      gate.pass()
      return Self.echo(request)
    }
    defer { server.stop() }
    let catalog = try TranslationFixtures.catalog()
    let cells = catalog.translationCells(TranslationSelection(languages: ["ru", "fr", "ja", "it"]))
    let batches = TranslationBatching.batches(for: cells, in: catalog, guide: TranslationGuide(), size: 1)
    XCTAssertGreaterThan(batches.count, 8)
    var done = 0
    _ = try await TranslationRunner(provider: try provider(server), jobs: 3).run(batches) {
      outcome throws(TranslationRunStop) in
      done += outcome.batch.cells.count
    }
    XCTAssertEqual(done, cells.count)
    XCTAssertEqual(server.highestConcurrency, 3, "three requests in the server at once, never more")
    XCTAssertEqual(server.requests.count, batches.count)
  }

  func testPlainHTTPOnlyToThisMachineAndAKeyForRemoteEndpoints() {
    XCTAssertThrowsError(try OpenAIProvider(baseURL: "http://api.example.com/v1", model: nil, environment: environment))
    XCTAssertThrowsError(try OpenAIProvider(baseURL: "http://127.example.com/v1", model: nil, environment: environment))
    XCTAssertNoThrow(try OpenAIProvider(baseURL: "http://localhost:11434/v1", model: nil, environment: [:]))
    XCTAssertNoThrow(try OpenAIProvider(baseURL: "http://[::1]:8080/v1", model: nil, environment: [:]))
    do throws(TranslationProviderError) {
      _ = try OpenAIProvider(baseURL: nil, model: nil, environment: [:])
      XCTFail("a remote endpoint needs a key")
    } catch {
      XCTAssertEqual(error, .authentication("no API key: set OPENAI_API_KEY (or GLOSSA_API_KEY) to a valid API key"))
    }
  }

  func testRetryAfterAsAnHTTPDate() {
    let policy = HTTPRetryPolicy()
    let now = Date(timeIntervalSince1970: 1_000_000_000)
    XCTAssertEqual(policy.delay(afterAttempt: 1, retryAfter: "Sun, 09 Sep 2001 01:46:50 GMT", now: now), 10)
    XCTAssertEqual(policy.delay(afterAttempt: 3, retryAfter: nil, now: now), 4)
    XCTAssertEqual(policy.delay(afterAttempt: 1, retryAfter: "3600", now: now), 60, "capped at the maximum delay")
  }
}

/// Holds each request until `count` have arrived (all of them at once in the handler), then lets
/// every request through. The wait is bounded so a runner that never sends `count` together
/// fails the count assertion instead of hanging the suite.
final class RequestGate: @unchecked Sendable {
  // Unchecked: every access holds the condition's lock.
  private let condition = NSCondition()
  private var arrived = 0
  private let count: Int

  init(count: Int) { self.count = count }

  func pass() {
    condition.lock()
    defer { condition.unlock() }
    arrived += 1
    condition.broadcast()
    let deadline = Date().addingTimeInterval(30)
    while arrived < count, condition.wait(until: deadline) {}
  }
}

/// Counts calls from the server's threads.
final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var value = 0

  func next() -> Int {
    lock.lock()
    defer { lock.unlock() }
    value += 1
    return value
  }
}

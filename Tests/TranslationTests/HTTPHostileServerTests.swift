import FakeHTTPServer
import Foundation
import StringCatalog
import Translation
import XCTest

/// Servers that redirect, drip, flood, echo the key or are not there: the key stays home, every
/// request ends, and an unreachable service stops the run with one message.
final class HTTPHostileServerTests: XCTestCase {
  private static let key = "sk-test-123"

  private func provider(
    _ baseURL: String, tries: Int = 1, timeout: Double = 120, maximumReplyBytes: Int = 8 << 20
  ) throws -> OpenAIProvider {
    try OpenAIProvider(
      baseURL: baseURL + "/v1", model: "m", environment: ["OPENAI_API_KEY": Self.key],
      policy: HTTPRetryPolicy(
        maximumTries: tries, requestTimeout: timeout, maximumReplyBytes: maximumReplyBytes, sleep: { _ in }))
  }

  private func failure(_ provider: OpenAIProvider) async throws -> TranslationProviderError? {
    await TranslationFixtures.failure(of: provider, try TranslationFixtures.batch("Delete %@?", language: "ru"))
  }

  func testARedirectIsNotFollowedAndTheKeyGoesNowhereElse() async throws {
    let elsewhere = try FakeHTTPServer { _ in FakeHTTPServer.Response(body: "{}") }
    defer { elsewhere.stop() }
    let target = elsewhere.baseURL + "/collect"
    let server = try FakeHTTPServer { _ in
      FakeHTTPServer.Response(status: 302, headers: [("Location", target)], body: "")
    }
    defer { server.stop() }
    let error = try await failure(try provider(server.baseURL, tries: 3))
    XCTAssertEqual(
      error,
      .unusable(
        "the server answered with a redirect (HTTP 302 to \(target)); the key is sent to no other address: give the final address as --base-url"
      ))
    XCTAssertEqual(error?.stopsRun, true)
    XCTAssertEqual(server.requests.count, 1, "not tried again")
    XCTAssertEqual(server.requests.first?.headers["authorization"], "Bearer \(Self.key)")
    XCTAssertEqual(elsewhere.requests.count, 0, "the redirect target never sees a request, so never the key")
  }

  /// One byte every half second never trips a between-packets timeout; the total limit ends it,
  /// and with it the request: no second try starts after the limit.
  func testADrippingServerTimesOutAtTheTotalLimit() async throws {
    let server = try FakeHTTPServer { _ in
      FakeChatCompletions.answer(#"{"translations":[{"id":"1","value":"Удалить %@?"}]}"#).dripping(every: 0.5)
    }
    defer { server.stop() }
    let error = try await failure(try provider(server.baseURL, tries: 2, timeout: 2))
    XCTAssertEqual(
      error, .batchFailed("timed out after 2 s (gave up after 1 try: the next would start after the --timeout of 2 s)"))
    XCTAssertEqual(server.requests.count, 1)
  }

  func testAnAnswerOverTheSizeCapFailsTheBatchWithoutARetry() async throws {
    let server = try FakeHTTPServer { _ in
      FakeChatCompletions.answer(#"{"translations":[{"id":"1","value":"\#(String(repeating: "я", count: 5000))"}]}"#)
    }
    defer { server.stop() }
    let error = try await failure(try provider(server.baseURL, tries: 3, maximumReplyBytes: 4096))
    XCTAssertEqual(error, .batchFailed("the answer is larger than 4096 bytes"))
    XCTAssertEqual(server.requests.count, 1)
  }

  /// The key sits across the 300-character cut: removing it after cutting left its start.
  func testTheKeyIsRemovedBeforeTheErrorTextIsCut() async throws {
    let body = String(repeating: "x", count: 295) + Self.key + " tail"
    let server = try FakeHTTPServer { _ in FakeHTTPServer.Response(status: 400, body: body) }
    defer { server.stop() }
    let error = try await failure(try provider(server.baseURL))
    XCTAssertEqual(error, .batchFailed("HTTP 400: " + String(repeating: "x", count: 295) + "… tai"))
  }

  /// Nothing listens on the port: the first batch's tries fail, the run stops with one
  /// message, and no other batch is recorded.
  func testARefusedConnectionStopsTheRunAfterTheFirstBatchsTries() async throws {
    let port = try Self.closedPort()
    let provider = try provider("http://127.0.0.1:\(port)", tries: 3)
    let catalog = try TranslationFixtures.catalog()
    let cells = ["Delete %@?", "stops"].flatMap { key in
      ["ru", "de", "fr"].map { TranslationCell(key: key, language: $0) }
    }
    let batches = TranslationBatching.batches(for: cells, in: catalog, guide: TranslationGuide(), size: 1)
    XCTAssertGreaterThan(batches.count, 2)
    var recorded = 0
    do throws(TranslationRunStop) {
      try await TranslationRunner(provider: provider, jobs: 2).run(batches) { _ in recorded += 1 }
      XCTFail("the run went on")
    } catch {
      XCTAssertEqual(
        error.description,
        "cannot reach http://127.0.0.1:\(port): the connection was refused (gave up after 3 tries)")
    }
    XCTAssertEqual(recorded, 0, "no batch is reported as failed one by one")
  }

  /// A port on 127.0.0.1 that was just free: bound, then closed.
  static func closedPort() throws -> UInt16 {
    let server = try FakeHTTPServer { _ in FakeHTTPServer.Response(body: "") }
    let port = server.port
    server.stop()
    return port
  }
}

extension FakeHTTPServer.Response {
  func dripping(every interval: Double) -> FakeHTTPServer.Response {
    var response = self
    response.dripInterval = interval
    return response
  }
}

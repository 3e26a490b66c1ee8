import Foundation
import GlossaRuntime
import XCTest

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A hostile or broken server cannot hold `load()`, fill the memory or the cache; a killed
/// download leaves nothing behind for long.
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
final class StringPackLoaderBoundsTests: XCTestCase {
  var server: LocalHTTPServer?
  var cache: PackFixture?
  var bundled: PackFixture?

  override func setUpWithError() throws {
    (server, cache, bundled) = try StringPackLoaderTests.fixtures()
  }

  override func tearDown() {
    server?.stop()
  }

  /// Short limits by default, so a test waits a fraction of a second for the give-up it checks;
  /// a test whose download must succeed passes a generous `timeLimit` instead, so a loaded
  /// machine cannot fail it.
  func loader(timeLimit: TimeInterval = 0.5) throws -> StringPackLoader {
    var loader = StringPackLoader(
      name: nil, remoteBaseURL: try XCTUnwrap(server).baseURL, cacheDirectory: try XCTUnwrap(cache).directory,
      bundledDirectory: bundled?.directory, preferredLanguages: ["de"], session: URLSession(configuration: .ephemeral))
    loader.loadTimeLimit = timeLimit
    loader.refreshTimeLimit = timeLimit
    return loader
  }

  private func refreshError(_ loader: StringPackLoader) async throws -> String {
    do {
      try await loader.refresh()
    } catch {
      return "\(error)"
    }
    XCTFail("refresh succeeded")
    return ""
  }

  func testAStalledServerFallsBackToTheBundleAndRefreshTimesOut() async throws {
    let server = try XCTUnwrap(server)
    server.set("languages.json", delivery: .stall, "")
    let loaded = try await loader().load()
    XCTAssertEqual(loaded.source, .bundled)
    XCTAssertEqual(loaded.pack["home.title"], "Start (bundled)")
    let error = try await refreshError(try loader())
    XCTAssertEqual(error, "\(server.baseURL.absoluteString)languages.json: timed out after 0.5 s")
    XCTAssertEqual(try cacheFolders(), [], "the staging folder of the abandoned download is removed")
  }

  /// The time limit is for the whole pack: a byte every 50 ms keeps every packet-to-packet
  /// timeout happy, and never ends.
  func testADrippingServerIsCutAtTheTotalLimit() async throws {
    let server = try XCTUnwrap(server)
    server.set("de.json", delivery: .drip(interval: 0.05), #"["Start (server)", null]"#)
    let loaded = try await loader().load()
    XCTAssertEqual(loaded.source, .bundled)
    let error = try await refreshError(try loader())
    XCTAssertEqual(error, "\(server.baseURL.absoluteString)de.json: timed out after 0.5 s")
    XCTAssertEqual(try cacheFolders(), [])
  }

  func testAFileOverTheSizeLimitIsRefusedAndTheCacheKept() async throws {
    let server = try XCTUnwrap(server)
    var loader = try loader()
    loader.refreshTimeLimit = 30
    try await loader.refresh()
    let before = try cacheFolders()
    loader.maximumFileSize = 1000
    let big = "[\"" + String(repeating: "x", count: 5000) + "\", null]"
    server.set("de.json", big)
    var error = try await refreshError(loader)
    XCTAssertEqual(error, "\(server.baseURL.absoluteString)de.json: the answer is larger than 1000 bytes")
    // No length announced, and no end: only counting the bytes as they arrive stops it.
    server.set("de.json", delivery: .endless, "")
    error = try await refreshError(loader)
    XCTAssertEqual(error, "\(server.baseURL.absoluteString)de.json: the answer is larger than 1000 bytes")
    XCTAssertEqual(try cacheFolders(), before, "the cached pack stays, no staging folder is left")
    let loaded = try await loader.load()
    XCTAssertEqual(loaded.source, .cache)
    XCTAssertEqual(loaded.pack["home.title"], "Start (server)")
  }

  /// A body without a length is counted as it arrives and abandoned at the limit: the client
  /// takes in at most the limit plus one network read, however much the server would send.
  func testAnUnannouncedEndlessBodyIsAbandonedWhileStreaming() async throws {
    let server = try XCTUnwrap(server)
    var loader = try loader()
    loader.refreshTimeLimit = 30
    try await loader.refresh()
    let before = try XCTUnwrap(cache).snapshot()
    let log = PackTransferLog()
    loader.transferLog = log
    loader.maximumFileSize = 100_000
    server.set("de.json", delivery: .endless, "")
    let error = try await refreshError(loader)
    XCTAssertEqual(error, "\(server.baseURL.absoluteString)de.json: the answer is larger than 100000 bytes")
    let received = try XCTUnwrap(log.exchanges.last)
    XCTAssertEqual(received.file, "de.json")
    XCTAssertNil(received.status)
    XCTAssertGreaterThan(received.bodyBytes, 100_000)
    XCTAssertLessThan(received.bodyBytes, 100_000 + 65_536 * 2, "one read past the limit at most")
    XCTAssertEqual(try XCTUnwrap(cache).snapshot(), before)
  }

  /// Each transport failure (a stall, a reset mid-body, a redirect loop) leaves the previous
  /// pack in use, byte for byte.
  func testEveryTransportFailureKeepsTheCache() async throws {
    let server = try XCTUnwrap(server)
    var loader = try loader()
    loader.refreshTimeLimit = 30
    try await loader.refresh()
    let before = try XCTUnwrap(cache).snapshot()
    loader.requestTimeLimit = 0.5
    let base = server.baseURL.absoluteString
    let failures: [(LocalHTTPServer.Delivery, String)] = [
      (.stall, "\(base)de.json: timed out after 0.5 s"),
      (.redirect(to: "/packs/de.json"), "\(base)de.json: more than 5 redirects"),
      (.reset, "\(base)de.json: "),
    ]
    for (delivery, expected) in failures {
      server.set("de.json", delivery: delivery, #"["Start (newer)", null]"#)
      let error = try await refreshError(loader)
      XCTAssertTrue(error.hasPrefix(expected), "\(delivery): \(error)")
      XCTAssertEqual(try XCTUnwrap(cache).snapshot(), before, "\(delivery)")
      let loaded = try await loader.load()
      XCTAssertEqual(loaded.source, .cache)
      XCTAssertEqual(loaded.pack["home.title"], "Start (server)")
    }
    let redirects = server.requests.filter { $0 == "/packs/de.json" }.count
    XCTAssertEqual(redirects, 1 + 1 + 6 + 1, "refresh, stall, the first request and 5 redirects, reset")
    loader.maximumRedirects = 0
    server.set("de.json", delivery: .redirect(to: "/packs/en.json"), "")
    let error = try await refreshError(loader)
    XCTAssertEqual(error, "\(base)de.json: HTTP 302", "no redirect followed")
  }

  /// Staging folders of dead processes (and of unknown ones) go at the next load; this
  /// process's and other live processes' are being filled and stay.
  func testStaleStagingFoldersAreRemovedAtLoad() async throws {
    let directory = try XCTUnwrap(cache).directory
    let dead = "pack-p99999999-0F2C.partial"
    let unnamed = "pack-9A3B1C2D-1111.partial"
    let own = "pack-p\(getpid())-7E1A.partial"
    let live = "pack-p1-5D0E.partial"
    for name in [dead, unnamed, own, live] {
      let folder = directory.appendingPathComponent(name)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(repeating: 0, count: 4096).write(to: folder.appendingPathComponent("de.json"))
    }
    // The pack comes late, as on a loaded machine: the whole download is not held to the
    // give-up tests' 0.5 s.
    let server = try XCTUnwrap(server)
    server.set("de.json", delivery: .late(seconds: 1), try XCTUnwrap(StringPackLoaderTests.goodPack["de.json"]))
    let loaded = try await loader(timeLimit: 60).load()
    XCTAssertEqual(loaded.source, .remote)
    let left = try cacheFolders().filter { $0.hasSuffix(".partial") }
    XCTAssertEqual(left, [own, live].sorted())
  }

  private func cacheFolders() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: try XCTUnwrap(cache).directory.path).sorted()
  }
}

import FakeHTTPServer
import Foundation
import GlossaRuntime
import XCTest

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The loader as a client of a real HTTP server (nginx serving static files, as a CDN or an
/// object store does): conditional requests, Cache-Control, hashes, and the cache kept on failure.
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
final class NginxPackLoaderTests: XCTestCase {
  /// The loader's own count of its requests and body bytes.
  let log = PackTransferLog()
  var nginx: NginxServer?
  var cache: PackFixture?
  let start = Date(timeIntervalSince1970: 1_800_000_000)
  let modified = Date(timeIntervalSince1970: 1_700_000_000)

  override func tearDown() {
    nginx?.stop()
  }

  private func serve(directives: String = "", hashed: Bool = false) throws -> NginxServer {
    let nginx = try NginxServer.startOrSkip(locationDirectives: directives)
    self.nginx = nginx
    cache = try PackFixture([:])
    try PlansPack.serve(on: nginx, hashed: hashed, modified: modified)
    return nginx
  }

  private func loader(at time: Date? = nil) throws -> StringPackLoader {
    var loader = StringPackLoader(
      name: "plans", remoteBaseURL: try XCTUnwrap(nginx).baseURL, cacheDirectory: try XCTUnwrap(cache).directory,
      bundledDirectory: nil, preferredLanguages: ["de"], session: URLSession(configuration: .ephemeral))
    let now = time ?? start
    loader.clock = { now }
    loader.transferLog = log
    return loader
  }

  private func refreshError(_ loader: StringPackLoader) async -> String {
    do {
      try await loader.refresh()
      XCTFail("refresh succeeded")
      return ""
    } catch {
      return "\(error)"
    }
  }

  private func summary(_ requests: [NginxServer.LoggedRequest]) -> [String] {
    requests.map { "\($0.path) \($0.status) \($0.bodyBytes)" }
  }

  private func size(_ text: String) -> Int { text.utf8.count }

  func testAnUnchangedPackIsRevalidatedWithoutABody() async throws {
    let nginx = try serve()
    let first = try await loader().refresh()
    XCTAssertEqual(first["title"], "Pläne")
    let manifestSize = size(PlansPack.manifest())
    XCTAssertEqual(
      summary(nginx.requests(after: 0, expecting: 3)),
      [
        "/packs/plans-languages.json 200 \(manifestSize)",
        "/packs/plans-de.json 200 \(size(PlansPack.values["de"] ?? ""))",
        "/packs/plans-en.json 200 \(size(PlansPack.values["en"] ?? ""))",
      ])
    let before = try cacheSnapshot()
    log.removeAll()
    let second = try await loader().refresh()
    XCTAssertEqual(second["title"], "Pläne")
    XCTAssertEqual(
      summary(nginx.requests(after: 3, expecting: 3)),
      ["/packs/plans-languages.json 304 0", "/packs/plans-de.json 304 0", "/packs/plans-en.json 304 0"])
    XCTAssertEqual(log.bodyBytes, 0)
    XCTAssertEqual(log.exchanges.map(\.status), [304, 304, 304])
    XCTAssertEqual(try cacheSnapshot(), before, "the same pack folder, the same bytes, the same state")
  }

  func testAFileReplacedBetweenRefreshesIsTheOnlyOneDownloaded() async throws {
    let nginx = try serve()
    try await loader().refresh()
    // Same size as before: only the modification time tells nginx's ETag apart.
    let newer = #"{"title": "Plänx"}"#
    XCTAssertEqual(size(newer), size(PlansPack.values["de"] ?? ""))
    try nginx.write("plans-de.json", newer, modified: modified.addingTimeInterval(60))
    let pack = try await loader().refresh()
    XCTAssertEqual(pack["title"], "Plänx")
    XCTAssertEqual(
      summary(nginx.requests(after: 3, expecting: 3)),
      ["/packs/plans-languages.json 304 0", "/packs/plans-de.json 200 \(size(newer))", "/packs/plans-en.json 304 0"])
    XCTAssertEqual(try loader().cachedPack()["extra"], "Extra", "the file kept by the 304 is in the new pack")
  }

  /// A cached file damaged on disk is not kept alive by 304s: it is downloaded again.
  func testACachedFileDamagedOnDiskIsDownloadedAgain() async throws {
    let nginx = try serve()
    try await loader().refresh()
    let current = try String(contentsOf: try XCTUnwrap(cache).directory.appendingPathComponent("current"), encoding: .utf8)
    let damaged = try XCTUnwrap(cache).directory.appendingPathComponent(current).appendingPathComponent("plans-de.json")
    try Data(#"{"title": "kaputt"#.utf8).write(to: damaged)
    let pack = try await loader().refresh()
    XCTAssertEqual(pack["title"], "Pläne")
    XCTAssertEqual(
      summary(nginx.requests(after: 3, expecting: 3)),
      [
        "/packs/plans-languages.json 304 0", "/packs/plans-de.json 200 \(size(PlansPack.values["de"] ?? ""))",
        "/packs/plans-en.json 304 0",
      ])
  }

  /// Without ETags (`etag off`), Last-Modified alone makes the requests conditional.
  func testLastModifiedAloneRevalidates() async throws {
    let nginx = try serve(directives: "etag off;")
    try await loader().refresh()
    try await loader().refresh()
    XCTAssertEqual(
      summary(nginx.requests(after: 3, expecting: 3)),
      ["/packs/plans-languages.json 304 0", "/packs/plans-de.json 304 0", "/packs/plans-en.json 304 0"])
  }

  func testMaxAgeHoldsRequestsUntilItEndsUnlessForced() async throws {
    let nginx = try serve(directives: "expires 1h;")
    try await loader().refresh()
    XCTAssertEqual(log.exchanges.count, 3)
    let halfAnHourLater = try await loader(at: start.addingTimeInterval(1800)).refresh()
    XCTAssertEqual(halfAnHourLater["title"], "Pläne")
    XCTAssertEqual(log.exchanges.count, 3, "no request while the languages file is fresh")
    XCTAssertEqual(nginx.requests().count, 3)
    try await loader(at: start.addingTimeInterval(1800)).refresh(force: true)
    XCTAssertEqual(
      summary(nginx.requests(after: 3, expecting: 3)),
      ["/packs/plans-languages.json 304 0", "/packs/plans-de.json 304 0", "/packs/plans-en.json 304 0"])
    // The forced refresh at +30 min renewed the hour: +61 min is still fresh, +91 is not.
    try await loader(at: start.addingTimeInterval(3660)).refresh()
    XCTAssertEqual(log.exchanges.count, 6)
    try await loader(at: start.addingTimeInterval(5460)).refresh()
    XCTAssertEqual(log.exchanges.count, 9)
    XCTAssertEqual(log.bodyBytes, size(PlansPack.manifest()) + size(PlansPack.values["de"] ?? "") + size(PlansPack.values["en"] ?? ""))
  }

  /// A scheduled refresh comes after the max-age, plus a random part of `refreshJitter`.
  func testNextRefreshDateIsTheMaxAgePlusJitter() async throws {
    _ = try serve(directives: #"add_header Cache-Control "max-age=600";"#)
    var loader = try loader()
    loader.refreshJitter = 300
    loader.random = { range in range.lowerBound + (range.upperBound - range.lowerBound) * 0.25 }
    XCTAssertEqual(loader.nextRefreshDate(), start.addingTimeInterval(75), "nothing cached: now, plus jitter")
    try await loader.refresh()
    XCTAssertEqual(loader.nextRefreshDate(), start.addingTimeInterval(600 + 75))
    loader.random = { $0.upperBound }
    XCTAssertEqual(loader.nextRefreshDate(), start.addingTimeInterval(900))
    let later = start.addingTimeInterval(10_000)
    loader.clock = { later }
    XCTAssertEqual(loader.nextRefreshDate(), start.addingTimeInterval(10_300), "long overdue: now, plus jitter")
  }

  func testHashesSkipUnchangedLanguagesAndAMismatchIsRefused() async throws {
    let nginx = try serve(hashed: true)
    try await loader().refresh()
    var values = PlansPack.values
    values["de"] = #"{"title": "Pläne, neu"}"#
    try PlansPack.serve(on: nginx, values: values, hashed: true, modified: modified.addingTimeInterval(60))
    let pack = try await loader().refresh()
    XCTAssertEqual(pack["title"], "Pläne, neu")
    XCTAssertEqual(
      summary(nginx.requests(after: 3, expecting: 2)),
      [
        "/packs/plans-languages.json 200 \(size(PlansPack.manifest(hashes: PlansPack.hashes(values))))",
        "/packs/plans-de.json 200 \(size(values["de"] ?? ""))",
      ], "en's hash did not change: not asked for")
    XCTAssertEqual(nginx.requests().count, 5)

    // The languages file announces bytes the server does not have.
    let before = try cacheSnapshot()
    var announced = values
    announced["de"] = #"{"title": "announced"}"#
    try nginx.write(
      "plans-languages.json", PlansPack.manifest(hashes: PlansPack.hashes(announced)),
      modified: modified.addingTimeInterval(120))
    let error = await refreshError(try loader())
    XCTAssertEqual(
      error,
      "\(nginx.baseURL.absoluteString)plans-de.json: the bytes' SHA-256 is \(PlansPack.hashes(values)["de"] ?? ""), "
        + "the languages file says \(PlansPack.hashes(announced)["de"] ?? "")")
    XCTAssertEqual(try cacheSnapshot(), before)
    XCTAssertEqual(try loader().cachedPack()["title"], "Pläne, neu")
  }

  func testAMissingFileKeepsTheCache() async throws {
    let nginx = try serve()
    try await loader().refresh()
    let before = try cacheSnapshot()
    try nginx.remove("plans-de.json")
    let error = await refreshError(try loader())
    XCTAssertEqual(error, "\(nginx.baseURL.absoluteString)plans-de.json: HTTP 404")
    XCTAssertEqual(try cacheSnapshot(), before)
    let loaded = try await loader().load()
    XCTAssertEqual(loaded.source, .cache)
    XCTAssertEqual(loaded.pack["title"], "Pläne")
  }

  func testAnOversizedFileOrPackIsRefusedAndTheCacheKept() async throws {
    let nginx = try serve()
    try await loader().refresh()
    let before = try cacheSnapshot()
    let big = #"{"title": ""# + String(repeating: "x", count: 5000) + #""}"#
    try nginx.write("plans-de.json", big, modified: modified.addingTimeInterval(60))
    var small = try loader()
    small.maximumFileSize = 1000
    log.removeAll()
    var error = await refreshError(small)
    XCTAssertEqual(error, "\(nginx.baseURL.absoluteString)plans-de.json: the answer is larger than 1000 bytes")
    XCTAssertLessThanOrEqual(log.bodyBytes, 1000, "refused at its announced length")
    XCTAssertEqual(try cacheSnapshot(), before)

    var smallPack = try loader()
    smallPack.maximumPackSize = size(PlansPack.manifest()) + 2000
    error = await refreshError(smallPack)
    XCTAssertEqual(
      error, "\(nginx.baseURL.absoluteString)plans-de.json: the pack is larger than \(smallPack.maximumPackSize) bytes")
    XCTAssertEqual(try cacheSnapshot(), before)
    XCTAssertEqual(try loader().cachedPack()["title"], "Pläne")
  }

  /// Whatever the languages file names, files are only written inside the cache folder.
  func testLanguageCodesThatAreNoTagsAreRefusedBeforeAnyFileIsWritten() async throws {
    let nginx = try serve()
    // The cache inside a folder of its own: whatever a bad code could reach nearby shows there.
    let sandbox = try PackFixture([:])
    let cacheDirectory = sandbox.directory.appendingPathComponent("cache")
    var base = try loader()
    base.cacheDirectory = cacheDirectory
    try await base.refresh()
    let before = try sandbox.snapshot()
    for code in ["../../escape", "de/../../x", "de_DE", "/tmp/x", "de\u{0}", "d", ".."] {
      let escaped = code.replacingOccurrences(of: "\u{0}", with: "\\u0000")
      let manifest = Manifests.languages(
        layout: "json", name: "plans",
        entries: [Manifests.entry("en", fallback: ["en"]), Manifests.entry(escaped, fallback: [escaped, "en"])])
      try nginx.write("plans-languages.json", manifest, modified: modified.addingTimeInterval(Double(code.utf8.count) * 60))
      var loader = base
      loader.preferredLanguages = [code]
      let error = await refreshError(loader)
      XCTAssertTrue(error.hasSuffix("plans-languages.json: \(code.debugDescription) is not a language tag"), error)
      XCTAssertEqual(try sandbox.snapshot(), before, code)
    }
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: sandbox.directory.path), ["cache"])
  }

  // MARK: - Records

  struct ReadingPlan: Decodable, Equatable {
    var id: Int
    var name: String
    var summary: String
    var duration: Int
  }

  func testRecordsComeFromTheServerThenTheCacheThenTheBundle() async throws {
    let nginx = try NginxServer.startOrSkip()
    self.nginx = nginx
    cache = try PackFixture([:])
    let manifest = Manifests.languages(
      layout: "json", name: "readingPlans",
      entries: [Manifests.entry("en", fallback: ["en"]), Manifests.entry("es", fallback: ["es", "en"])])
    let spanish = #"""
      [{"name": "La Biblia en un año", "id": 1001, "createDate": "2025-10-27", "summary": "Toda la Biblia", "duration": 365, "scheduleType": "daily"}]
      """#
    try nginx.write("readingPlans-languages.json", manifest)
    try nginx.write("readingPlans-en.json", #"[{"id": 1001, "name": "The Bible in a Year", "summary": "All of it", "duration": 365}]"#)
    try nginx.write("readingPlans-es.json", spanish)
    let bundled = try PackFixture([
      "readingPlans-languages.json": manifest,
      "readingPlans-es.json": #"[{"id": 1001, "name": "Incluido", "summary": "", "duration": 1}]"#,
    ])
    var loader = StringPackLoader(
      name: "readingPlans", remoteBaseURL: nginx.baseURL, cacheDirectory: try XCTUnwrap(cache).directory,
      bundledDirectory: bundled.directory, preferredLanguages: ["es-MX"], session: URLSession(configuration: .ephemeral))
    let expected = [ReadingPlan(id: 1001, name: "La Biblia en un año", summary: "Toda la Biblia", duration: 365)]
    let plans = try await loader.records([ReadingPlan].self)
    XCTAssertEqual(plans, expected)
    XCTAssertEqual(nginx.requests(after: 0, expecting: 2).map(\.path), ["/packs/readingPlans-languages.json", "/packs/readingPlans-es.json"])
    let (file, source) = try await loader.recordFile()
    XCTAssertEqual(source, .cache)
    XCTAssertEqual(file.language, "es")
    XCTAssertEqual(file.data, Data(spanish.utf8))
    XCTAssertEqual(nginx.requests().count, 2)

    // A file that does not decode is never cached; the bundle answers.
    try nginx.write("readingPlans-es.json", #"{"plans": []}"#, modified: Date().addingTimeInterval(60))
    let emptyCache = try PackFixture([:])
    loader.cacheDirectory = emptyCache.directory
    let bundledPlans = try await loader.records([ReadingPlan].self)
    XCTAssertEqual(bundledPlans.first?.name, "Incluido")
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: emptyCache.directory.path), [])
  }

  private func cacheSnapshot() throws -> [String: Data] { try XCTUnwrap(cache).snapshot() }
}

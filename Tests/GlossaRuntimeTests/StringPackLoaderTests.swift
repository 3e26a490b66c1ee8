import Foundation
import GlossaRuntime
import XCTest

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
final class StringPackLoaderTests: XCTestCase {
  static let manifest = Manifests.languages(
    layout: "keys-once",
    entries: [
      Manifests.entry("en", fallback: ["en"]), Manifests.entry("de", fallback: ["de", "en"]),
      Manifests.entry("fr", fallback: ["fr", "en"]),
    ])
  static let goodPack = [
    "languages.json": manifest,
    "keys.json": #"["home.title", "plan.days"]"#,
    "en.json": #"["Home", {"plural": {"one": "%lld day", "other": "%lld days"}}]"#,
    "de.json": #"["Start (server)", null]"#,
  ]

  var server: LocalHTTPServer?
  var cache: PackFixture?
  var bundled: PackFixture?

  override func setUpWithError() throws {
    (server, cache, bundled) = try Self.fixtures()
  }

  /// A server with the good pack, an empty cache, and a bundled copy whose `de` differs.
  static func fixtures() throws -> (server: LocalHTTPServer, cache: PackFixture, bundled: PackFixture) {
    let server = try LocalHTTPServer()
    for (path, body) in goodPack {
      server.set(path, body)
    }
    var bundledFiles = goodPack
    bundledFiles["de.json"] = #"["Start (bundled)", null]"#
    return (server, try PackFixture([:]), try PackFixture(bundledFiles))
  }

  override func tearDown() {
    server?.stop()
  }

  func loader(remote: Bool = true, languages: [String] = ["de"]) throws -> StringPackLoader {
    let server = try XCTUnwrap(server)
    return StringPackLoader(
      name: nil, remoteBaseURL: remote ? server.baseURL : nil, cacheDirectory: try XCTUnwrap(cache).directory,
      bundledDirectory: bundled?.directory, preferredLanguages: languages,
      session: URLSession(configuration: .ephemeral))
  }

  func testRemoteFillsTheCacheAndTheCacheComesFirstAfterwards() async throws {
    let server = try XCTUnwrap(server)
    let first = try await loader().load()
    XCTAssertEqual(first.source, .remote)
    XCTAssertEqual(first.pack["home.title"], "Start (server)")
    XCTAssertEqual(first.pack.string("plan.days", count: 2), "2 days")
    XCTAssertEqual(
      server.requests, ["/packs/languages.json", "/packs/keys.json", "/packs/de.json", "/packs/en.json"],
      "only the chain of the chosen language is downloaded")
    server.set("de.json", #"["Start (newer)", null]"#)
    let second = try await loader().load()
    XCTAssertEqual(second.source, .cache)
    XCTAssertEqual(second.pack["home.title"], "Start (server)")
    XCTAssertEqual(server.requests.count, 4, "a cached pack needs no request")
    try await loader().refresh()
    XCTAssertEqual(try loader().cachedPack()["home.title"], "Start (newer)")
    XCTAssertEqual(try cacheFolders(), ["current", try currentName()], "the replaced pack is removed")
  }

  func testBundledCopyWhenTheServerFailsAndNothingIsCached() async throws {
    try XCTUnwrap(server).set("languages.json", status: 500, "oops")
    let loaded = try await loader().load()
    XCTAssertEqual(loaded.source, .bundled)
    XCTAssertEqual(loaded.pack["home.title"], "Start (bundled)")
    XCTAssertEqual(try cacheFolders(), [], "a failed download leaves no files behind")
  }

  func testLanguageNotInTheCacheGoesToTheServer() async throws {
    let server = try XCTUnwrap(server)
    server.set("fr.json", #"["Accueil", null]"#)
    _ = try await loader(languages: ["de"]).load()
    let french = try await loader(languages: ["fr"]).load()
    XCTAssertEqual(french.source, .remote)
    XCTAssertEqual(french.pack["home.title"], "Accueil")
  }

  func testNothingAnywhereNamesEveryReason() async throws {
    let server = try XCTUnwrap(server)
    server.remove("languages.json")
    bundled = nil
    let loader = try loader()
    do {
      _ = try await loader.load()
      XCTFail("expected an error")
    } catch {
      XCTAssertEqual(error.reasons.count, 3)
      XCTAssertTrue(error.reasons[0].hasPrefix("cache: nothing cached in "), error.reasons[0])
      XCTAssertEqual(error.reasons[1], "remote: \(server.baseURL.absoluteString)languages.json: HTTP 404")
      XCTAssertEqual(error.reasons[2], "bundled: no bundled directory")
    }
  }

  /// Each corrupt download is refused and the cache keeps its bytes.
  func testCorruptDownloadNeverReplacesAGoodCache() async throws {
    let server = try XCTUnwrap(server)
    try await loader().refresh()
    let before = try cacheSnapshot()
    let corruptions: [(file: String, status: Int, body: String, reason: String)] = [
      ("de.json", 200, #"["Kaputt", nu"#, "de.json: "),
      (
        "languages.json", 200, Self.manifest.replacingOccurrences(of: "glossa-pack-1", with: "other-pack"),
        #"languages.json: format is "other-pack", expected "glossa-pack-1""#
      ),
      ("de.json", 200, #"["Nur ein Wert"]"#, "de.json: 1 values for 2 keys"),
      ("keys.json", 200, #"["home.title", "plan.days", "new.key"]"#, "de.json: 2 values for 3 keys"),
      ("en.json", 404, "", "en.json: HTTP 404"),
      ("de.json", 200, "", "de.json: "),
    ]
    for corruption in corruptions {
      server.set(corruption.file, status: corruption.status, corruption.body)
      do {
        try await loader().refresh()
        XCTFail("\(corruption.file) \(corruption.body): refresh succeeded")
      } catch {
        XCTAssertTrue("\(error)".contains(corruption.reason), "\(error)")
      }
      XCTAssertEqual(try cacheSnapshot(), before, "\(corruption.file) \(corruption.body)")
      let loaded = try await loader().load()
      XCTAssertEqual(loaded.source, .cache)
      XCTAssertEqual(loaded.pack["home.title"], "Start (server)")
      server.set(corruption.file, Self.goodPack[corruption.file] ?? "")
    }
  }

  func testJSONLayoutPackByName() async throws {
    let server = try XCTUnwrap(server)
    server.set(
      "plans-languages.json",
      Manifests.languages(
        layout: "json", name: "plans",
        entries: [Manifests.entry("en", fallback: ["en"]), Manifests.entry("de", fallback: ["de", "en"])]))
    server.set("plans-en.json", #"{"title": "Plans", "extra": "Extra"}"#)
    server.set("plans-de.json", #"{"title": "Pläne"}"#)
    var loader = try loader()
    loader.name = "plans"
    loader.bundledDirectory = nil
    let loaded = try await loader.load()
    XCTAssertEqual(loaded.source, .remote)
    XCTAssertEqual([loaded.pack["title"], loaded.pack["extra"]], ["Pläne", "Extra"])
  }

  // MARK: - Cache inspection

  private func cacheFolders() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: try XCTUnwrap(cache).directory.path).sorted()
  }

  private func currentName() throws -> String {
    String(
      decoding: try Data(contentsOf: try XCTUnwrap(cache).directory.appendingPathComponent("current")), as: UTF8.self)
  }

  private func cacheSnapshot() throws -> [String: Data] { try XCTUnwrap(cache).snapshot() }
}

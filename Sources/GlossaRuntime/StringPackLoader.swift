import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The server-driven flow: the cached pack first, then the remote pack
/// (stored in the cache), then the copy bundled with the app.
///
/// ```swift
/// let loader = StringPackLoader(
///   name: "readingPlans", remoteBaseURL: URL(string: "https://cdn.example.com/packs/"),
///   cacheDirectory: cachesURL.appendingPathComponent("packs"), bundledDirectory: bundledPacksURL)
/// let (pack, _) = try await loader.load()    // at launch
/// Task { _ = try? await loader.refresh() }   // newer strings for the next launch
/// ```
///
/// Record files (`glossa export --format json --entities`: `<name>-<lang>.json` is an array of
/// records, or an object Entity → array) come the same way, decoded: `try await
/// loader.records([ReadingPlan].self)`, refreshed with `refreshRecords()`.
///
/// The cache only ever changes by a complete, checked download: files land
/// in a staging folder, the whole pack is opened from there (format field,
/// layout, JSON, keys/values lengths, plural rules), and only then does the
/// one-line `current` file switch to it, written atomically. A corrupt or
/// partial download leaves the previous cache in use.
///
/// A refresh asks only what may have changed, as a client of a CDN should: nothing at all while
/// the languages file's `Cache-Control: max-age` lasts (unless forced); then the languages file
/// and the cached files conditionally (`If-None-Match` / `If-Modified-Since`, a `304` keeps the
/// cached bytes); a language file whose `sha256` in the languages file (`glossa export
/// --hashes`) matches the cached copy is not asked for at all, and a downloaded one must match it.
/// `nextRefreshDate()` spreads scheduled refreshes with a random delay.
///
/// Every download is bounded: `load()` waits at most `loadTimeLimit` for the whole remote pack
/// before it uses the bundled copy (a stalled or dripping server cannot hold an app's launch),
/// `refresh()` at most `refreshTimeLimit`, one request at most `requestTimeLimit`; a file larger
/// than `maximumFileSize`, or one that takes the pack past `maximumPackSize`, is refused while it
/// arrives (never held in memory whole, never cached); more than `maximumRedirects` redirects
/// end the request. Staging folders that a killed process left behind are removed at every load.
// Swift concurrency needs these OS versions; the package sets no platforms.
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
public struct StringPackLoader: Sendable {
  public enum Source: Sendable, Equatable {
    case cache, remote, bundled
  }

  /// The json pack's name (`<name>-languages.json`); nil for a keys-once pack.
  public var name: String?
  public var remoteBaseURL: URL?
  public var cacheDirectory: URL
  public var bundledDirectory: URL?
  public var preferredLanguages: [String]
  public var deviceName: String
  /// Its configuration (headers, proxies, protocol classes) is used for the downloads, in a
  /// session of the loader's own that enforces the time and size limits (without URL cache:
  /// the loader keeps its own).
  public var session: URLSession
  /// Seconds `load()` gives the server for all the files of a pack, before the bundled copy.
  public var loadTimeLimit: TimeInterval = 10
  /// Seconds `refresh()` gives the server for all the files of a pack.
  public var refreshTimeLimit: TimeInterval = 300
  /// Seconds for one request, within the limits above.
  public var requestTimeLimit: TimeInterval = 30
  /// The largest file accepted from the server, in bytes (32 MiB).
  public var maximumFileSize: Int = 32 << 20
  /// The most bytes the files of one pack may hold together (64 MiB).
  public var maximumPackSize: Int = 64 << 20
  /// Redirects followed per request; one more is a failure.
  public var maximumRedirects: Int = 5
  /// Seconds of random delay `nextRefreshDate()` adds after the pack's max-age, so devices that
  /// fetched together do not come back together (15 minutes).
  public var refreshJitter: TimeInterval = 900
  /// The time, for freshness (tests set a fixed one).
  public var clock: @Sendable () -> Date = { Date() }
  /// A random number in the range given, for the jitter (tests set a fixed one).
  public var random: @Sendable (ClosedRange<Double>) -> Double = { Double.random(in: $0) }
  /// Every request of the refreshes, when set.
  public var transferLog: PackTransferLog?

  public init(
    name: String?,
    remoteBaseURL: URL?,
    cacheDirectory: URL,
    bundledDirectory: URL?,
    preferredLanguages: [String] = Locale.preferredLanguages,
    deviceName: String = StringPack.currentDeviceName,
    session: URLSession = .shared
  ) {
    self.name = name
    self.remoteBaseURL = remoteBaseURL
    self.cacheDirectory = cacheDirectory
    self.bundledDirectory = bundledDirectory
    self.preferredLanguages = preferredLanguages
    self.deviceName = deviceName
    self.session = session
  }

  private var files: PackFiles { PackFiles(name: name) }
  private var cache: PackCache { PackCache(directory: cacheDirectory) }

  /// Cache, else remote, else bundled. Throws only when none gives a pack,
  /// with each one's reason.
  public func load() async throws(StringPackLoaderError) -> (pack: StringPack, source: Source) {
    try await firstAvailable(
      cached: cachedPack, remote: { try await refresh(force: false, timeLimit: loadTimeLimit) }, bundled: open)
  }

  /// The pack in the cache, for the preferred languages.
  public func cachedPack() throws -> StringPack {
    try open(try cachedDirectory())
  }

  /// Downloads what changed of the languages file and the files of the best language's chain,
  /// checks them as a whole and makes them the cache. Not `force`d, it asks nothing while the
  /// cached languages file is fresh (its `max-age`). On any failure the cache stays as it was.
  @discardableResult
  public func refresh(force: Bool = false) async throws -> StringPack {
    try await refresh(force: force, timeLimit: refreshTimeLimit)
  }

  /// When a scheduled refresh should run: once the cached languages file's max-age is over
  /// (now when nothing is cached), plus a random 0…`refreshJitter` seconds.
  public func nextRefreshDate() -> Date {
    let now = clock()
    let fresh = cache.currentDirectory().flatMap(PackCacheState.read(in:)).map {
      Date(timeIntervalSince1970: $0.freshUntil)
    }
    return max(fresh ?? now, now).addingTimeInterval(random(0...max(0, refreshJitter)))
  }

  // MARK: Records

  /// The record file of the best language (`<name>-<lang>.json`, complete through the fallback
  /// chain when exported), decoded: cache, else remote, else bundled, as `load()`. A file that
  /// does not decode as `type` is skipped like a corrupt one (and never cached by a download).
  public func records<T: Decodable>(_ type: T.Type, decoder: JSONDecoder = JSONDecoder()) async throws(
    StringPackLoaderError
  ) -> T {
    let decode = { (file: RecordFile) throws -> T in try file.decode(type, decoder: decoder) }
    return try await firstAvailable(
      cached: { try decode(try cachedRecords()) },
      remote: {
        try await sync(force: false, timeLimit: loadTimeLimit, needs: recordFiles) { try decode(try openRecords($0)) }
      },
      bundled: { try decode(try openRecords($0)) }
    ).pack
  }

  /// The record file's bytes and language, from the cache, else remote, else bundled.
  public func recordFile() async throws(StringPackLoaderError) -> (file: RecordFile, source: Source) {
    let (file, source) = try await firstAvailable(
      cached: cachedRecords, remote: { try await refreshRecords(force: false, timeLimit: loadTimeLimit) },
      bundled: openRecords)
    return (file, source)
  }

  /// The record file in the cache.
  public func cachedRecords() throws -> RecordFile {
    try openRecords(try cachedDirectory())
  }

  /// `refresh(force:)` for a record pack: the languages file and the best language's record
  /// file, checked as JSON.
  @discardableResult
  public func refreshRecords(force: Bool = false) async throws -> RecordFile {
    try await refreshRecords(force: force, timeLimit: refreshTimeLimit)
  }

  // MARK: Private

  private func firstAvailable<T>(
    cached: () throws -> T, remote: () async throws -> T, bundled: (URL) throws -> T
  ) async throws(StringPackLoaderError) -> (pack: T, source: Source) {
    var reasons: [String] = []
    cache.removeStaleStaging()
    do {
      return (try cached(), .cache)
    } catch {
      reasons.append("cache: \(error)")
    }
    do {
      return (try await remote(), .remote)
    } catch {
      reasons.append("remote: \(error)")
    }
    do {
      guard let bundledDirectory else { throw StringPackLoaderError(reasons: ["no bundled directory"]) }
      return (try bundled(bundledDirectory), .bundled)
    } catch {
      reasons.append("bundled: \(error)")
    }
    throw StringPackLoaderError(reasons: reasons)
  }

  private func cachedDirectory() throws -> URL {
    guard let directory = cache.currentDirectory() else {
      throw StringPackLoaderError(reasons: ["nothing cached in \(cacheDirectory.path)"])
    }
    return directory
  }

  private func refresh(force: Bool, timeLimit: TimeInterval) async throws -> StringPack {
    try await sync(force: force, timeLimit: timeLimit, needs: stringFiles, open: open)
  }

  private func refreshRecords(force: Bool, timeLimit: TimeInterval) async throws -> RecordFile {
    try await sync(force: force, timeLimit: timeLimit, needs: recordFiles, open: openRecords)
  }

  private func sync<T>(
    force: Bool, timeLimit: TimeInterval, needs: (PackManifest) -> [String], open: (URL) throws -> T
  ) async throws -> T {
    guard let remoteBaseURL else { throw StringPackLoaderError(reasons: ["no remote base URL"]) }
    let limits = PackTransferLimits(
      timeLimit: timeLimit, requestTimeLimit: requestTimeLimit, maximumFileSize: maximumFileSize,
      maximumPackSize: maximumPackSize, maximumRedirects: maximumRedirects)
    let sync = PackSync(
      files: files, cache: cache, base: remoteBaseURL, configuration: session.configuration, limits: limits,
      log: transferLog, now: clock())
    return try await sync.run(force: force, needs: needs, open: open)
  }

  /// The chain of the best language (and keys.json for keys-once).
  private func stringFiles(_ manifest: PackManifest) -> [String] {
    files.files(for: manifest.chain(for: manifest.bestLanguage(for: preferredLanguages)), layout: manifest.layout)
  }

  /// A record file is complete: the best language's alone.
  private func recordFiles(_ manifest: PackManifest) -> [String] {
    [files.values(for: manifest.bestLanguage(for: preferredLanguages))]
  }

  private func open(_ directory: URL) throws(StringPackError) -> StringPack {
    try StringPack(directory: directory, name: name, preferredLanguages: preferredLanguages, deviceName: deviceName)
  }

  private func openRecords(_ directory: URL) throws -> RecordFile {
    try RecordFile(directory: directory, name: name, preferredLanguages: preferredLanguages)
  }
}

public struct StringPackLoaderError: Error, Sendable, Equatable, CustomStringConvertible {
  public let reasons: [String]

  public init(reasons: [String]) {
    self.reasons = reasons
  }

  public var description: String { reasons.joined(separator: "; ") }
}

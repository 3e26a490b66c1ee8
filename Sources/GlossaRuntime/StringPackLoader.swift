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
/// The cache only ever changes by a complete, checked download: files land
/// in a staging folder, the whole pack is opened from there (format field,
/// layout, JSON, keys/values lengths, plural rules), and only then does the
/// one-line `current` file switch to it, written atomically. A corrupt or
/// partial download leaves the previous cache in use.
///
/// Every download is bounded: `load()` waits at most `loadTimeLimit` for the whole remote pack
/// before it uses the bundled copy (a stalled or dripping server cannot hold an app's launch),
/// `refresh()` at most `refreshTimeLimit`, and a file larger than `maximumFileSize` is refused
/// while it arrives (never held in memory whole, never cached). Staging folders that a killed
/// process left behind are removed at every load.
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
  /// The largest file accepted from the server, in bytes.
  public var maximumFileSize: Int = 32 << 20

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
    var reasons: [String] = []
    cache.removeStaleStaging()
    do {
      return (try cachedPack(), .cache)
    } catch {
      reasons.append("cache: \(error)")
    }
    do {
      return (try await refresh(timeLimit: loadTimeLimit), .remote)
    } catch {
      reasons.append("remote: \(error)")
    }
    do {
      guard let bundledDirectory else { throw StringPackLoaderError(reasons: ["no bundled directory"]) }
      return (try open(bundledDirectory), .bundled)
    } catch {
      reasons.append("bundled: \(error)")
    }
    throw StringPackLoaderError(reasons: reasons)
  }

  /// The pack in the cache, for the preferred languages.
  public func cachedPack() throws -> StringPack {
    guard let directory = cache.currentDirectory() else {
      throw StringPackLoaderError(reasons: ["nothing cached in \(cacheDirectory.path)"])
    }
    return try open(directory)
  }

  /// Downloads the languages file and the files of the best language's chain,
  /// checks them as a whole and makes them the cache. On any failure the
  /// cache stays as it was.
  @discardableResult
  public func refresh() async throws -> StringPack {
    try await refresh(timeLimit: refreshTimeLimit)
  }

  private func refresh(timeLimit: TimeInterval) async throws -> StringPack {
    guard let remoteBaseURL else { throw StringPackLoaderError(reasons: ["no remote base URL"]) }
    let staging = try cache.makeStagingDirectory()
    let fetcher = BoundedFetcher(configuration: session.configuration)
    defer { fetcher.finish() }
    let transfer = PackTransfer(
      fetcher: fetcher, base: remoteBaseURL, staging: staging, timeLimit: timeLimit, maximumFileSize: maximumFileSize)
    do {
      try await transfer.download(files.manifest)
      let manifest = try PackReader(directory: staging, files: files, decompress: nil).manifest()
      let chain = manifest.chain(for: manifest.bestLanguage(for: preferredLanguages))
      for file in files.files(for: chain, layout: manifest.layout) {
        try await transfer.download(file)
      }
      let pack = try open(staging)
      try cache.commit(staging)
      return pack
    } catch {
      cache.discard(staging)
      throw error
    }
  }

  private func open(_ directory: URL) throws(StringPackError) -> StringPack {
    try StringPack(directory: directory, name: name, preferredLanguages: preferredLanguages, deviceName: deviceName)
  }
}

public struct StringPackLoaderError: Error, Sendable, Equatable, CustomStringConvertible {
  public let reasons: [String]

  public init(reasons: [String]) {
    self.reasons = reasons
  }

  public var description: String { reasons.joined(separator: "; ") }
}

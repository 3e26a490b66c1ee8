import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One refresh of the cache: the languages file, then the files the caller needs, asking only
/// what may have changed. A file whose content hash (from the languages file) matches the
/// cached copy's is not requested; any other cached file is asked for conditionally (`ETag`,
/// `Last-Modified`), and a `304` keeps the cached bytes. When nothing changed, only the cache
/// state (validators, freshness) is rewritten; otherwise the new pack is assembled in a
/// staging folder, checked whole by `open`, and committed. Any failure leaves the cache as it was.
struct PackSync {
  let files: PackFiles
  let cache: PackCache
  let base: URL
  let configuration: URLSessionConfiguration
  let limits: PackTransferLimits
  let log: PackTransferLog?
  let now: Date

  func run<T>(force: Bool, needs: (PackManifest) -> [String], open: (URL) throws -> T) async throws -> T {
    let current = cache.currentDirectory()
    let state = current.flatMap(PackCacheState.read(in:)) ?? PackCacheState()
    if !force, let current, state.freshUntil > now.timeIntervalSince1970, let fresh = try? open(current) {
      return fresh
    }
    // A cached copy counts only with the bytes it was stored with: one damaged on disk is
    // downloaded again rather than kept alive by 304s.
    func cached(_ file: String) -> (validators: PackCacheState.Validators, url: URL)? {
      guard let current, let validators = state.files[file] else { return nil }
      let url = current.appendingPathComponent(file)
      guard let bytes = try? Data(contentsOf: url), PackDigest.sha256(bytes) == validators.sha256 else { return nil }
      return (validators, url)
    }
    let fetcher = BoundedFetcher(configuration: configuration)
    defer { fetcher.finish() }
    let transfer = PackTransfer(fetcher: fetcher, base: base, limits: limits, log: log)
    var next = PackCacheState()
    var downloaded: [String: Data] = [:]
    var packBytes = 0

    let manifestCopy = cached(files.manifest)
    let (outcome, response) = try await transfer.fetch(
      files.manifest, cached: manifestCopy?.validators, packBytesLeft: limits.maximumPackSize)
    next.freshUntil = now.timeIntervalSince1970 + CacheControl.freshness(of: response)
    let manifestData: Data
    switch outcome {
    case .notModified:
      // A 304 only answers a conditional request, which only a cached copy makes.
      guard let manifestCopy else { throw StringPackLoaderError(reasons: ["\(files.manifest): 304 without a cached copy"]) }
      manifestData = try Data(contentsOf: manifestCopy.url)
      next.files[files.manifest] = manifestCopy.validators
    case .downloaded(let data, let validators):
      manifestData = data
      downloaded[files.manifest] = data
      next.files[files.manifest] = validators
    }
    packBytes += manifestData.count
    // Errors name the file by its path on the server.
    let manifest = try PackReader(directory: base, files: files, decompress: nil).manifest(from: manifestData)
    var hashes: [String: String] = [:]
    for language in manifest.languages {
      if let hash = language.sha256 { hashes[files.values(for: language.code)] = hash }
    }

    for file in needs(manifest) {
      let copy = cached(file)
      let expected = hashes[file]
      if let copy, let expected, copy.validators.sha256 == expected {
        next.files[file] = copy.validators
        packBytes += Self.size(of: copy.url)
        continue
      }
      // A changed hash needs the new bytes: no condition that could bring back a 304.
      let (outcome, _) = try await transfer.fetch(
        file, cached: expected == nil ? copy?.validators : nil, packBytesLeft: limits.maximumPackSize - packBytes)
      switch outcome {
      case .notModified:
        next.files[file] = copy?.validators
        packBytes += copy.map { Self.size(of: $0.url) } ?? 0
      case .downloaded(let data, let validators):
        if let expected, validators.sha256 != expected {
          throw StringPackLoaderError(reasons: [
            "\(base.appendingPathComponent(file).absoluteString): the bytes' SHA-256 is \(validators.sha256), "
              + "the languages file says \(expected)"
          ])
        }
        downloaded[file] = data
        next.files[file] = validators
        packBytes += data.count
      }
    }

    if downloaded.isEmpty, let current {
      let result = try open(current)
      try next.write(in: current)
      return result
    }
    let staging = try cache.makeStagingDirectory()
    do {
      for file in next.files.keys {
        let target = staging.appendingPathComponent(file)
        if let data = downloaded[file] {
          try data.write(to: target)
        } else if let copy = cached(file) {
          try FileManager.default.copyItem(at: copy.url, to: target)
        }
      }
      try next.write(in: staging)
      let result = try open(staging)
      try cache.commit(staging)
      return result
    } catch {
      cache.discard(staging)
      throw error
    }
  }

  private static func size(of url: URL) -> Int {
    ((try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? NSNumber)?.intValue ?? 0
  }
}

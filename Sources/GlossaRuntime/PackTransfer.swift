import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The bounds of one refresh, from the loader's settings.
struct PackTransferLimits {
  /// Seconds for all the files together.
  var timeLimit: TimeInterval
  /// Seconds for one request.
  var requestTimeLimit: TimeInterval
  var maximumFileSize: Int
  var maximumPackSize: Int
  var maximumRedirects: Int
}

/// The requests of one refresh, all within one deadline, each file within the size limits,
/// conditional when the cache holds the file.
struct PackTransfer {
  enum Outcome {
    /// 304: the cached copy is current.
    case notModified
    case downloaded(Data, PackCacheState.Validators)
  }

  let fetcher: BoundedFetcher
  let base: URL
  let limits: PackTransferLimits
  let log: PackTransferLog?
  let started = Date()

  /// `cached`: the validators of the copy in the cache, sent as `If-None-Match` /
  /// `If-Modified-Since`. `packBytesLeft`: what the pack size limit still allows.
  func fetch(_ file: String, cached: PackCacheState.Validators?, packBytesLeft: Int) async throws -> (
    Outcome, HTTPURLResponse
  ) {
    let url = base.appendingPathComponent(file)
    var request = URLRequest(url: url)
    // The loader keeps its own cache; an HTTP cache could hand back a stale file.
    request.cachePolicy = .reloadIgnoringLocalCacheData
    if let etag = cached?.etag { request.setValue(etag, forHTTPHeaderField: "If-None-Match") }
    if let lastModified = cached?.lastModified { request.setValue(lastModified, forHTTPHeaderField: "If-Modified-Since") }
    let packLeft = limits.timeLimit - Date().timeIntervalSince(started)
    let timeLimit = min(packLeft, limits.requestTimeLimit)
    let byteLimit = min(limits.maximumFileSize, max(0, packBytesLeft))
    let counter = ByteCounter()
    let fetchLimits = FetchLimits(
      timeLimit: timeLimit, maximumBytes: byteLimit, maximumRedirects: limits.maximumRedirects, onBytes: counter.add)
    let result = await fetcher.fetch(request, limits: fetchLimits)
    log?.append(.init(file: file, status: try? result.get().0.statusCode, bodyBytes: counter.count))
    switch result {
    case .failure(.timedOut):
      // Named by the limit that was reached, not by what was left of it for this file.
      let limit = packLeft <= limits.requestTimeLimit ? limits.timeLimit : limits.requestTimeLimit
      throw StringPackLoaderError(reasons: ["\(url.absoluteString): \(FetchFailure.timedOut(limit))"])
    case .failure(.tooLarge) where byteLimit < limits.maximumFileSize:
      throw StringPackLoaderError(
        reasons: ["\(url.absoluteString): the pack is larger than \(limits.maximumPackSize) bytes"])
    case .failure(let failure):
      throw StringPackLoaderError(reasons: ["\(url.absoluteString): \(failure)"])
    case .success(let (response, data)):
      switch response.statusCode {
      case 304 where cached != nil:
        return (.notModified, response)
      case 200:
        let validators = PackCacheState.Validators(
          etag: response.header("ETag"), lastModified: response.header("Last-Modified"),
          sha256: PackDigest.sha256(data))
        return (.downloaded(data, validators), response)
      default:
        throw StringPackLoaderError(reasons: ["\(url.absoluteString): HTTP \(response.statusCode)"])
      }
    }
  }
}

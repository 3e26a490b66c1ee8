import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The downloads of one refresh into its staging folder, all within one deadline and each file
/// within the size limit.
struct PackTransfer {
  let fetcher: BoundedFetcher
  let base: URL
  let staging: URL
  /// Seconds for all the files together, from `started`.
  let timeLimit: TimeInterval
  let started = Date()
  let maximumFileSize: Int

  func download(_ file: String) async throws {
    let url = base.appendingPathComponent(file)
    var request = URLRequest(url: url)
    // The loader keeps its own cache; an HTTP cache could hand back a stale file.
    request.cachePolicy = .reloadIgnoringLocalCacheData
    let limits = FetchLimits(
      timeLimit: timeLimit - Date().timeIntervalSince(started), maximumBytes: maximumFileSize, followsRedirects: true)
    switch await fetcher.fetch(request, limits: limits) {
    case .failure(.timedOut):
      // Named by the pack's limit, not by what was left of it for this file.
      throw StringPackLoaderError(reasons: ["\(url.absoluteString): \(FetchFailure.timedOut(timeLimit))"])
    case .failure(let failure):
      throw StringPackLoaderError(reasons: ["\(url.absoluteString): \(failure)"])
    case .success(let (response, data)):
      guard response.statusCode == 200 else {
        throw StringPackLoaderError(reasons: ["\(url.absoluteString): HTTP \(response.statusCode)"])
      }
      try data.write(to: staging.appendingPathComponent(file))
    }
  }
}

import StringCatalog

/// The editor's scans of the app's code: one for the source folders known when it opens, and one
/// more whenever catalogs that arrive later (a large app, see `ArrivingCatalogs`) name folders not
/// scanned yet in their `.glossa.yml`. Their places are shown together.
package struct CodeScans {
  private var requested: Set<String> = []
  private var running: [CodeScanJob] = []
  private var uses: CodeUses?
  private var failure: CodeScanError?

  package var isRunning: Bool { !running.isEmpty }

  /// Starts scanning those of `folders` not asked for before; false when there were none.
  package mutating func scan(_ folders: [String]) -> Bool {
    let new = folders.filter { requested.insert($0).inserted }
    guard !new.isEmpty else { return false }
    running.append(CodeScanJob(folders: new))
    return true
  }

  /// Every scan ended so far, as one result, when one ended since the last look; nil otherwise.
  /// A folder that could not be scanned is the result until the editor ends, as it is with one scan.
  package mutating func takeEnded() -> Result<CodeUses, CodeScanError>? {
    var ended = false
    running.removeAll { job in
      guard let result = job.take() else { return false }
      ended = true
      switch result {
      case .success(let more):
        if uses == nil { uses = more } else { uses?.merge(more) }
      case .failure(let error):
        failure = failure ?? error
      }
      return true
    }
    guard ended else { return nil }
    if let failure { return .failure(failure) }
    return .success(uses ?? CodeUses())
  }
}

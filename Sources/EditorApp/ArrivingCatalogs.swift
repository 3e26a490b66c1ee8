import Foundation
import StringCatalog

/// The catalogs of a large app still being read after the first screen: read on other threads
/// in groups, handed to the editor as each group is ready (in path order), so thousands of
/// catalogs open at once instead of after all are read.
package final class ArrivingCatalogs: @unchecked Sendable {
  package static let groupSize = 64

  private let lock = NSLock()
  private var ready: [WorkspaceLoader.Loaded] = []
  private var finished = false
  package let total: Int

  package init(_ found: [DiscoveredCatalog]) {
    total = found.count
    DispatchQueue.global(qos: .userInitiated).async { [self] in
      var start = 0
      while start < found.count {
        let group = Array(found[start..<min(found.count, start + ArrivingCatalogs.groupSize)])
        let loaded = WorkspaceLoader.load(group)
        lock.lock()
        ready.append(loaded)
        lock.unlock()
        start += group.count
      }
      lock.lock()
      finished = true
      lock.unlock()
    }
  }

  /// The groups read since the last call, and whether every catalog has been read.
  package func take() -> (groups: [WorkspaceLoader.Loaded], done: Bool) {
    lock.lock()
    defer { lock.unlock() }
    let groups = ready
    ready.removeAll()
    return (groups, finished && groups.isEmpty)
  }

  /// True when a large app can open on its first catalogs: nothing from a stopped editor waits
  /// to be offered (the offer needs every catalog) and no revision is compared (`--since`).
  package static func canStreamRest(of found: [DiscoveredCatalog], since: String?, environment: [String: String]) -> Bool {
    found.count > 2 * groupSize && since == nil && !RecoveryWaiting.anything(environment: environment)
  }
}

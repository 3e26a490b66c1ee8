import Foundation

/// Every exchange of a loader's refreshes, for an app's own metrics (and the tests and the
/// benchmark): which file, the HTTP status, and the body bytes the loader took in, counted as
/// they arrive (so a refused oversized file shows how far it got).
public final class PackTransferLog: @unchecked Sendable {
  // Unchecked: every access holds the lock.
  public struct Exchange: Sendable, Equatable {
    public var file: String
    /// nil when no answer came (time limit, size limit, transport failure).
    public var status: Int?
    public var bodyBytes: Int
  }

  private let lock = NSLock()
  private var recorded: [Exchange] = []

  public init() {}

  public var exchanges: [Exchange] {
    lock.lock()
    defer { lock.unlock() }
    return recorded
  }

  /// Body bytes received over all exchanges.
  public var bodyBytes: Int { exchanges.reduce(0) { $0 + $1.bodyBytes } }

  public func removeAll() {
    lock.lock()
    recorded.removeAll()
    lock.unlock()
  }

  func append(_ exchange: Exchange) {
    lock.lock()
    recorded.append(exchange)
    lock.unlock()
  }
}

/// Bytes of one exchange, added from the session's queue while the caller waits.
final class ByteCounter: @unchecked Sendable {
  // Unchecked: every access holds the lock.
  private let lock = NSLock()
  private var total = 0

  func add(_ count: Int) {
    lock.lock()
    total += count
    lock.unlock()
  }

  var count: Int {
    lock.lock()
    defer { lock.unlock() }
    return total
  }
}

import CatalogModel
import CFileSystem
import Foundation

/// Work run once on a thread of its own, its result taken when it is ready (`take`) or waited for
/// (`wait`): a large catalog read behind its first screen, a baseline read while lint runs.
public final class BackgroundTask<Success: Sendable, Failure: Error>: @unchecked Sendable {
  private let work: @Sendable () -> Result<Success, Failure>
  private let givesWay: Bool
  private let lock = NSLock()
  private let finished = DispatchSemaphore(value: 0)
  private var outcome: Result<Success, Failure>?
  private var started = false

  /// Nothing runs until `start()`. `givesWay`: the thread (and threads it starts) runs at a lower
  /// priority, giving way to the thread that answers keys whenever both want a core.
  public init(givesWay: Bool = false, _ work: @escaping @Sendable () -> Result<Success, Failure>) {
    self.work = work
    self.givesWay = givesWay
  }

  /// Starts the work (once; later calls do nothing).
  public func start() {
    lock.lock()
    defer { lock.unlock() }
    guard !started else { return }
    started = true
    let thread = Thread { [self] in
      if givesWay { _ = cfs_lower_thread_priority() }
      let result = work()
      lock.lock()
      outcome = result
      lock.unlock()
      finished.signal()
    }
    // The catalog reader recurses once per nesting level.
    thread.stackSize = 16 << 20
    thread.start()
  }

  /// The result once the work has ended; nil while it runs (or before it started).
  public func take() -> Result<Success, Failure>? {
    lock.lock()
    defer { lock.unlock() }
    return outcome
  }

  /// Blocks until the work has ended, starting it if it was not.
  public func wait() -> Result<Success, Failure> {
    start()
    while true {
      if let done = take() { return done }
      finished.wait()
      finished.signal()
    }
  }
}

import Foundation

/// One slot per task of a `DispatchQueue.concurrentPerform`, filled from its threads: how a
/// workspace reads and counts its catalogs on every core at once.
public final class ParallelResults<Value>: @unchecked Sendable {
  private var slots: [Value?]
  private let lock = NSLock()

  public init(count: Int) {
    slots = Array(repeating: nil, count: count)
  }

  public func set(_ index: Int, _ value: Value) {
    lock.lock()
    slots[index] = value
    lock.unlock()
  }

  /// Every slot's value; `fallback` gives one for a slot that was never set.
  public func values(filling fallback: (Int) -> Value) -> [Value] {
    lock.lock()
    defer { lock.unlock() }
    return slots.indices.map { slots[$0] ?? fallback($0) }
  }

  /// Every slot's value, nil where none was set.
  public var optionalValues: [Value?] {
    lock.lock()
    defer { lock.unlock() }
    return slots
  }
}

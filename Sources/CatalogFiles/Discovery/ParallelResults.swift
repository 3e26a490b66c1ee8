import CatalogModel
import Foundation

/// One slot per task of a `DispatchQueue.concurrentPerform`, filled from its threads: how a
/// workspace reads and counts its catalogs on every core at once.
public final class ParallelResults<Value>: @unchecked Sendable {
  private var slots: [Value?]
  private let lock = NSLock()

  public init(count: Int) {
    slots = Array(repeating: nil, count: count)
  }

  private var filled = 0

  /// Stores a slot's value; returns how many slots are filled now.
  @discardableResult
  public func set(_ index: Int, _ value: Value) -> Int {
    lock.lock()
    defer { lock.unlock() }
    if slots[index] == nil { filled += 1 }
    slots[index] = value
    return filled
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

import CatalogModel
import CatalogFiles
import CatalogEditing
import Foundation

/// Runs two closures at once and keeps both results.
package struct ConcurrentPair<First: Sendable, Second: Sendable>: Sendable {
  package var first: First
  package var second: Second

  package init(_ makeFirst: @Sendable () -> First, _ makeSecond: @Sendable () -> Second) {
    let box = ResultBox<First, Second>()
    DispatchQueue.concurrentPerform(iterations: 2) { slot in
      if slot == 0 { box.setFirst(makeFirst()) } else { box.setSecond(makeSecond()) }
    }
    // Both slots are filled once concurrentPerform returns.
    guard let first = box.first, let second = box.second else {
      self.first = makeFirst()
      self.second = makeSecond()
      return
    }
    self.first = first
    self.second = second
  }
}

/// Written by exactly one iteration each, read after both finished; the lock makes that visible.
private final class ResultBox<First, Second>: @unchecked Sendable {
  private let lock = NSLock()
  private var storedFirst: First?
  private var storedSecond: Second?

  package func setFirst(_ value: First) { lock.withLock { storedFirst = value } }
  package func setSecond(_ value: Second) { lock.withLock { storedSecond = value } }
  package var first: First? { lock.withLock { storedFirst } }
  package var second: Second? { lock.withLock { storedSecond } }
}

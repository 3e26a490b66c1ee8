import Foundation

/// Runs two closures at once and keeps both results.
struct ConcurrentPair<First: Sendable, Second: Sendable>: Sendable {
  var first: First
  var second: Second

  init(_ makeFirst: @Sendable () -> First, _ makeSecond: @Sendable () -> Second) {
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

  func setFirst(_ value: First) { lock.withLock { storedFirst = value } }
  func setSecond(_ value: Second) { lock.withLock { storedSecond = value } }
  var first: First? { lock.withLock { storedFirst } }
  var second: Second? { lock.withLock { storedSecond } }
}

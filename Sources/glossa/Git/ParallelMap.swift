import Dispatch
import StringCatalog

/// `body` for every index on every core, the results in index order: the git commands parse the
/// changed catalogs' old and new versions side by side (issue 33), and print in order afterwards.
enum ParallelMap {
  static func map<Value>(_ count: Int, _ body: @Sendable (Int) -> Value) -> [Value] {
    let results = ParallelResults<Value>(count: count)
    DispatchQueue.concurrentPerform(iterations: count) { results.set($0, body($0)) }
    // Every slot is set once concurrentPerform returns; the fallback is never taken.
    return results.values(filling: body)
  }
}

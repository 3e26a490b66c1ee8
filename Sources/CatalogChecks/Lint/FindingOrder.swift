import CatalogModel
import CatalogFiles
import CatalogEditing

/// Puts findings in the order lint prints them (line, column, check id; ties keep the order the
/// checks produced) by sorting compact keys and then swapping the findings into place: moving a
/// finding by swaps retains and releases none of its strings, copying it would.
package struct FindingOrder {
  /// (line and column, check and position in the run): reused from entry to entry.
  private var keys: [(place: UInt64, tie: UInt64)] = []
  private var done: [Bool] = []

  /// Sorts one entry's findings, already located, in place. Every entry's findings lie between
  /// its key and the next entry's, so runs sorted entry by entry in file order are sorted as a
  /// whole: `LintRun.sort` then only checks that they are.
  package mutating func sort(_ findings: inout [Finding], _ run: Range<Int>) {
    guard run.count > 1 else { return }
    keys.removeAll(keepingCapacity: true)
    for slot in run {
      let place = UInt64(UInt32(clamping: findings[slot].line ?? 0)) << 32 | UInt64(UInt32(clamping: findings[slot].column ?? 0))
      keys.append((place, UInt64(findings[slot].check.sortIndex) << 32 | UInt64(slot - run.lowerBound)))
    }
    if zip(keys, keys.dropFirst()).allSatisfy({ $0 < $1 }) { return }
    keys.sort { $0 < $1 }
    Self.permute(&findings, from: run.lowerBound, order: keys.lazy.map { Int($0.tie & 0xFFFF_FFFF) }, done: &done)
  }

  /// Whether `findings` are in the order of `LintRun.sort` already (checked without copying them).
  package static func isSorted(_ findings: [Finding]) -> Bool {
    guard findings.count > 1 else { return true }
    for slot in 1..<findings.count {
      if findings[slot - 1].file != findings[slot].file {
        if (findings[slot - 1].file ?? "") > (findings[slot].file ?? "") { return false }
        continue
      }
      let before = (UInt32(clamping: findings[slot - 1].line ?? 0), UInt32(clamping: findings[slot - 1].column ?? 0))
      let after = (UInt32(clamping: findings[slot].line ?? 0), UInt32(clamping: findings[slot].column ?? 0))
      if before != after {
        if before > after { return false }
        continue
      }
      if findings[slot - 1].check.sortIndex > findings[slot].check.sortIndex { return false }
    }
    return true
  }

  /// Moves `findings[base + order[i]]` to `base + i` for every i, cycle by cycle.
  package static func permute<Order: RandomAccessCollection>(
    _ findings: inout [Finding], from base: Int, order: Order, done: inout [Bool]
  ) where Order.Element == Int, Order.Index == Int {
    done.removeAll(keepingCapacity: true)
    done.append(contentsOf: repeatElement(false, count: order.count))
    for start in 0..<order.count where !done[start] {
      var current = start
      while true {
        done[current] = true
        let next = order[order.startIndex + current]
        if next == start { break }
        findings.swapAt(base + current, base + next)
        current = next
      }
    }
  }
}

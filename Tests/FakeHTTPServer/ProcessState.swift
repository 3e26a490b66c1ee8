import Foundation

/// For tests that check a child process is gone (this target is the test support shared by
/// the translation and end-to-end tests).
public enum ProcessState {
  /// Running or sleeping, from `/proc`; a zombie (dead, not yet reaped by whoever adopted it)
  /// counts as gone.
  public static func isAlive(_ pid: Int32) -> Bool {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.range(of: ") ", options: .backwards)
    else { return false }
    let state = stat[close.upperBound...].first
    return state != "Z" && state != "X"
  }
}

import Foundation

/// This process's resident memory now and at its peak (VmRSS / VmHWM from /proc), in bytes.
enum ProcessMemory {
  static func current() -> Int { field("VmRSS:") }
  static func peak() -> Int { field("VmHWM:") }

  private static func field(_ name: String) -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
    for line in status.split(separator: "\n") where line.hasPrefix(name) {
      let digits = line.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
      return digits * 1024
    }
    return 0
  }
}

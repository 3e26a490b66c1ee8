import Foundation

/// Runs a command and reports its wall time and peak resident memory (from wait4's rusage),
/// so memory figures cover exactly that process.
enum ChildProcess {
  struct Measurement {
    var seconds: Double
    var peakBytes: Int
  }

  static func measure(arguments: [String]) -> Measurement? {
    guard FileManager.default.isExecutableFile(atPath: arguments[0]) else {
      print("(\(arguments[0]) not built: run `swift build -c release` first for process figures)")
      return nil
    }
    var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    // `glossa lint` writes its summary to stderr: keep it out of the figures too.
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    var cArguments = arguments.map { strdup($0) } + [nil]
    defer { for pointer in cArguments { free(pointer) } }
    var pid: pid_t = 0
    let start = DispatchTime.now().uptimeNanoseconds
    guard posix_spawn(&pid, arguments[0], &actions, nil, &cArguments, environ) == 0 else { return nil }
    var status: Int32 = 0
    var usage = rusage()
    guard wait4(pid, &status, 0, &usage) == pid else { return nil }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    return Measurement(seconds: seconds, peakBytes: usage.ru_maxrss * 1024)
  }
}

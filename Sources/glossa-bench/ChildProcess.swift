import Foundation

/// Runs a command and reports its wall time and peak resident memory (from wait4's rusage),
/// so memory figures cover exactly that process.
enum ChildProcess {
  struct Measurement {
    var seconds: Double
    var peakBytes: Int
  }

  /// Runs the command from a fresh, small copy of this benchmark (`--run-measured`): Linux
  /// carries a process's peak memory across exec, so a command spawned straight from this
  /// process, which holds generated catalogs, would report this process's peak as its own.
  static func measure(arguments: [String]) -> Measurement? {
    guard FileManager.default.isExecutableFile(atPath: arguments[0]) else {
      print("(\(arguments[0]) not built: run `swift build -c release` first for process figures)")
      return nil
    }
    guard let output = benchOutput(arguments: ["--run-measured"] + arguments) else { return nil }
    let fields = output.split(separator: " ").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
    guard fields.count == 2, let seconds = Double(fields[0]), let peak = Int(fields[1]) else { return nil }
    return Measurement(seconds: seconds, peakBytes: peak)
  }

  /// What a new copy of this benchmark, run with `arguments` (one of its child modes), prints;
  /// nil when it cannot be started.
  static func benchOutput(arguments: [String]) -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    do {
      try process.run()
    } catch {
      return nil
    }
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return output
  }

  /// The child side of `measure`: runs the command and prints its seconds and peak bytes.
  static func runMeasured(arguments: [String]) {
    guard let measurement = measureDirectly(arguments: arguments) else { exit(1) }
    print("\(measurement.seconds) \(measurement.peakBytes)")
  }

  private static func measureDirectly(arguments: [String]) -> Measurement? {
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

import CTempFiles
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// `/bin/sh -c COMMAND` in a process group of its own, with its standard streams on files.
/// The group is killed at the time limit, on `cancel()`, by the signal handlers (it is
/// registered with them while it runs) and once the shell has exited, so no background process
/// it started stays behind.
final class CommandChild: @unchecked Sendable {
  enum Ending: Equatable {
    case exited(Int32)
    case signalled(Int32)
    case timedOut
    case cancelled
  }

  /// posix_spawn's reason, in words.
  struct SpawnFailure: Error {
    var message: String
  }

  private let command: String
  private let timeLimit: Double
  // Unchecked: every access to the state below holds the lock.
  private let lock = NSLock()
  private var leader: pid_t = 0
  /// True once the shell has exited (not yet reaped, so its pid still names the group).
  private var exited = false
  private var stop: Ending?

  init(command: String, timeLimit: Double) {
    self.command = command
    self.timeLimit = timeLimit
  }

  /// Kills the group now, if it runs; a later start never happens.
  func cancel() {
    end(.cancelled)
  }

  /// Runs the command to its end (or its group's killing) and reaps it.
  func run(input: String, output: String, errors: String) -> Result<Ending, SpawnFailure> {
    let pid: pid_t
    switch spawn(input: input, output: output, errors: errors) {
    case .failure(let failure): return .failure(failure)
    case .success(let spawned): pid = spawned
    }
    let slot = ctf_register_group(pid)
    defer { ctf_unregister_group(slot) }
    lock.lock()
    leader = pid
    let stoppedEarly = stop != nil
    lock.unlock()
    if stoppedEarly { kill(-pid, SIGKILL) }
    let timer = DispatchWorkItem { [self] in end(.timedOut) }
    DispatchQueue.global().asyncAfter(deadline: .now() + timeLimit, execute: timer)
    defer { timer.cancel() }
    // Waits without reaping: until the pid is reaped nobody else can be given it, so killing
    // its group cannot hit a stranger.
    var info = siginfo_t()
    while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) != 0 && errno == EINTR {}
    lock.lock()
    exited = true
    let stop = self.stop
    lock.unlock()
    kill(-pid, SIGKILL)
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    if let stop { return .success(stop) }
    // WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift does not import (they are macros).
    let signal = status & 0x7F
    return .success(signal == 0 ? .exited((status >> 8) & 0xFF) : .signalled(signal))
  }

  private func end(_ ending: Ending) {
    lock.lock()
    defer { lock.unlock() }
    guard stop == nil, !exited else { return }
    stop = ending
    if leader > 0 { kill(-leader, SIGKILL) }
  }

  private func spawn(input: String, output: String, errors: String) -> Result<pid_t, SpawnFailure> {
    var actions = posix_spawn_file_actions_t()
    var attributes = posix_spawnattr_t()
    posix_spawn_file_actions_init(&actions)
    posix_spawnattr_init(&attributes)
    defer {
      posix_spawn_file_actions_destroy(&actions)
      posix_spawnattr_destroy(&attributes)
    }
    posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, errors, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    // A group of its own (pgid = its pid); the signals glossa handles or ignores back to their
    // defaults, with none blocked.
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGINT, SIGTERM, SIGHUP, SIGPIPE] { sigaddset(&defaults, signal) }
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setpgroup(&attributes, 0)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setflags(
      &attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
    let arguments = ["/bin/sh", "-c", command]
    var pointers: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { for pointer in pointers { free(pointer) } }
    var pid: pid_t = 0
    let result = posix_spawn(&pid, "/bin/sh", &actions, &attributes, &pointers, environ)
    guard result == 0 else { return .failure(SpawnFailure(message: String(cString: strerror(result)))) }
    return .success(pid)
  }
}

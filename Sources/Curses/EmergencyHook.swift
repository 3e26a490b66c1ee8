import CNcursesw
import TerminalScreen

// Read from a signal handler, where no lock may be taken; it is written only
// by `Terminal.setEmergencyHook`, which the app calls once at start-up.
nonisolated(unsafe) private var emergencyHook: (@Sendable () -> Void)?

extension Terminal {
  /// Sets the function SIGTERM, SIGHUP (and SIGINT) call, once, before the
  /// terminal is restored and the process exits, so the app can write a
  /// recovery file. It runs inside a signal handler: keep it short.
  package static func setEmergencyHook(_ hook: @escaping @Sendable () -> Void) {
    emergencyHook = hook
    cn_set_emergency_hook { emergencyHook?() }
  }
}

extension Terminal: TerminalDevice {
  package func setEmergencyHook(_ hook: @escaping @Sendable () -> Void) {
    Terminal.setEmergencyHook(hook)
  }
}

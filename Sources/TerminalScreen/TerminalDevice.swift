/// What the editor's app loop needs from a terminal: its size, a screen drawn, a key read with a
/// time limit, and the terminal given back. `Curses.Terminal` is the real one; tests drive the
/// whole loop through an in-memory one, so no part of the app needs a real terminal to be tested.
package protocol TerminalDevice: AnyObject {
  /// Columns and rows (as of the last `.resize` key).
  var size: (width: Int, height: Int) { get }
  func draw(_ screen: Screen, cursor: (row: Int, column: Int)?)
  /// The next key, or nil after `milliseconds` without one; `.inputClosed` once input has ended.
  func readKey(waitingAtMost milliseconds: Int32) -> Key?
  /// Restores the terminal as it was before; idempotent.
  func shutdown()
  /// What SIGTERM, SIGHUP and SIGINT run before the process ends (inside a signal handler: short,
  /// async-signal-safe work only).
  func setEmergencyHook(_ hook: @escaping @Sendable () -> Void)
}

/// The console before the editor's screen starts (the recovery question): lines of text out and
/// one key in. Standard input and output for the real program, a script in tests.
package protocol PromptConsole: AnyObject {
  /// Columns to wrap text at.
  var width: Int { get }
  /// Writes `text` as is (the caller escapes names first).
  func write(_ text: String)
  /// One key, read without waiting for Enter; nil when input has ended.
  func readAnswer() -> Character?
}

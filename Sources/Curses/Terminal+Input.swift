#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import CNcursesw
import TerminalScreen

extension Terminal {
  /// How long after ESC another key still counts as Alt plus that key.
  static let altDelayMilliseconds: Int32 = 25

  /// Blocks for the next key. ESC followed within 25 ms by a printable key is
  /// `.alt`, by Enter `.altEnter`. Returns `.inputClosed` once standard input
  /// is at end-of-file or fails, and on every call after that.
  public func readKey() -> Key {
    guard isOpen, let window = cn_stdscr() else { return .inputClosed }
    // A signal can interrupt the read; only a few in a row are believable.
    var interruptions = 0
    while true {
      var value: wint_t = 0
      errno = 0
      let status = wget_wch(window, &value)
      switch Int(status) {
      case CN_KEY_CODE_YES:
        if let key = KeyDecoder.key(forCode: Int32(bitPattern: value)) {
          if key == .resize { painter.invalidate() }
          return key
        }
      case CN_OK:
        if value == 27 { return keyAfterEscape(window) }
        if let key = KeyDecoder.key(forCharacter: value) { return key }
      default:
        // ERR: at end-of-file wget_wch fails immediately forever, so
        // retrying would spin.
        if errno == EINTR, interruptions < 16 {
          interruptions += 1
          continue
        }
        return .inputClosed
      }
      // An unmapped key was read; wait for the next one.
      interruptions = 0
    }
  }

  private func keyAfterEscape(_ window: UnsafeMutablePointer<WINDOW>) -> Key {
    wtimeout(window, Terminal.altDelayMilliseconds)
    defer { wtimeout(window, -1) }
    var value: wint_t = 0
    switch Int(wget_wch(window, &value)) {
    case CN_OK:
      if let key = KeyDecoder.altKey(forCharacter: value) { return key }
      // ESC and then another control key: two separate keys.
      _ = unget_wch(wchar_t(bitPattern: value))
    case CN_KEY_CODE_YES:
      _ = ungetch(Int32(bitPattern: value))
    default:
      // Timed out (or input ended, which the next read reports).
      break
    }
    return .escape
  }
}

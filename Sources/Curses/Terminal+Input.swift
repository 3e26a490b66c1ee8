#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import CNcursesw
import TerminalScreen

extension Terminal {
  /// Blocks for the next key. ESC followed within 25 ms by a printable key is `.alt`, by Enter
  /// `.altEnter`; escape sequences ncurses does not know are decoded here (`.home` for tmux's
  /// `ESC[1~`) or reported as `.unknownSequence`, never typed; a bracketed paste is one `.paste`.
  /// Returns `.inputClosed` once standard input is at end-of-file or fails, and on every call
  /// after that.
  package func readKey() -> Key {
    guard isOpen, let window = cn_stdscr() else { return .inputClosed }
    while true {
      if let key = decoder.next() {
        if key == .resize { painter.invalidate() }
        return key
      }
      decoder.feed(read(window, timeout: decoder.readTimeout))
    }
  }

  /// One `wget_wch`, waiting at most `timeout` milliseconds (-1: until input comes).
  fileprivate func read(_ window: UnsafeMutablePointer<WINDOW>, timeout: Int32) -> RawInput {
    wtimeout(window, timeout)
    // A signal can interrupt the read; only a few in a row are believable.
    var interruptions = 0
    while true {
      var value: wint_t = 0
      errno = 0
      let status = wget_wch(window, &value)
      switch Int(status) {
      case CN_KEY_CODE_YES: return .code(Int32(bitPattern: value))
      case CN_OK: return .character(UInt32(value))
      default:
        if errno == EINTR, interruptions < 16 {
          interruptions += 1
          continue
        }
        // With a timeout, ERR is the timeout (at end-of-file too: the decoder then asks for a
        // blocking read, which reports it). Blocking, ERR is end-of-file or a failure:
        // wget_wch fails immediately forever then, so retrying would spin.
        return timeout >= 0 ? .timeout : .closed
      }
    }
  }

  static func makeInputDecoder() -> InputDecoder {
    InputDecoder(
      resizeCode: Int32(CN_KEY_RESIZE),
      keyForCode: { KeyDecoder.key(forCode: $0) },
      sequenceForCode: { code in
        guard let bytes = keybound(code, 0) else { return nil }
        defer { free(bytes) }
        return String(cString: bytes)
      })
  }
}

extension Terminal {
  /// Like `readKey`, but gives up after `milliseconds` without input (nil): for a loop that also
  /// waits for work done elsewhere (a machine translation). A key already begun (an escape
  /// sequence, a paste) is still read whole.
  package func readKey(waitingAtMost milliseconds: Int32) -> Key? {
    guard isOpen, let window = cn_stdscr() else { return .inputClosed }
    while true {
      if let key = decoder.next() {
        if key == .resize { painter.invalidate() }
        return key
      }
      let idle = decoder.readTimeout < 0
      let input = read(window, timeout: idle ? milliseconds : decoder.readTimeout)
      if idle && input == .timeout { return nil }
      decoder.feed(input)
    }
  }
}

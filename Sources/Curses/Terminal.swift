#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import CNcursesw
import TerminalScreen

/// The interactive terminal: draws `Screen`s and reads `Key`s through ncurses.
///
/// ncurses keeps process-wide state, so only one `Terminal` may be open at a
/// time, and it must be used from one thread. While it is open, SIGTERM,
/// SIGHUP and SIGINT run the emergency hook and restore the terminal before
/// the process dies; crash signals (SIGSEGV, SIGABRT, SIGILL, SIGTRAP, SIGBUS,
/// SIGFPE, SIGQUIT) restore it too.
package final class Terminal {
  var painter: ScreenPainter
  var isOpen = true
  var decoder = Terminal.makeInputDecoder()
  private var lastSize: (width: Int, height: Int) = (0, 0)

  /// Opens the terminal on stdin/stdout: UTF-8 locale, raw mode, no echo,
  /// keypad decoding, a 25 ms escape delay, bracketed paste, and colours unless
  /// the terminal has none or NO_COLOR is set.
  package init() throws {
    guard cn_setup_locale() != 0 else { throw TerminalError.noUTF8Locale }
    guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
      throw TerminalError.notATerminal
    }
    switch Int(cn_start()) {
    case CN_START_OK:
      break
    case CN_START_ALREADY_ACTIVE:
      throw TerminalError.alreadyOpen
    default:
      throw TerminalError.unknownTerminal(Terminal.environment("TERM") ?? "(unset)")
    }
    let window = cn_stdscr()
    raw()
    noecho()
    nonl()
    keypad(window, true)
    meta(window, true)
    // The painter never relies on scrolling: a write to the last cell must not
    // move the whole screen up.
    scrollok(window, false)
    set_escdelay(InputDecoder.escapeDelay)
    cn_enable_bracketed_paste()
    let noColor = Terminal.environment("NO_COLOR").map { !$0.isEmpty } ?? false
    painter = ScreenPainter(palette: Palette(monochrome: noColor))
    lastSize = size
  }

  deinit {
    shutdown()
  }

  /// The terminal's size in columns and rows (as of the last `.resize`).
  package var size: (width: Int, height: Int) {
    guard isOpen, let window = cn_stdscr() else { return lastSize }
    return (Int(cn_max_x(window)), Int(cn_max_y(window)))
  }

  /// Whether colours are in use (false on monochrome terminals and with NO_COLOR).
  package var usesColor: Bool {
    painter.palette.usesColor
  }

  /// Draws `screen`, sending only the cells that changed since the last draw,
  /// then shows the cursor at `cursor` (nil hides it).
  package func draw(_ screen: Screen, cursor: (row: Int, column: Int)?) {
    guard isOpen else { return }
    painter.draw(screen, cursor: cursor)
  }

  /// Restores the terminal (endwin) and releases ncurses. Idempotent.
  package func shutdown() {
    guard isOpen else { return }
    lastSize = size
    isOpen = false
    cn_stop()
  }

  static func environment(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }
}

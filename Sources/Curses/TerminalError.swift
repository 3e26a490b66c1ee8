/// Why a `Terminal` could not be opened.
package enum TerminalError: Error, Equatable, CustomStringConvertible {
  /// Standard input or output is not a terminal (piped, redirected, or no tty).
  case notATerminal
  /// Neither the user's locale nor C.UTF-8 gives a UTF-8 codeset.
  case noUTF8Locale
  /// ncurses could not set up the terminal described by `$TERM`.
  case unknownTerminal(String)
  /// Another `Terminal` is still open in this process.
  case alreadyOpen

  package var description: String {
    switch self {
    case .notATerminal:
      return "standard input and output must be a terminal for the interactive editor"
    case .noUTF8Locale:
      return "no UTF-8 locale is available (tried the environment's locale and C.UTF-8)"
    case .unknownTerminal(let name):
      return "cannot use terminal type '\(name)' (check $TERM)"
    case .alreadyOpen:
      return "a terminal session is already open"
    }
  }
}

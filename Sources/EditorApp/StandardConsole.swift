import Foundation
import TerminalScreen

/// The console before the editor's screen: standard output, and one key read from standard input
/// without waiting for Enter (the terminal's settings put back after). Without a terminal, a
/// line is read instead.
package final class StandardConsole: PromptConsole {
  package init() {}

  package var width: Int { PromptText.terminalWidth() }

  package func write(_ text: String) {
    print(text, terminator: "")
    fflush(nil)
  }

  package func readAnswer() -> Character? {
    guard isatty(STDIN_FILENO) == 1 else {
      return readLine()?.trimmingCharacters(in: .whitespaces).lowercased().first
    }
    var saved = termios()
    guard tcgetattr(STDIN_FILENO, &saved) == 0 else { return readLine()?.lowercased().first }
    var raw = saved
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
    withUnsafeMutableBytes(of: &raw.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    tcsetattr(STDIN_FILENO, TCSANOW, &raw)
    defer { tcsetattr(STDIN_FILENO, TCSANOW, &saved) }
    var byte: UInt8 = 0
    guard Foundation.read(STDIN_FILENO, &byte, 1) == 1 else { return nil }
    return Character(Unicode.Scalar(byte)).lowercased().first
  }
}

/// Text for the terminal before the editor starts, wrapped at spaces to the terminal's width
/// (a path longer than a line is left whole rather than cut in the middle).
package enum PromptText {
  package static func wrapped(_ text: String, width: Int = PromptText.terminalWidth()) -> String {
    guard width > 10 else { return text }
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: false) {
      if !line.isEmpty && line.count + 1 + word.count > width {
        lines.append(line)
        line = String(word)
      } else {
        line += (line.isEmpty ? "" : " ") + word
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines.joined(separator: "\n")
  }

  package static func terminalWidth() -> Int {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
    return Int(size.ws_col)
  }
}

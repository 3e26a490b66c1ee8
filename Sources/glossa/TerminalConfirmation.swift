import ArgumentParser
import Foundation
import TerminalScreen

/// A yes/no question on the terminal before a command deletes something. Without a terminal
/// there is nobody to ask: the command is refused (exit 2) rather than guessing.
enum TerminalConfirmation {
  /// True when the answer is y or yes; false for anything else (N is the default).
  static func ask(_ question: String) throws -> Bool {
    guard isatty(STDIN_FILENO) == 1 else {
      printError("glossa: nothing deleted: standard input is not a terminal to confirm on; pass --yes to delete without asking")
      throw ExitCode(2)
    }
    printOut("\(question) [y/N] ", terminator: "")
    fflush(nil)
    let answer = readLine()?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
    return answer == "y" || answer == "yes"
  }
}

import StringCatalog
import Foundation
import TerminalScreen

/// Progress on standard error: a bar redrawn in place on a terminal (cells done / total, the
/// current language, the time left), one plain line per batch otherwise (logs, CI).
final class TranslateProgress {
  private let total: Int
  private let isTerminal: Bool
  private let started = Date()
  private var done = 0
  private var drawn = false

  init(total: Int, isTerminal: Bool) {
    self.total = total
    self.isTerminal = isTerminal
  }

  /// `language` nil: cells skipped before the run (counted, not shown).
  func advance(by cells: Int, language: String?) {
    done = min(total, done + cells)
    guard let language, cells > 0 else { return }
    if isTerminal {
      let width = 30
      let filled = total == 0 ? width : width * done / total
      let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
      FileHandle.standardError.write(Data("\r\(bar) \(done)/\(total) \(language)\(eta)\u{1B}[K".utf8))
      drawn = true
    } else {
      printError("translate: \(done)/\(Plural.count(total, "cell")) (\(language))")
    }
  }

  /// Ends the bar's line so later messages start on their own.
  func finish() {
    if drawn { FileHandle.standardError.write(Data("\n".utf8)) }
    drawn = false
  }

  private var eta: String {
    guard done > 0, done < total else { return "" }
    let elapsed = Date().timeIntervalSince(started)
    let left = Int((elapsed / Double(done) * Double(total - done)).rounded())
    return String(format: "  ETA %d:%02d", left / 60, left % 60)
  }
}

import Foundation
import TerminalScreen
import XCTest

/// A terminal in memory for the editor's app loop: keys come from a script, each screen drawn is
/// kept as text. A step can wait for text on the screen (a job ending, a catalog arriving): the
/// loop then sees time pass without keys, as it would at a real terminal, up to a bound.
final class MemoryTerminal: TerminalDevice {
  enum Step {
    case keys(String)
    /// Answers "no key" until the screen shows `text` (the app's jobs run meanwhile).
    case waitFor(String)
    /// Runs `action` (another process writing a file, say) before the next key is read.
    case run(() -> Void)
  }

  let size: (width: Int, height: Int)
  private var steps: [Step]
  private var pending: [Key] = []
  private(set) var lastScreen = ""
  private(set) var draws = 0
  private(set) var isShutDown = false
  private(set) var emergencyHookSet = false
  /// What went wrong with the script (a wait that never ended), reported by the test.
  private(set) var failures: [String] = []
  /// Idle answers allowed per wait (each waits up to 20 ms of real time): 30 s in all.
  private let idleBound = 1_500
  private var idles = 0

  init(width: Int = 160, height: Int = 30, _ steps: [Step]) {
    size = (width, height)
    self.steps = steps
  }

  func draw(_ screen: Screen, cursor: (row: Int, column: Int)?) {
    draws += 1
    lastScreen = screen.text
  }

  func readKey(waitingAtMost milliseconds: Int32) -> Key? {
    while pending.isEmpty {
      guard let step = steps.first else { return .inputClosed }
      switch step {
      case .keys(let script):
        steps.removeFirst()
        pending = parseKeyScript(script)
      case .run(let action):
        steps.removeFirst()
        action()
      case .waitFor(let text):
        if lastScreen.contains(text) {
          steps.removeFirst()
          idles = 0
          continue
        }
        idles += 1
        if idles > idleBound {
          failures.append("never shown: \(text)\n\(lastScreen)")
          steps = []
          return .inputClosed
        }
        usleep(UInt32(min(Int(milliseconds), 20)) * 1_000)
        return nil
      }
    }
    return pending.removeFirst()
  }

  func shutdown() {
    isShutDown = true
  }

  func setEmergencyHook(_ hook: @escaping @Sendable () -> Void) {
    emergencyHookSet = true
  }
}

/// The recovery question's console: answers from a list, every line written kept.
final class MemoryConsole: PromptConsole {
  let width = 80
  private var answers: [Character]
  private(set) var written = ""

  init(answers: String = "") {
    self.answers = Array(answers)
  }

  func write(_ text: String) {
    written += text
  }

  func readAnswer() -> Character? {
    answers.isEmpty ? nil : answers.removeFirst()
  }
}

import Foundation

/// Catches a mistyped subcommand before the default `edit` takes it for a file name, and an
/// unknown name after `help`, which would otherwise print the top-level help.
enum UnknownCommand {
  /// The message for `arguments` (without the program name) when they start with a mistyped
  /// command; nil when they are fine as they are.
  static func message(for arguments: [String], commands: [String]) -> String? {
    guard let first = arguments.first, !first.hasPrefix("-"), !commands.contains(first) else {
      if arguments.first == "help", arguments.count > 1, !arguments[1].hasPrefix("-"), !commands.contains(arguments[1]) {
        return text(arguments[1], suggestion: closest(to: arguments[1], among: commands))
      }
      return nil
    }
    // A file that exists is opened, whatever its name.
    guard !pathExists(first), let suggestion = closest(to: first, among: commands) else { return nil }
    return text(first, suggestion: suggestion)
  }

  private static func text(_ word: String, suggestion: String?) -> String {
    guard let suggestion else { return "glossa: unknown command '\(word)'" }
    return "glossa: unknown command '\(word)'; did you mean '\(suggestion)'?"
  }

  /// The command `word` is a prefix of, or within two edits of (the nearest; the first on a tie).
  static func closest(to word: String, among commands: [String]) -> String? {
    guard !word.isEmpty else { return nil }
    if let prefixed = commands.first(where: { $0.hasPrefix(word) }) { return prefixed }
    let scored = commands.map { (command: $0, distance: editDistance(word, $0)) }.filter { $0.distance <= 2 }
    return scored.min { $0.distance < $1.distance }?.command
  }

  /// Levenshtein distance over characters.
  static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
    var previous = Array(0...b.count)
    for i in 1...a.count {
      var current = [i] + [Int](repeating: 0, count: b.count)
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
      }
      previous = current
    }
    return previous[b.count]
  }

  private static func pathExists(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0
  }
}

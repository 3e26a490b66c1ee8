import TerminalScreen

/// Wraps prose at spaces (explanations, form values in the mode screens), falling back to
/// `TextWrap`'s character breaks for a word wider than the line.
enum WordWrap {
  static func lines(_ text: String, width: Int) -> [String] {
    let width = max(1, width)
    var result: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var current: String?
      for word in paragraph.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
        if let line = current {
          if displayWidth(line) + 1 + displayWidth(word) <= width {
            current = line + " " + word
            continue
          }
          result.append(line)
        }
        // A word wider than the line is cut by characters; its last piece starts the next line.
        var pieces = TextWrap.lines(word, width: width)
        current = pieces.removeLast()
        result += pieces
      }
      result.append(current ?? "")
    }
    return result
  }
}

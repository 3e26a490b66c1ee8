/// Groups the comments between two pairs and decides which ones describe
/// the next pair.
///
/// Rule: a blank line ends a group. So a licence header or a `// Section`
/// block that is followed by an empty line is not attached, while
/// genstrings' `/* comment */` directly above its pair is.
struct CommentCollector {
  private var group: [String] = []
  private var lastEndLine = 0

  mutating func add(_ body: String, startLine: Int, endLine: Int) {
    if !group.isEmpty && startLine - lastEndLine >= 2 {
      group.removeAll()
    }
    group.append(trimmed(body))
    lastEndLine = endLine
  }

  /// The comment for a pair whose key starts on `line`, consuming the group.
  mutating func take(attachingTo line: Int) -> String? {
    defer { reset() }
    guard !group.isEmpty, line - lastEndLine < 2 else { return nil }
    let text = group.filter { !$0.isEmpty }.joined(separator: "\n")
    return text.isEmpty ? nil : text
  }

  mutating func reset() {
    group.removeAll()
  }

  private func trimmed(_ text: String) -> String {
    let scalars = text.unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
      let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
    else { return "" }
    return String(scalars[first...last])
  }
}

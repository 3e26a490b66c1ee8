extension Screen {
  /// The screen as plain text lines with trailing spaces removed; a wide
  /// character appears once (its continuation cell adds nothing).
  package var lines: [String] {
    (0..<height).map { row in
      var line = ""
      for column in 0..<width {
        line += cells[row * width + column].text
      }
      while line.hasSuffix(" ") {
        line.removeLast()
      }
      return line
    }
  }

  /// `lines` joined with newlines.
  package var text: String {
    lines.joined(separator: "\n")
  }
}

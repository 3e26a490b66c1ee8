import TerminalScreen

/// The text of the help overlay: the legend of cell marks first (the grid's marks are the first
/// thing a new user asks about), then the keys, generated from the keymap table the dispatcher
/// uses, so help can never disagree with what the keys do.
enum HelpContent {
  struct Line: Sendable, Equatable {
    var text: String
    var isHeading = false
  }

  static let title = "Glossa help · j/k scroll · Esc closes"

  static let lines: [Line] = {
    var lines = [Line(text: "Marks", isHeading: true)]
    lines += CellMarks.legend.map { Line(text: "  " + $0) }
    for group in KeyGroup.allCases {
      let bindings = Keymap.bindings.filter { $0.group == group }
      guard !bindings.isEmpty else { continue }
      lines.append(Line(text: ""))
      lines.append(Line(text: group.rawValue, isHeading: true))
      for binding in bindings {
        lines.append(Line(text: row(binding.keys.map(\.description).joined(separator: " "), binding.description)))
      }
      if group == .variations {
        lines.append(Line(text: row("1 2 3…", "Pick the plural category to add when a asks")))
      }
      if group == .text {
        lines.append(Line(text: row("any character", "Insert it (any language, CJK, emoji)")))
        lines.append(Line(text: row("y n s d c r o", "Answer a question: the letter shown; Esc cancels")))
      }
    }
    return lines
  }()

  private static let keyColumn = 22
  /// Where descriptions start: continuation lines are indented to it.
  private static let descriptionColumn = 2 + keyColumn

  private static func row(_ keys: String, _ description: String) -> String {
    let padding = max(1, keyColumn - displayWidth(keys))
    return "  " + keys + String(repeating: " ", count: padding) + description
  }

  /// `lines` for a box `width` columns wide: a description too long for it goes on under the
  /// descriptions' column instead of being cut.
  static func wrapped(_ lines: [Line], width: Int) -> [Line] {
    lines.flatMap { wrapped($0, width: width) }
  }

  private static func wrapped(_ line: Line, width: Int) -> [Line] {
    var rest = Array(line.text)
    var result: [Line] = []
    while displayWidth(String(rest)) > width {
      // The last space that fits, past the continuation indent (else the line cannot be wrapped).
      var used = 0
      var cut: Int?
      for (index, character) in rest.enumerated() {
        used += displayWidth(String(character))
        if used > width { break }
        if character == " ", index > descriptionColumn { cut = index }
      }
      guard let cut else { break }
      result.append(Line(text: String(rest[..<cut]), isHeading: line.isHeading))
      rest = Array(String(repeating: " ", count: descriptionColumn)) + rest[(cut + 1)...]
    }
    result.append(Line(text: String(rest), isHeading: line.isHeading))
    return result
  }
}

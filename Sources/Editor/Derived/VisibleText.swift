import TerminalScreen

/// A value with what a translator cannot otherwise see made visible: spaces at the start or end
/// of a line as `·` and line breaks as `⏎`, both drawn dim (`marks` says where they are).
struct VisibleText: Equatable {
  static let space: Character = "·"
  static let tab: Character = "⇥"

  /// The text as shown; with `keepingLineBreaks`, each `⏎` is followed by the line break itself.
  private(set) var text = ""
  /// Offsets (in characters of `text`) of the `·` and `⏎` that stand for whitespace.
  private(set) var marks: Set<Int> = []

  init(_ value: String, keepingLineBreaks: Bool) {
    // Most values have nothing to show: no line break, no tab, no space at either end.
    let bytes = value.utf8
    if bytes.first != 0x20, bytes.last != 0x20, !bytes.contains(where: { $0 == 0x0A || $0 == 0x09 }) {
      text = value
      return
    }
    let lines = value.split(separator: "\n", omittingEmptySubsequences: false)
    var offset = 0
    for (number, line) in lines.enumerated() {
      let characters = Array(line)
      let leading = characters.prefix { $0 == " " }.count
      let trailing = leading == characters.count ? 0 : characters.reversed().prefix { $0 == " " }.count
      for (index, character) in characters.enumerated() {
        if index < leading || index >= characters.count - trailing {
          text.append(VisibleText.space)
          marks.insert(offset)
        } else if character == "\t" {
          text.append(VisibleText.tab)
          marks.insert(offset)
        } else {
          text.append(character)
        }
        offset += 1
      }
      guard number < lines.count - 1 else { continue }
      text += CellMarks.lineBreak
      marks.insert(offset)
      offset += 1
      if keepingLineBreaks {
        text.append("\n")
        offset += 1
      }
    }
  }

  /// The text wrapped to `width` (as `TextWrap` wraps it), each line with its marks.
  func wrapped(width: Int) -> [(text: String, marks: Set<Int>)] {
    let characters = Array(text)
    var position = 0
    return TextWrap.lines(text, width: width).map { line in
      let count = line.count
      let lineMarks = Set(marks.compactMap { $0 >= position && $0 < position + count ? $0 - position : nil })
      position += count
      if position < characters.count, characters[position] == "\n" { position += 1 }
      return (line, lineMarks)
    }
  }

  /// Dims the marks of `text` drawn at (row, column): `text` may be cut short (a "…" then
  /// stands where the cut began, and is no mark).
  static func dim(_ marks: Set<Int>, of text: String, into screen: inout Screen, row: Int, column: Int) {
    guard !marks.isEmpty else { return }
    var x = column
    for (offset, character) in text.enumerated() {
      if marks.contains(offset), character == space || character == tab || String(character) == CellMarks.lineBreak {
        screen.restyle(row: row, column: x) { $0.dim = true }
      }
      x += displayWidth(String(character))
    }
  }
}

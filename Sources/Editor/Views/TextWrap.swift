import TerminalScreen

/// Breaks text into screen lines: at line breaks, and before a character that would not fit.
/// Widths are display widths, so CJK and emoji wrap where they really end.
enum TextWrap {
  struct Wrapped: Equatable {
    var lines: [String]
    var cursorRow: Int
    var cursorColumn: Int
    /// The index in the wrapped characters of each line's first character (underlines map
    /// character ranges to rows with it).
    var lineStarts: [Int] = [0]
  }

  static func lines(_ text: String, width: Int) -> [String] {
    wrap(Array(text), cursor: 0, width: width).lines
  }

  /// Character ranges of the whole text cut into the parts that fall on each wrapped line, as
  /// offsets within that line.
  static func split(_ ranges: [Range<Int>], lineStarts: [Int], lineLengths: [Int]) -> [[Range<Int>]] {
    lineStarts.indices.map { row in
      let start = lineStarts[row]
      let end = start + lineLengths[row]
      return ranges.compactMap { range in
        let lower = max(range.lowerBound, start)
        let upper = min(range.upperBound, end)
        return lower < upper ? (lower - start)..<(upper - start) : nil
      }
    }
  }

  /// Wraps `characters` and says where the cursor (before character number `cursor`) lands.
  static func wrap(_ characters: [Character], cursor: Int, width: Int) -> Wrapped {
    let width = max(1, width)
    var lines: [String] = []
    var line = ""
    var used = 0
    var cursorRow = 0
    var cursorColumn = 0
    var lineStarts = [0]
    for (index, character) in characters.enumerated() {
      if index == cursor {
        cursorRow = lines.count
        cursorColumn = used
      }
      if character == "\n" {
        lines.append(line)
        lineStarts.append(index + 1)
        line = ""
        used = 0
        continue
      }
      let characterWidth = displayWidth(String(character))
      if used + characterWidth > width && used > 0 {
        lines.append(line)
        lineStarts.append(index)
        line = ""
        used = 0
        if index == cursor {
          cursorRow = lines.count
          cursorColumn = 0
        }
      }
      line.append(character)
      used += characterWidth
    }
    if cursor >= characters.count {
      cursorRow = lines.count
      cursorColumn = used
    }
    lines.append(line)
    // A cursor after a full line goes to the start of the next one.
    if cursorColumn >= width {
      cursorRow += 1
      cursorColumn = 0
      if cursorRow >= lines.count {
        lines.append("")
        lineStarts.append(characters.count)
      }
    }
    return Wrapped(lines: lines, cursorRow: cursorRow, cursorColumn: cursorColumn, lineStarts: lineStarts)
  }
}

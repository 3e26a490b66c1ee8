import TerminalScreen

/// Underlines character ranges of a line already drawn at (row, column): misspelled words.
enum Underlines {
  static func draw(_ ranges: [Range<Int>], of characters: [Character], into screen: inout Screen, row: Int, column: Int) {
    // Screen columns where each character starts (display widths, as `put` lays them out).
    var starts: [Int] = []
    starts.reserveCapacity(characters.count + 1)
    var x = column
    for character in characters {
      starts.append(x)
      x += displayWidth(String(character))
    }
    starts.append(x)
    for range in ranges where range.lowerBound >= 0 && range.upperBound <= characters.count && !range.isEmpty {
      let left = starts[range.lowerBound]
      screen.restyle(row: row, column: left, width: starts[range.upperBound] - left) { $0.underline = true }
    }
  }
}

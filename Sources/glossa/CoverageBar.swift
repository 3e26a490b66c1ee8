import StringCatalog

/// The bar `glossa stats` draws after each language's row when it writes to a terminal:
/// translated, awaiting review (needs review and machine-translated), new and missing, in
/// glyphs that differ without colour too, coloured unless `NO_COLOR` is set.
struct CoverageBar {
  enum Part: CaseIterable {
    case translated, review, new, missing

    var glyph: Character {
      switch self {
      case .translated: return "█"
      case .review: return "▓"
      case .new: return "▒"
      case .missing: return "░"
      }
    }

    var name: String {
      switch self {
      case .translated: return "translated"
      case .review: return "needs review"
      case .new: return "new"
      case .missing: return "missing"
      }
    }

    /// SGR foreground colours: green, yellow, blue, red.
    var colour: String {
      switch self {
      case .translated: return "32"
      case .review: return "33"
      case .new: return "34"
      case .missing: return "31"
      }
    }
  }

  var width = 30
  var colour: Bool

  /// Each part's share of `width` cells, largest remainders rounded up so the cells add up to
  /// `width`; a part with any entries gets at least one cell when the width allows.
  func cells(_ stats: LanguageStats) -> [Int] {
    let counts = [
      stats.translated, stats.needsReview + stats.machineTranslated, stats.new, stats.missing,
    ]
    let total = counts.reduce(0, +)
    guard total > 0 else { return [width, 0, 0, 0] }
    var cells = counts.map { $0 * width / total }
    // Equal remainders go to the earlier part, so the same counts always draw the same bar.
    let byRemainder = counts.indices.sorted { first, second in
      let (a, b) = (counts[first] * width % total, counts[second] * width % total)
      return a != b ? a > b : first < second
    }
    var left = width - cells.reduce(0, +)
    for index in byRemainder where left > 0 {
      cells[index] += 1
      left -= 1
    }
    // A handful of missing strings in a large catalog must not vanish from the bar.
    for index in counts.indices where counts[index] > 0 && cells[index] == 0 {
      guard let widest = cells.indices.max(by: { cells[$0] < cells[$1] }), cells[widest] > 1 else { break }
      cells[widest] -= 1
      cells[index] = 1
    }
    return cells
  }

  func draw(_ stats: LanguageStats) -> String {
    zip(Part.allCases, cells(stats)).map { part, count in
      guard count > 0 else { return "" }
      let run = String(repeating: part.glyph, count: count)
      return colour ? "\u{1B}[\(part.colour)m\(run)\u{1B}[0m" : run
    }.joined()
  }

  var legend: String {
    Part.allCases.map { part in
      let glyph = colour ? "\u{1B}[\(part.colour)m\(part.glyph)\u{1B}[0m" : String(part.glyph)
      return "\(glyph) \(part.name)"
    }.joined(separator: "  ")
  }
}

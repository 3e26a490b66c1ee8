import CNcursesw
import TerminalScreen

/// Turns a `TextStyle` into ncurses attributes and a colour pair, allocating
/// pairs on first use.
struct Palette {
  /// False on terminals without colour or when NO_COLOR is set.
  let usesColor: Bool
  /// 16 when the terminal has bright colours as their own indices.
  private let colorCount: Int
  /// Whether -1 ("the terminal's own colour") is allowed in pairs.
  private let hasDefaultColors: Bool
  private let maxPairs: Int
  private var pairs: [PairKey: Int16] = [:]

  private struct PairKey: Hashable {
    let foreground: Int16
    let background: Int16
  }

  /// Starts colour support unless `monochrome`; call after the terminal is open.
  init(monochrome: Bool) {
    guard !monochrome, has_colors(), start_color() == CN_OK else {
      usesColor = false
      colorCount = 0
      hasDefaultColors = false
      maxPairs = 0
      return
    }
    usesColor = true
    hasDefaultColors = use_default_colors() == CN_OK
    colorCount = Int(cn_colors())
    // setcchar takes a short pair number.
    maxPairs = min(Int(cn_color_pairs()), Int(Int16.max))
  }

  /// The attributes and pair number that draw `style`.
  mutating func attributes(for style: TextStyle) -> (attributes: attr_t, pair: Int16) {
    var attributes = cn_attr_normal()
    if style.bold { attributes |= cn_attr_bold() }
    if style.dim { attributes |= cn_attr_dim() }
    if style.underline { attributes |= cn_attr_underline() }
    if style.reverse { attributes |= cn_attr_reverse() }
    guard usesColor else {
      // Without colour, a coloured background is how a view marks a bar or a
      // selection: keep it visible as reverse video.
      if style.background != nil { attributes |= cn_attr_reverse() }
      return (attributes, 0)
    }
    if let foreground = style.foreground, isBright(foreground), colorCount < 16 {
      // 8-colour terminals show bright foregrounds as bold.
      attributes |= cn_attr_bold()
    }
    return (attributes, pair(foreground: style.foreground, background: style.background))
  }

  private mutating func pair(foreground: TerminalColor?, background: TerminalColor?) -> Int16 {
    if foreground == nil, background == nil { return 0 }
    let key = PairKey(
      foreground: index(of: foreground, fallback: Int16(COLOR_WHITE)),
      background: index(of: background, fallback: Int16(COLOR_BLACK)))
    if let pair = pairs[key] { return pair }
    let next = pairs.count + 1
    // Out of pairs: fall back to the terminal's default colours.
    guard next < maxPairs, init_pair(Int16(next), key.foreground, key.background) == CN_OK else {
      return 0
    }
    pairs[key] = Int16(next)
    return Int16(next)
  }

  private func index(of color: TerminalColor?, fallback: Int16) -> Int16 {
    guard let color else { return hasDefaultColors ? -1 : fallback }
    let base: Int16
    switch color {
    case .black, .brightBlack: base = Int16(COLOR_BLACK)
    case .red, .brightRed: base = Int16(COLOR_RED)
    case .green, .brightGreen: base = Int16(COLOR_GREEN)
    case .yellow, .brightYellow: base = Int16(COLOR_YELLOW)
    case .blue, .brightBlue: base = Int16(COLOR_BLUE)
    case .magenta, .brightMagenta: base = Int16(COLOR_MAGENTA)
    case .cyan, .brightCyan: base = Int16(COLOR_CYAN)
    case .white, .brightWhite: base = Int16(COLOR_WHITE)
    }
    return isBright(color) && colorCount >= 16 ? base + 8 : base
  }

  private func isBright(_ color: TerminalColor) -> Bool {
    switch color {
    case .brightBlack, .brightRed, .brightGreen, .brightYellow,
      .brightBlue, .brightMagenta, .brightCyan, .brightWhite:
      return true
    default:
      return false
    }
  }
}

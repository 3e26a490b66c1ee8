/// How a cell is drawn: colours (nil means the terminal's default) and attributes.
public struct TextStyle: Sendable, Hashable {
  /// Text colour; nil keeps the terminal's default foreground.
  public var foreground: TerminalColor?
  /// Cell colour; nil keeps the terminal's default background.
  public var background: TerminalColor?
  public var bold = false
  public var dim = false
  public var underline = false
  public var reverse = false

  /// Creates a style; every part defaults to "as the terminal draws plain text".
  public init(
    foreground: TerminalColor? = nil,
    background: TerminalColor? = nil,
    bold: Bool = false,
    dim: Bool = false,
    underline: Bool = false,
    reverse: Bool = false
  ) {
    self.foreground = foreground
    self.background = background
    self.bold = bold
    self.dim = dim
    self.underline = underline
    self.reverse = reverse
  }

  /// Default colours, no attributes.
  public static let plain = TextStyle()
}

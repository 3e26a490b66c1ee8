/// How a cell is drawn: colours (nil means the terminal's default) and attributes.
package struct TextStyle: Sendable, Hashable {
  /// Text colour; nil keeps the terminal's default foreground.
  package var foreground: TerminalColor?
  /// Cell colour; nil keeps the terminal's default background.
  package var background: TerminalColor?
  package var bold = false
  package var dim = false
  package var underline = false
  package var reverse = false

  /// Creates a style; every part defaults to "as the terminal draws plain text".
  package init(
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
  package static let plain = TextStyle()
}

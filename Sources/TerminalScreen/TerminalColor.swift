/// One of the 16 standard terminal colours.
///
/// The bright variants need a 16-colour terminal; the curses backend falls
/// back to the base colour (plus bold for foregrounds) on 8-colour terminals.
package enum TerminalColor: Sendable, Hashable, CaseIterable {
  case black, red, green, yellow, blue, magenta, cyan, white
  case brightBlack, brightRed, brightGreen, brightYellow
  case brightBlue, brightMagenta, brightCyan, brightWhite
}

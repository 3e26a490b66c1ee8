/// A key press (or terminal event) as the editor sees it.
public enum Key: Sendable, Hashable {
  /// Printable text, including non-ASCII.
  case character(Character)
  /// Ctrl plus a letter, as a lowercase letter: `.control("d")` is Ctrl-D.
  case control(Character)
  /// Alt/Meta plus a printable character.
  case alt(Character)
  case enter, altEnter, escape, tab, backTab, backspace, delete, insert
  case up, down, left, right, home, end, pageUp, pageDown
  /// F1…F63.
  case function(Int)
  /// The terminal was resized; ask the backend for the new size.
  case resize
  /// Standard input hit end-of-file or failed: save recovery data and exit.
  case inputClosed
}

/// A key press (or terminal event) as the editor sees it.
package enum Key: Sendable, Hashable {
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
  /// A cursor, editing or function key held with Shift, Alt or Ctrl: Ctrl-← is
  /// `.modified(.left, [.control])`. A context without a binding for it treats it as the plain
  /// key (see `Key.unmodified`).
  indirect case modified(Key, KeyModifiers)
  /// Text the terminal pasted (bracketed paste), in one piece however long, with CRLF and CR
  /// already turned into LF. It is text, never commands: a paste must not run keys.
  case paste(String)
  /// A complete escape sequence that means no known key, as received (starting with ESC). The
  /// editor says so and otherwise ignores it, so it never ends up typed into text.
  case unknownSequence(String)
  /// The terminal was resized; ask the backend for the new size.
  case resize
  /// Standard input hit end-of-file or failed: save recovery data and exit.
  case inputClosed
}

/// Shift, Alt and Ctrl held with a key (xterm's modifier parameter: 1 + the sum of these bits).
package struct KeyModifiers: OptionSet, Sendable, Hashable {
  package let rawValue: UInt8
  package init(rawValue: UInt8) { self.rawValue = rawValue }

  package static let shift = KeyModifiers(rawValue: 1)
  package static let alt = KeyModifiers(rawValue: 2)
  package static let control = KeyModifiers(rawValue: 4)
}

extension Key {
  /// The key without its modifiers: `.left` for Ctrl-←; nil for keys that have none.
  package var unmodified: Key? {
    if case .modified(let base, _) = self { return base }
    return nil
  }

  /// `base` with `modifiers`, or `base` itself when there are none (so plain keys stay plain).
  package static func with(_ modifiers: KeyModifiers, _ base: Key) -> Key {
    if case .modified(let inner, let existing) = base { return with(existing.union(modifiers), inner) }
    return modifiers.isEmpty ? base : .modified(base, modifiers)
  }
}

extension Key {
  /// Whether terminals report this key with Shift/Alt/Ctrl as a `.modified` key: the cursor,
  /// editing and function keys.
  package var isModifiable: Bool {
    switch self {
    case .up, .down, .left, .right, .home, .end, .pageUp, .pageDown, .insert, .delete, .function:
      return true
    default:
      return false
    }
  }
}

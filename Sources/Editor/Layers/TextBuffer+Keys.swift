import TerminalScreen

/// What a key did to a text layer (the inline editor or a prompt).
enum TextKeyOutcome: Equatable {
  case edited, commit, cancel, ignored
}

extension TextBuffer {
  /// Applies a key through the keymap's text bindings; printable characters are inserted.
  /// `allowsLineBreaks` is false in one-line prompts, where Alt-Enter does nothing.
  mutating func apply(_ key: Key, allowsLineBreaks: Bool) -> TextKeyOutcome {
    guard let command = Keymap.command(for: key, in: .text) else {
      if case .character(let character) = key {
        insert(String(character))
        return .edited
      }
      return .ignored
    }
    switch command {
    case .textLeft: moveLeft()
    case .textRight: moveRight()
    case .textUp: moveUp()
    case .textDown: moveDown()
    case .textLineStart: moveToLineStart()
    case .textLineEnd: moveToLineEnd()
    case .textWordLeft: moveWordLeft()
    case .textWordRight: moveWordRight()
    case .textBackspace: deleteBackward()
    case .textDelete: deleteForward()
    case .textDeleteWord: deleteWordBackward()
    case .textClear: clear()
    case .textNewLine:
      guard allowsLineBreaks else { return .ignored }
      insert("\n")
    case .textTab:
      // Text, like any other character: a value may hold a tab, and the editor shows it as ⇥.
      guard allowsLineBreaks else { return .ignored }
      insert("\t")
    case .textCommit: return .commit
    case .textCancel: return .cancel
    default: return .ignored
    }
    return .edited
  }
}

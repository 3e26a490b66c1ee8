extension Key: CustomStringConvertible {
  /// The name shown in help and status hints: "j", "Ctrl-D", "Alt-Enter",
  /// "Shift-Tab", "PgUp", "←", "F1", "Space".
  package var description: String {
    switch self {
    case .character(let character): return Key.name(of: character)
    case .control(let character): return "Ctrl-" + character.uppercased()
    case .alt(let character): return "Alt-" + Key.name(of: character)
    case .enter: return "Enter"
    case .altEnter: return "Alt-Enter"
    case .escape: return "Esc"
    case .tab: return "Tab"
    case .backTab: return "Shift-Tab"
    case .backspace: return "Backspace"
    case .delete: return "Del"
    case .insert: return "Ins"
    case .up: return "↑"
    case .down: return "↓"
    case .left: return "←"
    case .right: return "→"
    case .home: return "Home"
    case .end: return "End"
    case .pageUp: return "PgUp"
    case .pageDown: return "PgDn"
    case .function(let number): return "F\(number)"
    case .modified(let base, let modifiers): return Key.prefix(of: modifiers) + base.description
    case .paste: return "Paste"
    case .unknownSequence(let sequence): return Key.visible(sequence)
    case .resize: return "Resize"
    case .inputClosed: return "Input closed"
    }
  }

  private static func prefix(of modifiers: KeyModifiers) -> String {
    (modifiers.contains(.control) ? "Ctrl-" : "") + (modifiers.contains(.alt) ? "Alt-" : "")
      + (modifiers.contains(.shift) ? "Shift-" : "")
  }

  /// An escape sequence as text a message line can show: "ESC[99~", other controls as ^X.
  private static func visible(_ sequence: String) -> String {
    sequence.unicodeScalars.map { scalar in
      scalar == "\u{1B}" ? "ESC" : ControlEscape.escape(for: scalar) ?? String(scalar)
    }.joined()
  }

  private static func name(of character: Character) -> String {
    character == " " ? "Space" : String(character)
  }
}

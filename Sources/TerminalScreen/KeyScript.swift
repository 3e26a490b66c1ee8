/// Parses a key script, for tests and terminal-free simulations.
///
/// Plain characters become `.character`. Tokens in angle brackets name other
/// keys (case-insensitive): `<Enter>` `<Esc>` `<Tab>` `<S-Tab>` `<BS>` `<Del>`
/// `<Ins>` `<Up>` `<Down>` `<Left>` `<Right>` `<Home>` `<End>` `<PgUp>` `<PgDn>`
/// `<Space>` `<F1>`…`<F63>` `<C-d>` (Ctrl-D) `<M-x>` (Alt-x) `<M-Enter>`, modifiers on the
/// cursor, editing and function keys (`<C-Left>` `<S-Up>` `<C-S-F5>`), `<Resize>` `<EOF>`
/// (input closed), and `<lt>` for a literal "<". A "<" that
/// does not start a known token is taken literally.
package func parseKeyScript(_ script: String) -> [Key] {
  var keys: [Key] = []
  var rest = Substring(script)
  while let first = rest.first {
    if first == "<", let close = rest.firstIndex(of: ">"),
      let key = KeyScriptToken.key(named: rest[rest.index(after: rest.startIndex)..<close])
    {
      keys.append(key)
      rest = rest[rest.index(after: close)...]
    } else {
      keys.append(.character(first))
      rest = rest.dropFirst()
    }
  }
  return keys
}

/// The names understood inside `<…>` in a key script.
enum KeyScriptToken {
  static func key(named token: Substring) -> Key? {
    let lower = token.lowercased()
    if let key = named[lower] { return key }
    if lower.hasPrefix("f"), let number = Int(lower.dropFirst()), (1...63).contains(number) {
      return .function(number)
    }
    if lower.hasPrefix("c-"), token.count == 3, let letter = token.last {
      return .control(Character(letter.lowercased()))
    }
    if lower.hasPrefix("m-") || lower.hasPrefix("a-") {
      let rest = token.dropFirst(2)
      if rest.count == 1, let character = rest.first { return .alt(character) }
      if let base = named[rest.lowercased()] {
        if base == .enter { return .altEnter }
        if case .character(let character) = base { return .alt(character) }
      }
    }
    return modifiedKey(named: lower)
  }

  /// `<C-Left>`, `<S-Up>`, `<C-S-F5>`, `<M-Home>`: modifier prefixes on a named key.
  private static func modifiedKey(named lower: String) -> Key? {
    var modifiers: KeyModifiers = []
    var rest = Substring(lower)
    while rest.count > 2, let prefix = rest.first, rest.dropFirst().first == "-" {
      switch prefix {
      case "c": modifiers.insert(.control)
      case "s": modifiers.insert(.shift)
      case "m", "a": modifiers.insert(.alt)
      default: return nil
      }
      rest = rest.dropFirst(2)
    }
    guard !modifiers.isEmpty else { return nil }
    let base: Key?
    if rest.hasPrefix("f"), let number = Int(rest.dropFirst()), (1...63).contains(number) {
      base = .function(number)
    } else {
      base = named[String(rest)]
    }
    guard let base, base.isModifiable else { return nil }
    return .modified(base, modifiers)
  }

  private static let named: [String: Key] = [
    "enter": .enter, "cr": .enter, "return": .enter,
    "esc": .escape, "escape": .escape,
    "tab": .tab, "s-tab": .backTab, "backtab": .backTab,
    "bs": .backspace, "backspace": .backspace,
    "del": .delete, "delete": .delete, "ins": .insert, "insert": .insert,
    "up": .up, "down": .down, "left": .left, "right": .right,
    "home": .home, "end": .end,
    "pgup": .pageUp, "pageup": .pageUp, "pgdn": .pageDown, "pagedown": .pageDown,
    "space": .character(" "), "lt": .character("<"), "gt": .character(">"),
    "resize": .resize, "eof": .inputClosed,
  ]
}

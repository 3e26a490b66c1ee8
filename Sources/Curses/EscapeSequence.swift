import TerminalScreen

/// What a complete escape sequence from the keyboard means, for the sequences ncurses did not
/// decode itself (its terminfo entry lists one form per key; terminals and tmux send others).
///
/// CSI is `ESC [ parameters intermediates final`, SS3 is `ESC O parameters final`. Covered: the
/// cursor keys, Home/End in their `ESC[1~ ESC[4~ ESC[7~ ESC[8~ ESC[H ESC[F ESCOH ESCOF` forms,
/// Insert/Delete/PgUp/PgDn, F1–F20, xterm's modifier parameter (`ESC[1;5D` is Ctrl-←, `ESC[15;2~`
/// Shift-F5), rxvt's modifier finals (`ESC[3^`, `ESC[a`, `ESCOd`), the keypad in application
/// mode, and the bracketed-paste markers.
enum EscapeSequence {
  enum Meaning: Equatable {
    case key(Key)
    /// `ESC[200~`: what follows is pasted text, up to `ESC[201~`.
    case pasteStart
    /// `ESC[201~` without a paste to end (the start went missing): nothing to do.
    case pasteEnd
    case unknown
  }

  /// `body` is what came between `ESC [` and the final byte.
  static func csi(_ body: [UInt8], final: UInt8) -> Meaning {
    guard let parameters = numbers(body) else { return .unknown }
    switch final {
    case UInt8(ascii: "~"):
      return tilde(parameters)
    case UInt8(ascii: "$"), UInt8(ascii: "^"), UInt8(ascii: "@"):
      // rxvt: the final byte is the modifier (Shift, Ctrl, Ctrl-Shift).
      guard parameters.count == 1, let number = parameters[0], let base = tildeKeys[number] else { return .unknown }
      let modifiers: KeyModifiers =
        final == UInt8(ascii: "$") ? .shift : final == UInt8(ascii: "^") ? .control : [.control, .shift]
      return .key(.with(modifiers, base))
    default:
      if let base = rxvtShiftedArrows[final], parameters.isEmpty { return .key(.with(.shift, base)) }
      if final == UInt8(ascii: "Z"), parameters.isEmpty || parameters == [1] { return .key(.backTab) }
      guard let base = letterKeys[final] else { return .unknown }
      return letterKey(base, parameters)
    }
  }

  /// `body` is what came between `ESC O` and the final byte (a modifier digit, if anything).
  static func ss3(_ body: [UInt8], final: UInt8) -> Meaning {
    guard let parameters = numbers(body), parameters.count <= 1 else { return .unknown }
    let modifiers: KeyModifiers? = parameters.isEmpty ? [] : parameters[0].flatMap { KeyModifiers(xtermParameter: $0) }
    guard let modifiers else { return .unknown }
    if let base = letterKeys[final] { return .key(.with(modifiers, base)) }
    if let base = rxvtShiftedArrows[final], modifiers.isEmpty { return .key(.with(.control, base)) }
    if final == UInt8(ascii: "M"), modifiers.isEmpty { return .key(.enter) }
    if let character = keypadCharacters[final], modifiers.isEmpty { return .key(.character(character)) }
    return .unknown
  }

  // MARK: - Tables

  /// `ESC [ n ~`: vt220 editing keys (with rxvt's 7/8 for Home/End) and function keys.
  private static let tildeKeys: [Int: Key] = {
    var keys: [Int: Key] = [
      1: .home, 2: .insert, 3: .delete, 4: .end, 5: .pageUp, 6: .pageDown, 7: .home, 8: .end,
    ]
    let functionCodes = [11, 12, 13, 14, 15, 17, 18, 19, 20, 21, 23, 24, 25, 26, 28, 29, 31, 32, 33, 34]
    for (index, code) in functionCodes.enumerated() { keys[code] = .function(index + 1) }
    return keys
  }()

  /// `ESC [ X`, `ESC [ 1 ; m X` and `ESC O X`.
  private static let letterKeys: [UInt8: Key] = [
    UInt8(ascii: "A"): .up, UInt8(ascii: "B"): .down, UInt8(ascii: "C"): .right, UInt8(ascii: "D"): .left,
    UInt8(ascii: "H"): .home, UInt8(ascii: "F"): .end,
    UInt8(ascii: "P"): .function(1), UInt8(ascii: "Q"): .function(2), UInt8(ascii: "R"): .function(3),
    UInt8(ascii: "S"): .function(4),
  ]

  /// rxvt: `ESC [ a`…`d` are Shift-arrows, `ESC O a`…`d` Ctrl-arrows.
  private static let rxvtShiftedArrows: [UInt8: Key] = [
    UInt8(ascii: "a"): .up, UInt8(ascii: "b"): .down, UInt8(ascii: "c"): .right, UInt8(ascii: "d"): .left,
  ]

  /// The numeric keypad in application mode.
  private static let keypadCharacters: [UInt8: Character] = {
    var characters: [UInt8: Character] = [
      UInt8(ascii: "j"): "*", UInt8(ascii: "k"): "+", UInt8(ascii: "l"): ",", UInt8(ascii: "m"): "-",
      UInt8(ascii: "n"): ".", UInt8(ascii: "o"): "/", UInt8(ascii: "X"): "=",
    ]
    for digit in 0..<10 { characters[UInt8(ascii: "p") + UInt8(digit)] = Character(String(digit)) }
    return characters
  }()

  // MARK: - Parameters

  private static func tilde(_ parameters: [Int?]) -> Meaning {
    guard (1...2).contains(parameters.count), let number = parameters[0] else { return .unknown }
    let modifiers = parameters.count == 2 ? parameters[1].flatMap { KeyModifiers(xtermParameter: $0) } : []
    guard let modifiers else { return .unknown }
    if modifiers.isEmpty && number == 200 { return .pasteStart }
    if modifiers.isEmpty && number == 201 { return .pasteEnd }
    guard let base = tildeKeys[number] else { return .unknown }
    return .key(.with(modifiers, base))
  }

  /// `ESC [ X`, `ESC [ 1 ; m X`, and the older `ESC [ m X` some terminals send for F1–F4.
  private static func letterKey(_ base: Key, _ parameters: [Int?]) -> Meaning {
    switch parameters.count {
    case 0:
      return .key(base)
    case 1:
      guard let value = parameters[0] else { return .key(base) }
      if value == 1 { return .key(base) }
      guard let modifiers = KeyModifiers(xtermParameter: value) else { return .unknown }
      return .key(.with(modifiers, base))
    case 2:
      guard parameters[0] == nil || parameters[0] == 1, let value = parameters[1],
        let modifiers = KeyModifiers(xtermParameter: value)
      else { return .unknown }
      return .key(.with(modifiers, base))
    default:
      return .unknown
    }
  }

  /// Decimal parameters separated by ";" (nil for an empty one); nil when anything else is in
  /// the body (private markers such as "?" or "<", sub-parameters, intermediates).
  private static func numbers(_ body: [UInt8]) -> [Int?]? {
    guard !body.isEmpty else { return [] }
    var parameters: [Int?] = []
    var current: Int?
    for byte in body {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        let digit = Int(byte - UInt8(ascii: "0"))
        let value = (current ?? 0) * 10 + digit
        guard value < 100_000 else { return nil }
        current = value
      case UInt8(ascii: ";"):
        parameters.append(current)
        current = nil
      default:
        return nil
      }
    }
    parameters.append(current)
    return parameters
  }
}

extension KeyModifiers {
  /// xterm's modifier parameter: 1 + (1 Shift, 2 Alt, 4 Ctrl, 8 Meta); Meta counts as Alt.
  init?(xtermParameter value: Int) {
    guard (1...16).contains(value) else { return nil }
    let bits = value - 1
    self = []
    if bits & 1 != 0 { insert(.shift) }
    if bits & (2 | 8) != 0 { insert(.alt) }
    if bits & 4 != 0 { insert(.control) }
  }
}

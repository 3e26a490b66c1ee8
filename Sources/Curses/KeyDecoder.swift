import CNcursesw
import TerminalScreen

/// Maps what `wget_wch` returns to keys.
enum KeyDecoder {
  /// A character read with status OK; nil for input the editor has no use
  /// for (C1 controls). ESC is handled by the caller, which must look ahead.
  static func key(forCharacter value: UInt32) -> Key? {
    switch value {
    case 13, 10: return .enter
    case 9: return .tab
    case 8, 127: return .backspace
    case 27: return .escape
    case 0: return .control("@")
    case 1...26:
      return .control(Character(Unicode.Scalar(UInt8(value) + UInt8(ascii: "a") - 1)))
    case 28...31:
      // Ctrl-\ Ctrl-] Ctrl-^ Ctrl-_
      return .control(Character(Unicode.Scalar(UInt8(value) + 0x40)))
    case 0x80...0x9F:
      return nil
    default:
      return Unicode.Scalar(value).map { .character(Character($0)) }
    }
  }

  /// A key code read with status KEY_CODE_YES; nil for keys without a `Key`. Codes above
  /// KEY_MAX are the terminal's extended keys (xterm's Ctrl-← is `kLFT5`), known by name.
  static func key(forCode code: Int32) -> Key? {
    if Int(code) > CN_KEY_MAX {
      return keyname(code).flatMap { key(forExtendedName: String(cString: $0)) }
    }
    switch Int(code) {
    case CN_KEY_UP: return .up
    case CN_KEY_DOWN: return .down
    case CN_KEY_LEFT: return .left
    case CN_KEY_RIGHT: return .right
    case CN_KEY_SR: return .modified(.up, .shift)
    case CN_KEY_SF: return .modified(.down, .shift)
    case CN_KEY_SLEFT: return .modified(.left, .shift)
    case CN_KEY_SRIGHT: return .modified(.right, .shift)
    case CN_KEY_SHOME: return .modified(.home, .shift)
    case CN_KEY_SEND: return .modified(.end, .shift)
    case CN_KEY_SPREVIOUS: return .modified(.pageUp, .shift)
    case CN_KEY_SNEXT: return .modified(.pageDown, .shift)
    case CN_KEY_SDC: return .modified(.delete, .shift)
    case CN_KEY_SIC: return .modified(.insert, .shift)
    case CN_KEY_HOME, CN_KEY_A1: return .home
    case CN_KEY_END, CN_KEY_C1: return .end
    case CN_KEY_PPAGE, CN_KEY_A3: return .pageUp
    case CN_KEY_NPAGE, CN_KEY_C3: return .pageDown
    case CN_KEY_DC: return .delete
    case CN_KEY_IC: return .insert
    case CN_KEY_BACKSPACE: return .backspace
    case CN_KEY_BTAB: return .backTab
    case CN_KEY_ENTER: return .enter
    case CN_KEY_RESIZE: return .resize
    case (CN_KEY_F0 + 1)...(CN_KEY_F0 + 63): return .function(Int(code) - CN_KEY_F0)
    default: return nil
    }
  }

  /// An extended key's terminfo name: `kLFT5` is Ctrl-←, `kDC3` Alt-Del, `kpADD` the keypad's
  /// "+". The digit is xterm's modifier parameter; without one the key has Shift.
  static func key(forExtendedName name: String) -> Key? {
    if let character = keypadCharacters[name] { return .character(character) }
    let letters = String(name.prefix { !$0.isNumber })
    guard let base = extendedKeys[letters] else { return nil }
    let digits = name.dropFirst(letters.count)
    guard digits.isEmpty || digits.allSatisfy(\.isNumber), let parameter = digits.isEmpty ? 2 : Int(digits),
      parameter >= 2, let modifiers = KeyModifiers(xtermParameter: parameter)
    else { return nil }
    return .with(modifiers, base)
  }

  private static let extendedKeys: [String: Key] = [
    "kUP": .up, "kDN": .down, "kLFT": .left, "kRIT": .right, "kHOM": .home, "kEND": .end,
    "kPRV": .pageUp, "kNXT": .pageDown, "kDC": .delete, "kIC": .insert,
  ]

  private static let keypadCharacters: [String: Character] = [
    "kpADD": "+", "kpSUB": "-", "kpMUL": "*", "kpDIV": "/", "kpDOT": ".", "kpCMA": ",", "kpZRO": "0",
  ]

  /// The key ESC followed by `value` means: Alt plus a printable character,
  /// Alt-Enter, or nil when the two are separate keys.
  static func altKey(forCharacter value: UInt32) -> Key? {
    switch value {
    case 13, 10: return .altEnter
    case 0...31, 127, 0x80...0x9F: return nil
    default: return Unicode.Scalar(value).map { .alt(Character($0)) }
    }
  }
}

/// One `%…` sequence of a format string, as Foundation's `String(format:)` reads it, plus the
/// String Catalog additions `%#@name@` (a substitution) and `%arg` (a substitution's own argument).
public struct FormatPlaceholder: Sendable, Equatable {
  public enum Kind: UInt8, Sendable {
    /// `%@`
    case object
    /// `%d %i %u %x %X %o %D %U %O` (with any length modifier)
    case integer
    /// `%f %F %e %E %g %G %a %A`
    case double
    /// `%s`
    case cString
    /// `%S`
    case unicharString
    /// `%c %C`
    case character
    /// `%p %n`
    case pointer
    /// `%#@name@`
    case substitution
    /// `%arg` inside a substitution's forms
    case substitutionArgument
    /// `%%`
    case percentLiteral
    /// A `%` that starts no valid specifier (`50 % off`, a `%` at the end).
    case lonePercent
  }

  public var kind: Kind
  /// `n` of `%n$…`, when numbered.
  public var position: Int?
  /// The conversion character (`d`, `@`, `f`…; `#` for a substitution).
  public var conversion: UInt8
  /// A 64-bit integer (`l`, `ll`, `q`, `z`, `t`, `j`, or `D U O`).
  public var isWide: Bool
  /// The substitution's name, for `%#@name@`.
  public var name: String?
  /// Byte range of the placeholder in the string's UTF-8.
  public var start: Int
  public var end: Int

  /// True for placeholders that read an argument from the argument list.
  public var takesArgument: Bool {
    switch kind {
    case .object, .integer, .double, .cString, .unicharString, .character, .pointer, .substitution: return true
    case .substitutionArgument, .percentLiteral, .lonePercent: return false
    }
  }

  /// How an integer is shown: decimal, hexadecimal or octal.
  package var radix: UInt8 {
    switch conversion {
    case UInt8(ascii: "x"), UInt8(ascii: "X"): return 16
    case UInt8(ascii: "o"), UInt8(ascii: "O"): return 8
    default: return 10
    }
  }
}

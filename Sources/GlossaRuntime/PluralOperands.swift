/// The CLDR operands of a number (UTS #35, "Plural Operand Meanings").
///
/// Held as `Double`, as ICU holds them, so the evaluator agrees with ICU also
/// where integers pass 2^53. `e` and `c` (compact exponents) are always 0:
/// pack strings format plain numbers, never "1.2c6".
public struct PluralOperands: Sendable, Equatable {
  /// Absolute value.
  public let n: Double
  /// Integer digits of n.
  public let i: Double
  /// Number of visible fraction digits, with trailing zeros ("1.50" → 2).
  public let v: Double
  /// Number of visible fraction digits, without trailing zeros ("1.50" → 1).
  public let w: Double
  /// Visible fraction digits, with trailing zeros ("1.50" → 50).
  public let f: Double
  /// Visible fraction digits, without trailing zeros ("1.50" → 5).
  public let t: Double

  public init(_ integer: Int) {
    let magnitude = Double(integer.magnitude)
    n = magnitude
    i = magnitude
    v = 0
    w = 0
    f = 0
    t = 0
  }

  /// Reads a plain decimal string `-?[0-9]+(\.[0-9]+)?`, keeping its visible
  /// fraction digits: "1.0" has v = 1 and may select differently from "1".
  /// Returns nil for anything else (exponents, separators, spaces).
  public init?(decimal: String) {
    var text = Substring(decimal)
    if text.first == "-" { text = text.dropFirst() }
    let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    let integerDigits = parts[0]
    let fractionDigits = parts.count == 2 ? parts[1] : ""
    guard !integerDigits.isEmpty, integerDigits.allSatisfy(\.isASCIIDigit),
      parts.count == 1 || !fractionDigits.isEmpty, fractionDigits.allSatisfy(\.isASCIIDigit),
      let integerValue = Double(integerDigits), let value = Double(text)
    else { return nil }
    let trimmed = fractionDigits.reversed().drop(while: { $0 == "0" }).reversed()
    n = value
    i = integerValue
    v = Double(fractionDigits.count)
    w = Double(trimmed.count)
    f = Double(fractionDigits) ?? 0
    t = Double(String(trimmed)) ?? 0
  }

  func value(of operand: PluralRule.Operand) -> Double {
    switch operand {
    case .n: n
    case .i: i
    case .v: v
    case .w: w
    case .f: f
    case .t: t
    case .e, .c: 0
    }
  }
}

extension Character {
  var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}

import Foundation

/// One category's CLDR condition, e.g. `n % 10 = 1 and n % 100 != 11`.
///
/// Syntax (UTS #35): `or` of `and` of relations; a relation is
/// `operand [mod|% value] (= | != | is [not] | [not] in | [not] within) list`,
/// a list is `value` or `low..high` items separated by commas. An empty rule
/// (as `other` usually is) never matches on its own.
public struct PluralRule: Sendable, Equatable {
  enum Operand: String, Sendable {
    case n, i, v, w, f, t, e, c
  }

  struct Relation: Sendable, Equatable {
    var operand: Operand
    var modulus: Double?
    /// `within` accepts any value in a range; `in`, `=`, `is` only integers.
    var isWithin: Bool
    var isNegated: Bool
    var ranges: [ClosedRange<Double>]
  }

  /// Disjunction of conjunctions.
  let conditions: [[Relation]]

  /// Parses rule text; samples after `@` (as in CLDR's files) are ignored.
  public init(_ text: String) throws(PluralRuleError) {
    var parser = PluralRuleParser(text)
    conditions = try parser.parse()
  }

  public func matches(_ operands: PluralOperands) -> Bool {
    conditions.contains { relations in relations.allSatisfy { $0.holds(for: operands) } }
  }
}

extension PluralRule.Relation {
  func holds(for operands: PluralOperands) -> Bool {
    var value = operands.value(of: operand)
    if let modulus {
      value = fmod(value, modulus)
    }
    let inRanges = ranges.contains { range in
      range.contains(value) && (isWithin || value.rounded(.towardZero) == value)
    }
    return inRanges != isNegated
  }
}

/// A rule text that is not CLDR plural syntax; `column` is 1-based.
public struct PluralRuleError: Error, Sendable, Equatable, CustomStringConvertible {
  public let column: Int
  public let message: String

  public init(column: Int, message: String) {
    self.column = column
    self.message = message
  }

  public var description: String { "\(column): \(message)" }
}

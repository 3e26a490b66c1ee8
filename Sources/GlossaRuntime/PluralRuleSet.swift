/// A language's cardinal plural rules as a pack carries them
/// (`"pluralRules": {"one": "i = 1 and v = 0", "other": ""}`).
public struct PluralRuleSet: Sendable, Equatable {
  /// The explicit rules in CLDR order; `.other` is never among them.
  private let rules: [(category: PluralCategory, rule: PluralRule)]

  /// Rules for English-like languages are not assumed: a language whose pack
  /// carries no rules has only `.other`, as ICU's root does.
  public static let otherOnly = PluralRuleSet(rules: [])

  private init(rules: [(category: PluralCategory, rule: PluralRule)]) {
    self.rules = rules
  }

  /// Parses rule text per category name. Unknown category names are an error
  /// (a pack from a newer CLDR should not silently lose a form).
  public init(_ texts: [String: String]) throws(PluralRuleSetError) {
    var parsed: [(category: PluralCategory, rule: PluralRule)] = []
    for (name, _) in texts where PluralCategory(rawValue: name) == nil {
      throw PluralRuleSetError(category: name, problem: "not a CLDR plural category")
    }
    for category in PluralCategory.allCases where category != .other {
      guard let text = texts[category.rawValue] else { continue }
      do {
        parsed.append((category, try PluralRule(text)))
      } catch {
        throw PluralRuleSetError(category: category.rawValue, problem: "column \(error.column): \(error.message)")
      }
    }
    rules = parsed
  }

  /// The categories this language distinguishes, in CLDR order, ending with `.other`.
  public var categories: [PluralCategory] { rules.map(\.category) + [.other] }

  public func category(for operands: PluralOperands) -> PluralCategory {
    rules.first { $0.rule.matches(operands) }?.category ?? .other
  }

  public func category(for integer: Int) -> PluralCategory {
    category(for: PluralOperands(integer))
  }

  /// nil when `decimal` is not a plain decimal string (see `PluralOperands`).
  public func category(forDecimal decimal: String) -> PluralCategory? {
    PluralOperands(decimal: decimal).map { category(for: $0) }
  }

  public static func == (lhs: PluralRuleSet, rhs: PluralRuleSet) -> Bool {
    lhs.rules.elementsEqual(rhs.rules) { $0.category == $1.category && $0.rule == $1.rule }
  }
}

public struct PluralRuleSetError: Error, Sendable, Equatable, CustomStringConvertible {
  public let category: String
  public let problem: String

  public var description: String { "plural rule '\(category)': \(problem)" }
}

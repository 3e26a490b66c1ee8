import PluralRules

/// gettext's `Plural-Forms` header derived from ICU's CLDR rule text. gettext only has the
/// integer `n`, so the operands become: n, i → n; v, w, f, t, e, c → 0 (an integer has no
/// visible fraction digits and no exponent). `msgstr[k]` is the k-th category in CLDR order.
package enum PluralFormsExpression {
  package static func header(for language: String) -> (header: String, categories: [PluralCategory]) {
    let rules = PluralRules(language: language).ruleText
    let categories = rules.map(\.category)
    var expression = String(max(0, categories.count - 1))
    for (index, rule) in rules.enumerated().reversed() where index < rules.count - 1 {
      let condition = cExpression(rule.condition) ?? "0"
      expression = "(\(condition)) ? \(index) : \(expression)"
    }
    if categories.count == 1 { expression = "0" }
    return ("nplurals=\(categories.count); plural=\(expression);", categories)
  }

  /// `i % 10 = 2..4 and i % 100 != 12..14 or n = 0` → a C expression; nil for syntax it cannot read.
  package static func cExpression(_ rule: String) -> String? {
    let trimmed = rule.split(separator: " ").joined(separator: " ")
    guard !trimmed.isEmpty else { return "1" }
    var alternatives: [String] = []
    for orPart in trimmed.components(separatedBy: " or ") {
      var conjuncts: [String] = []
      for andPart in orPart.components(separatedBy: " and ") {
        guard let relation = relation(andPart) else { return nil }
        conjuncts.append(relation)
      }
      alternatives.append(conjuncts.joined(separator: " && "))
    }
    return alternatives.map { alternatives.count > 1 ? "(\($0))" : $0 }.joined(separator: " || ")
  }

  private static func relation(_ text: String) -> String? {
    let negated: Bool
    let sides: [String]
    if text.contains("!=") {
      negated = true
      sides = text.components(separatedBy: "!=")
    } else {
      negated = false
      sides = text.components(separatedBy: "=")
    }
    guard sides.count == 2, let operand = operand(sides[0]) else { return nil }
    var tests: [String] = []
    for item in sides[1].split(separator: ",") {
      let bounds = item.components(separatedBy: "..").map { $0.trimmingCharacters(in: " ") }
      guard bounds.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) }) else { return nil }
      if bounds.count == 1 {
        tests.append("\(operand) == \(bounds[0])")
      } else if bounds.count == 2 {
        tests.append("(\(operand) >= \(bounds[0]) && \(operand) <= \(bounds[1]))")
      } else {
        return nil
      }
    }
    let any = tests.count == 1 ? tests[0] : "(" + tests.joined(separator: " || ") + ")"
    return negated ? "!\(tests.count == 1 ? "(\(any))" : any)" : any
  }

  /// `i % 100` → `n % 100`; `v` → `0`.
  private static func operand(_ text: String) -> String? {
    let parts = text.split(separator: " ").map(String.init)
    guard let name = parts.first else { return nil }
    let variable: String
    switch name {
    case "n", "i": variable = "n"
    case "v", "w", "f", "t", "e", "c": variable = "0"
    default: return nil
    }
    if parts.count == 1 { return variable }
    guard parts.count == 3, parts[1] == "%" || parts[1] == "mod", Int(parts[2]) != nil else { return nil }
    return "\(variable) % \(parts[2])"
  }
}

extension String {
  func trimmingCharacters(in set: String) -> String {
    String(drop { set.contains($0) }.reversed().drop { set.contains($0) }.reversed())
  }
}

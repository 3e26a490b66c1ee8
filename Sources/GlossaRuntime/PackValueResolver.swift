import Foundation

/// Picks the forms of a value for one call: plural forms by the language's
/// rules, device forms by the device, substitutions by their arguments.
struct PackValueResolver {
  let rules: PluralRuleSet
  let deviceName: String
  let arguments: [any Sendable]

  /// The format string with every choice made; `selector` picks plural forms
  /// (nil: the `other` form).
  func pattern(for value: PackValue, selector: PluralOperands?) -> String {
    switch value {
    case .text(let text):
      return text
    case .plural(let forms):
      // Foundation's .stringsdict rule: a "zero" form serves 0 in every
      // language, also where CLDR has no zero category.
      if let selector, selector == PluralOperands(0), let zero = forms[PluralCategory.zero.rawValue] {
        return pattern(for: zero, selector: selector)
      }
      let category = selector.map { rules.category(for: $0) } ?? .other
      return pattern(for: pick(forms, category.rawValue), selector: selector)
    case .device(let forms):
      return pattern(for: pick(forms, deviceName), selector: selector)
    case .substituted(let format, let substitutions):
      return substitute(format, substitutions)
    }
  }

  /// `forms[preferred]`, else `other`, else the first by name, so a form
  /// missing from a hand-edited pack still shows something.
  private func pick(_ forms: [String: PackValue], _ preferred: String) -> PackValue {
    forms[preferred] ?? forms["other"] ?? forms.min { $0.key < $1.key }?.value ?? .text("")
  }

  /// Replaces each `%#@name@` with the named substitution's form, its `%arg`
  /// becoming `%<argNum>$<formatSpecifier>`. Unknown names stay as written.
  private func substitute(_ format: String, _ substitutions: [String: PackSubstitution]) -> String {
    var output = ""
    var rest = Substring(format)
    while let token = rest.range(of: "%#@") {
      output += rest[..<token.lowerBound]
      let afterToken = rest[token.upperBound...]
      guard let close = afterToken.firstIndex(of: "@"),
        let substitution = substitutions[String(afterToken[..<close])]
      else {
        output += "%#@"
        rest = afterToken
        continue
      }
      let number = substitution.argumentNumber
      let argument = arguments.indices.contains(number - 1) ? arguments[number - 1] : nil
      let selector = argument.flatMap {
        PluralOperands(numeric: $0) ?? ($0 as? String).flatMap(PluralOperands.init(decimal:))
      }
      let form = pattern(for: .plural(substitution.forms), selector: selector)
      output += form.replacingOccurrences(of: "%arg", with: "%\(number)$\(substitution.formatSpecifier)")
      rest = afterToken[afterToken.index(after: close)...]
    }
    return output + rest
  }
}

extension PluralOperands {
  /// Operands of a numeric argument; nil for anything else. A whole `Double`
  /// counts as an integer, as ICU's select(double) does.
  init?(numeric argument: any Sendable) {
    switch argument {
    case let value as any BinaryInteger:
      self.init(Int(clamping: value))
    case let value as any BinaryFloatingPoint:
      let double = Double(value)
      guard double.isFinite else { return nil }
      if double.rounded(.towardZero) == double, let integer = Int(exactly: double) {
        self.init(integer)
      } else {
        self.init(decimal: "\(double)")
      }
    default:
      return nil
    }
  }
}
